import SitegenFormats

extension LinkTarget {
    /// A relative or root-relative reference resolved by RFC 3986 (section 5.2) on its text,
    /// when it holds only the characters a URL may hold unescaped, well-formed `%` escapes (none
    /// of `.` or `/`, which Foundation would read otherwise) and at most one `#`; `nil` leaves it
    /// to Foundation. The result is Foundation's (a test compares them); it is here because
    /// `sitegen check` resolves every link of every page, some 500,000 at 1,000 episodes, and a
    /// Foundation URL made for each adds up at that count.
    static func plainTarget(_ reference: String, from page: String, basePath: String) -> LinkTarget? {
        let bytes = Array(reference.utf8)
        // An empty `href` is not resolved (Foundation does not), nor a path that ends in `//`
        // (Foundation's `path` drops trailing slashes, and `resolve` puts one back).
        guard !bytes.isEmpty, bytes.allSatisfy(isPlain), bytes.count(where: { $0 == UInt8(ascii: "#") }) <= 1 else {
            return nil
        }
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        let beforeFragment = bytes[..<(hash ?? bytes.endIndex)]
        let pathEnd = beforeFragment.firstIndex(of: UInt8(ascii: "?")) ?? beforeFragment.endIndex
        let pathPart = bytes[..<pathEnd]
        guard let decodedPath = decoded(pathPart, path: true) else { return nil }
        var fragment: String?
        if let hash {
            guard let text = decoded(bytes[(hash + 1)...], path: false) else { return nil }
            fragment = text
        }
        guard let base = decoded(Array(basePath.utf8)[...], path: false) else { return nil }
        let path: String
        if pathPart.isEmpty {
            path = page
        } else {
            var merged: String
            if pathPart.first == UInt8(ascii: "/") {
                merged = decodedPath
            } else {
                let pageAbsolute = base + page
                let directory = pageAbsolute[...(pageAbsolute.lastIndex(of: "/") ?? pageAbsolute.startIndex)]
                merged = directory.hasPrefix("/") ? directory + decodedPath : "/" + directory + decodedPath
            }
            merged = removingDotSegments(merged)
            guard !merged.hasSuffix("//") else { return nil }
            guard merged.hasPrefix(base) || merged + "/" == base else { return .outside }
            path = String(merged.dropFirst(min(base.count, merged.count)))
        }
        return .internal(path: reference.hasPrefix("#") || reference.isEmpty ? page : path, fragment: fragment)
    }

    /// Whether a byte may stand unescaped in a URL's path, query or fragment (RFC 3986's
    /// unreserved and sub-delimiter characters, `:`, `@`, `/`, `?`, `#`) or start an escape.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "-._~!$&'()*+,;=:@/?#%".utf8.contains(byte)
        }
    }

    /// The text with its `%` escapes decoded; `nil` for a malformed escape, an escape that does
    /// not decode to UTF-8, or (in a path) an escaped `.` or `/`.
    private static func decoded(_ bytes: ArraySlice<UInt8>, path: Bool) -> String? {
        URLPathEncoding.decode(bytes) { path && ($0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/")) }
    }

    /// Whether an absolute path has a `.` or `..` segment (a byte scan: most paths have none).
    static func hasDotSegment(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if dots > 0 { return true }
            } else if byte == UInt8(ascii: "."), previous == UInt8(ascii: "/") || dots > 0, dots < 2 {
                dots += 1
                previous = byte
                continue
            }
            dots = 0
            previous = byte
        }
        return dots > 0
    }

    /// An absolute path without its `.` and `..` segments (RFC 3986, section 5.2.4): `..` above
    /// the root stays at the root, and a path that ends in one of them ends in `/`.
    static func removingDotSegments(_ path: String) -> String {
        guard hasDotSegment(path) else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            switch segment {
            case ".":
                if last { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if last { output.append("") }
            default: output.append(segment)
            }
        }
        return "/" + output.joined(separator: "/")
    }
}
