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
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 256)
        var copied = 0
        var index = 0
        // Each `="` is looked at (memchr finds the `=`, rare in prose), and whether a name ends there.
        while let equals = Self.next(UInt8(ascii: "="), in: bytes, from: index) {
            index = equals + 1
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
                let name = names.first(where: {
                    equals + 2 >= $0.count && bytes[(equals + 2 - $0.count)..<(equals + 2)].elementsEqual($0)
                })
            else { continue }
            let valueStart = equals + 2
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

    /// Where `byte` next is in `bytes` at or after `start`.
    private static func next(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let hit = memchr(base + start, Int32(byte), buffer.count - start)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        }
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
        text.utf8.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
            .contains(UInt8(ascii: ":"))
    }
}
