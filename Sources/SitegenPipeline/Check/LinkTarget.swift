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
        var trimmed = trimmingSpaces(url)
        // The site's own absolute URLs (canonical links) are internal.
        if let baseURL, trimmed.hasPrefix(baseURL) { trimmed = basePath + trimmed.dropFirst(baseURL.count) }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("/"), !trimmed[..<colon].contains("#") {
            let scheme = trimmed[..<colon].lowercased()
            return scheme == "http" || scheme == "https" ? .external(trimmed) : .ignored
        }
        if trimmed.hasPrefix("//") { return .external("https:" + trimmed) }
        if let target = plainTarget(trimmed, from: page, basePath: basePath) { return target }
        return resolveWithFoundation(trimmed, from: page, basePath: basePath)
    }

    /// The text without the spaces and tabs at its ends (Foundation's `.whitespaces`, which
    /// also counts other Unicode spaces, for text that has any).
    static func trimmingSpaces(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text }
        let ascii: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            guard ascii(first) || ascii(last) else { return text }
            guard let start = utf8.firstIndex(where: { !ascii($0) }), let end = utf8.lastIndex(where: { !ascii($0) })
            else { return "" }
            return String(text[start...end])
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// `resolve` past the scheme checks, through Foundation's URL: the reference for
    /// ``plainTarget(_:from:basePath:)``, and the resolution of what that leaves.
    static func resolveWithFoundation(_ trimmed: String, from page: String, basePath: String) -> LinkTarget {
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
