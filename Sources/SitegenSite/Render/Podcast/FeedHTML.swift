import Foundation

/// The show notes as a podcast feed carries them: every address absolute, since a podcast app
/// or feed reader shows `content:encoded` with no page to resolve a relative one against.
enum FeedHTML {
    /// The attributes whose values are addresses (`srcset` holds several).
    private static let attributes = [" href=\"", " src=\"", " srcset=\"", " poster=\""]

    /// `html` with each relative address of a link, image or media element (`../../images/x.png`,
    /// `notes/`, `#t=1:30`) resolved against the absolute address of the page that shows it.
    /// Addresses with a scheme (`https:`, `mailto:`) and protocol-relative ones are kept.
    static func absolutizing(_ html: String, page: String) -> String {
        guard let base = URL(string: page), attributes.contains(where: html.containsBytes) else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count + 256)
        var rest = Substring(html)
        while let (range, name) = nextAttribute(in: rest) {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard let close = rest.firstIndex(of: "\"") else { break }
            let value = rest[..<close]
            result += name == " srcset=\"" ? resolvingCandidates(value, base: base) : resolving(value, base: base)
            rest = rest[close...]
        }
        result += rest
        return result
    }

    /// The first address attribute in `text`: the range of its `name="` and the name.
    private static func nextAttribute(in text: Substring) -> (Range<Substring.Index>, String)? {
        var best: (Range<Substring.Index>, String)?
        for name in attributes {
            guard let found = text.range(of: name) else { continue }
            if best == nil || found.lowerBound < best!.0.lowerBound { best = (found, name) }
        }
        return best
    }

    /// One address resolved against the page, or as it is when it is absolute or unreadable.
    static func resolving(_ value: Substring, base: URL) -> String {
        let text = String(value)
        guard !text.isEmpty, !text.hasPrefix("//"), !hasScheme(text),
            let resolved = URL(string: text, relativeTo: base)?.absoluteString
        else { return text }
        return resolved
    }

    /// A `srcset`'s candidates (`a.jpg 640w, b.jpg 1280w`), each address resolved.
    private static func resolvingCandidates(_ value: Substring, base: URL) -> String {
        value.split(separator: ",", omittingEmptySubsequences: false).map { candidate in
            let trimmed = candidate.drop { $0 == " " }
            let address = trimmed.prefix { $0 != " " }
            let leading = candidate.prefix(candidate.count - trimmed.count)
            return leading + resolving(address, base: base) + trimmed.dropFirst(address.count)
        }.joined(separator: ",")
    }

    /// Whether an address starts with a scheme (`https:`, `mailto:`, `data:`): letters, digits,
    /// `+`, `-` or `.` up to a colon that comes before any `/`, `?` or `#`.
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else {
            return false
        }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
