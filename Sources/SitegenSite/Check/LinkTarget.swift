import Foundation

/// Where a URL in a page leads, resolved as a browser resolves it against the page's URL.
enum LinkTarget: Equatable, Sendable {
    /// A file of the site (a path relative to the output folder, without the base path) and a fragment.
    case `internal`(path: String, fragment: String?)
    /// An http(s) URL elsewhere.
    case external(String)
    /// A URL that is not checked: `mailto:`, `tel:`, `data:`, `javascript:`.
    case ignored
    /// A path that climbs above the site's root.
    case outside

    /// Resolves `url`, written in the page at `page` (a file path in the output), for a site
    /// published under `basePath` (`/` or `/shows/`).
    static func resolve(_ url: String, from page: String, basePath: String, baseURL: String? = nil) -> LinkTarget {
        var trimmed = url.trimmingCharacters(in: .whitespaces)
        // The site's own absolute URLs (canonical links) are internal.
        if let baseURL, trimmed.hasPrefix(baseURL) { trimmed = basePath + trimmed.dropFirst(baseURL.count) }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/"), !trimmed[..<colon].contains("#") {
            let scheme = trimmed[..<colon].lowercased()
            return scheme == "http" || scheme == "https" ? .external(trimmed) : .ignored
        }
        if trimmed.hasPrefix("//") { return .external("https:" + trimmed) }
        guard let base = URL(string: "http://site.invalid" + basePath),
            let pageURL = URL(
                string: page.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? page, relativeTo: base)
        else { return .ignored }
        // `URL.path` is decoded, so the base path is compared decoded (`/a%20b/` is `/a b/`).
        let basePath = basePath.removingPercentEncoding ?? basePath
        let resolved: URL?
        if trimmed.hasPrefix("/") {
            resolved = URL(string: trimmed, relativeTo: URL(string: "http://site.invalid/"))
        } else {
            resolved = URL(string: trimmed, relativeTo: pageURL)
        }
        guard let absolute = resolved?.absoluteURL, absolute.host == "site.invalid" else { return .ignored }
        let fragment = absolute.fragment.map { $0.removingPercentEncoding ?? $0 }
        var path = absolute.path
        if absolute.absoluteString.split(separator: "#").first?.split(separator: "?").first?.hasSuffix("/") == true,
            !path.hasSuffix("/")
        {
            path += "/"
        }
        guard path.hasPrefix(basePath) || path + "/" == basePath else { return .outside }
        path = String(path.dropFirst(min(basePath.count, path.count)))
        if trimmed.hasPrefix("#") || trimmed.isEmpty { path = page }
        return .internal(path: path, fragment: fragment)
    }
}
