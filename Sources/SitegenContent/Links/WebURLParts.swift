import Foundation

/// An http(s) URL's host and path as the recognisers of players and platforms read them
/// (``VideoURL``, ``ListenURL``): the host lowercased without `www.` or `m.`, the path's segments
/// and the query.
struct WebURLParts {
    /// The host, lowercased, without a leading `www.` or `m.`.
    var host: String
    /// The path's segments, without empty ones.
    var segments: [String]
    /// The query, without its `?` (empty when there is none).
    var query: Substring

    /// The parts of `url`; nil when it has no `://`.
    init?(_ url: String) {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let rest = url[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        host = rest[..<hostEnd].lowercased()
        if host.hasPrefix("www.") { host.removeFirst(4) }
        if host.hasPrefix("m.") { host.removeFirst(2) }
        let afterHost = rest[hostEnd...]
        let pathEnd = afterHost.firstIndex { $0 == "?" || $0 == "#" } ?? afterHost.endIndex
        segments = afterHost[..<pathEnd].split(separator: "/").map(String.init)
        let fragment = afterHost[pathEnd...].firstIndex(of: "#") ?? afterHost.endIndex
        query = afterHost[pathEnd..<fragment].dropFirst()
    }

    /// Whether the host is `domain` or one of its subdomains.
    func isOn(_ domain: String) -> Bool {
        host == domain || host.hasSuffix("." + domain)
    }
}
