import SitegenFormats

/// Checks an absolute http(s) URL written in content (`baseURL`, `video`) and percent-encodes
/// what a URL may not hold as it is, so that it is safe and valid in attributes, feeds and the
/// sitemap.
package enum WebURLText {
    /// Characters that are refused outright: they end attributes or make the URL ambiguous.
    private static let refused = Set("\"<>\\`".unicodeScalars)
    /// Characters a host may hold (an international domain must use its `xn--` form).
    private static let hostCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:[]@%!$&'()*+,;=".unicodeScalars)
    /// ASCII characters kept as they are after the host; `%` is taken as already encoded.
    private static let kept = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/%?#".unicodeScalars)
    private static let hex = Array("0123456789ABCDEF".unicodeScalars)

    /// What is wrong with a URL's authority (`host[:port]`), or `nil`: no user name or
    /// password, a domain name (labels of letters, digits and `-`), an IPv4 address or a
    /// bracketed IPv6 address, and a port from 1 to 65535.
    static func authorityProblem(_ authority: String) -> String? {
        guard !authority.contains("@") else { return "must not hold a user name or password" }
        var host = Substring(authority)
        var port: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return "has an IPv6 address without its closing ']'" }
            let address = host[host.index(after: host.startIndex)..<close]
            guard !address.isEmpty, address.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return "has a host that is not an IPv6 address between '[' and ']'"
            }
            let after = host[host.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return "has text after its IPv6 address" }
                port = after.dropFirst()
            }
            host = address
        } else {
            if let colon = host.firstIndex(of: ":") {
                port = host[host.index(after: colon)...]
                host = host[..<colon]
            }
            let labels = (host.hasSuffix(".") ? host.dropLast() : host).split(
                separator: ".", omittingEmptySubsequences: false)
            let valid = labels.allSatisfy { label in
                !label.isEmpty && label.count <= 63 && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            }
            guard valid else { return "has a host that is not a domain name or an IP address" }
            // A host whose last label is a number is an IPv4 address to browsers (the URL
            // standard): four numbers from 0 to 255, or no address at all (`256.0.0.1`, `example.123`).
            if let last = labels.last, last.allSatisfy({ $0.isASCII && $0.isNumber }) {
                let isAddress =
                    labels.count == 4
                    && labels.allSatisfy { label in
                        label.allSatisfy { $0.isASCII && $0.isNumber } && (label == "0" || !label.hasPrefix("0"))
                            && (Int(label).map { (0...255).contains($0) } ?? false)
                    }
                guard isAddress else { return "has a host that is not a domain name or an IP address" }
            }
        }
        if let port {
            guard let number = Int(port), port.allSatisfy(\.isASCII), (1...65535).contains(number) else {
                return "has a port that is not a number from 1 to 65535"
            }
        }
        return nil
    }

    /// What is wrong with the `%` escapes of the part after the host, or `nil` (each `%` must be
    /// followed by two hexadecimal digits).
    static func percentProblem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            let digits = bytes.dropFirst(index + 1).prefix(2)
            guard digits.count == 2, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else {
                return "has a '%' that is not followed by two hexadecimal digits (write '%25' for a percent sign)"
            }
        }
        return nil
    }

    /// The URL, checked and encoded, or what is wrong with it.
    /// - Parameters:
    ///   - text: The URL as written.
    ///   - allowsQuery: Whether `?` and `#` may appear.
    /// - Returns: The URL with non-ASCII and other unsafe characters after the host percent-encoded.
    package static func normalize(_ text: String, allowsQuery: Bool) -> Result<String, ContentError> {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            return .failure(
                ContentError(
                    "must be an absolute http or https URL such as https://example.org/, not '\(FrontMatterReader.shortened(text))'"
                ))
        }
        let unsafe = text.unicodeScalars.contains {
            refused.contains($0) || $0.value < 0x20 || $0.value == 0x7F || $0.properties.isWhitespace
        }
        guard !unsafe, allowsQuery || !text.contains(where: { $0 == "?" || $0 == "#" }) else {
            return .failure(
                ContentError(
                    "'\(text)' must not contain spaces, quotes"
                        + (allowsQuery ? " or angle brackets" : ", a query or a fragment")))
        }
        let afterScheme = text.unicodeScalars.drop { $0 != ":" }.dropFirst(3)
        let host = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty else { return .failure(ContentError("'\(text)' has no host")) }
        guard host.allSatisfy(hostCharacters.contains) else {
            return .failure(
                ContentError("'\(text)' must write its host in ASCII (an international domain in its xn-- form)"))
        }
        if let problem = authorityProblem(String(String.UnicodeScalarView(host))) {
            return .failure(ContentError("'\(text)' \(problem)"))
        }
        let rest = String(String.UnicodeScalarView(afterScheme[host.endIndex...]))
        if let problem = percentProblem(rest) { return .failure(ContentError("'\(text)' \(problem)")) }
        var url = String(String.UnicodeScalarView(text.unicodeScalars.prefix(upTo: host.endIndex)))
        for byte in String(String.UnicodeScalarView(afterScheme[host.endIndex...])).utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, kept.contains(scalar) {
                url.unicodeScalars.append(scalar)
            } else {
                url.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            }
        }
        return .success(url)
    }
}
