import Foundation

extension String {
    /// Whether the text holds `needle`, by a byte search over UTF-8 (``ByteSearch``):
    /// Foundation's `contains` and `range(of:)` go through NSString, and a build searches every
    /// episode's body and show notes with it.
    package func containsBytes(_ needle: String) -> Bool {
        var text = self
        var pattern = needle
        return text.withUTF8 { haystack in
            pattern.withUTF8 { bytes in bytes.isEmpty || ByteSearch.first(bytes, in: haystack, from: 0) != nil }
        }
    }

    /// Where `needle` next occurs at or after `start` (the start when nil), by the same byte
    /// search; nil when it does not, or for an empty needle.
    package func byteRange(of needle: String, from start: String.Index? = nil) -> Range<String.Index>? {
        var text = self
        var pattern = needle
        let from = start.map { utf8.distance(from: utf8.startIndex, to: $0) } ?? 0
        let found = text.withUTF8 { haystack in
            pattern.withUTF8 { bytes in ByteSearch.first(bytes, in: haystack, from: from) }
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }
}

/// A search for a run of bytes: `memchr` for one of its bytes, then `memcmp`. The byte looked
/// for is the needle's first that is rare in HTML (`<`, `=`, `"`, spaces and letters are on
/// every tag: stopping at each cost more than the search), else its first.
package enum ByteSearch {
    /// Where `needle` next occurs in `haystack` at or after `start` (nil for an empty needle).
    package static func first(
        _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty,
            start >= 0, start + needle.count <= haystack.count
        else { return nil }
        let anchor = needle.firstIndex(where: isRare) ?? 0
        let byte = Int32(needle[anchor])
        let last = haystack.count - needle.count
        var offset = start
        while offset <= last, let hit = memchr(base + offset + anchor, byte, last - offset + 1) {
            let found = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + found, needleBase, needle.count) == 0 { return found }
            offset = found + 1
        }
        return nil
    }

    /// Whether a byte is rare in HTML: not a letter, a space or one of a tag's marks.
    private static func isRare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "\""), UInt8(ascii: " "),
            UInt8(ascii: "/"), UInt8(ascii: "\n"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return false
        default:
            return true
        }
    }
}
