import Foundation
import SitegenFormats

/// The show notes as a podcast feed carries them: every address absolute, since a podcast app
/// or feed reader shows `content:encoded` with no page to resolve a relative one against.
enum FeedHTML {
    /// The attributes whose values are addresses (`srcset` holds several).
    private static let attributes = [" href=\"", " src=\"", " srcset=\"", " poster=\""]

    /// `html` with each relative address of a link, image or media element (`../../images/x.png`,
    /// `notes/`, `#t=1:30`) resolved against the absolute address of the page that shows it.
    /// Addresses with a scheme (`https:`, `mailto:`) and protocol-relative ones are kept.
    /// One pass over the bytes: show notes of a long catalogue are megabytes.
    static func absolutizing(_ html: String, page: String) -> String {
        guard let base = URL(string: page), attributes.contains(where: html.containsBytes) else { return html }
        let bytes = Array(html.utf8)
        let names = attributes.map { Array($0.utf8) }
        // Whether a byte may follow the space of an attribute's name: most spaces are the prose's.
        var isInitial = [Bool](repeating: false, count: 256)
        for name in names { isInitial[Int(name[1])] = true }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var index = 0
        var copied = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: " "), index + 1 < bytes.count, isInitial[Int(bytes[index + 1])],
                let name = names.first(where: { bytes[index...].starts(with: $0) })
            else {
                index += 1
                continue
            }
            let valueStart = index + name.count
            guard let close = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let value = Substring(decoding: bytes[valueStart..<close], as: UTF8.self)
            let resolved =
                name == names[2] ? resolvingCandidates(value, base: base) : resolving(value, base: base)
            result += bytes[copied..<valueStart]
            result += resolved.utf8
            copied = close
            index = close
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
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

    /// Whether an address starts with a scheme (`https:`, `mailto:`, `data:`): a colon before the
    /// first `/`, `?` or `#`, the rule `sitegen check` and bundle links resolve by.
    private static func hasScheme(_ text: String) -> Bool {
        text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.contains(":")
    }
}
