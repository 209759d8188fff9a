/// Checks an absolute http(s) URL written in content (`baseURL`, `video`) and percent-encodes
/// what a URL may not hold as it is, so that it is safe and valid in attributes, feeds and the
/// sitemap.
enum WebURLText {
    /// Characters that are refused outright: they end attributes or make the URL ambiguous.
    private static let refused = Set("\"<>\\`".unicodeScalars)
    /// Characters a host may hold (an international domain must use its `xn--` form).
    private static let hostCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:[]@%!$&'()*+,;=".unicodeScalars)
    /// ASCII characters kept as they are after the host; `%` is taken as already encoded.
    private static let kept = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/%?#".unicodeScalars)
    private static let hex = Array("0123456789ABCDEF".unicodeScalars)

    /// The URL, checked and encoded, or what is wrong with it.
    /// - Parameters:
    ///   - text: The URL as written.
    ///   - allowsQuery: Whether `?` and `#` may appear.
    /// - Returns: The URL with non-ASCII and other unsafe characters after the host percent-encoded.
    static func normalize(_ text: String, allowsQuery: Bool) -> Result<String, ContentError> {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            return .failure(
                ContentError("must be an absolute http or https URL such as https://example.org/, not '\(text)'"))
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
