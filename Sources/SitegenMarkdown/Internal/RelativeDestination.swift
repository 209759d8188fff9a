/// Resolves the relative destinations of a page bundle's body against the bundle's folder, as a
/// browser resolves them against the page's URL when the bundle's files sit beside the page.
enum RelativeDestination {
    /// What a destination resolves to against a folder.
    enum Resolution: Equatable {
        /// Not a relative path (a URL, root-relative, a fragment or query alone, empty): kept.
        case kept
        /// The site-root-relative destination (`/episodes/x/diagram.png`), query and fragment kept.
        case resolved(String)
        /// It climbs above the site root (`../../../etc/passwd`).
        case escapes
    }

    /// The segments that mean the parent folder, in the spellings a browser reads as `..`.
    private static let parentSegments: Set<Substring> = ["..", ".%2e", "%2e.", "%2e%2e", ".%2E", "%2E.", "%2E%2E"]
    /// The segments that mean the folder itself.
    private static let currentSegments: Set<Substring> = [".", "%2e", "%2E"]

    /// Resolves `destination` against `base` (a folder relative to the site root, without slashes
    /// at its ends).
    static func resolve(_ destination: String, base: String) -> Resolution {
        guard let first = destination.first, first != "/", first != "#", first != "?", first != "\\" else {
            return .kept
        }
        // A scheme (`https:`, `mailto:`) comes before the first `/`, `?` or `#`.
        if destination.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" }).contains(":") { return .kept }
        var path = Substring(destination)
        var suffix: Substring = ""
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            suffix = path[end...]
            path = path[..<end]
        }
        var segments = base.split(separator: "/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            if currentSegments.contains(part) {
                if isLast { segments.append("") }
            } else if parentSegments.contains(part) {
                guard !segments.isEmpty else { return .escapes }
                segments.removeLast()
                if isLast { segments.append("") }
            } else {
                segments.append(part)
            }
        }
        return .resolved("/" + segments.joined(separator: "/") + suffix)
    }
}
