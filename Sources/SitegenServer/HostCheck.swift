/// Which `Host` a request may name (against DNS rebinding: a page on another site whose name
/// is pointed at 127.0.0.1 must not read the preview, drafts included). A server on a loopback
/// address answers requests for `localhost`, a `*.localhost` name or an IP address; one the
/// user put on another address or name (`--host`) answers every host, as it was asked to.
struct HostCheck: Sendable {
    /// Whether every host is allowed (the server does not listen on loopback only).
    var allowsEveryHost: Bool

    /// The loopback addresses and name that `sitegen serve` listens on without a network warning.
    static let loopback: Set<String> = ["127.0.0.1", "::1", "localhost"]

    /// The check for a server listening on `host`.
    init(listeningOn host: String) {
        allowsEveryHost = !Self.loopback.contains(host.lowercased())
    }

    /// Whether a request whose `Host` (or HTTP/2 authority) is `authority` is answered; a request
    /// without one (HTTP/1.0) is.
    func allows(_ authority: String?) -> Bool {
        guard !allowsEveryHost, let authority, !authority.isEmpty else { return true }
        let name: Substring
        if authority.hasPrefix("[") {
            // An IPv6 literal (`[::1]:8000`): always an address, never a name to rebind.
            return authority.contains("]")
        } else if let colon = authority.lastIndex(of: ":") {
            name = authority[..<colon]
        } else {
            name = Substring(authority)
        }
        let lowered = name.lowercased()
        let trimmed = lowered.hasSuffix(".") ? String(lowered.dropLast()) : lowered
        return trimmed == "localhost" || trimmed.hasSuffix(".localhost") || Self.isIPv4(trimmed)
    }

    /// Whether a text is a dotted IPv4 address (four numbers 0 to 255).
    static func isIPv4(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    && Int(part).map { $0 <= 255 } == true
            }
    }
}
