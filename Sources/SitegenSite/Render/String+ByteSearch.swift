import Foundation

extension String {
    /// Whether the text holds `needle`, by a byte search over UTF-8 (``ByteSearch``):
    /// Foundation's `contains` and `range(of:)` go through NSString and were a tenth of a
    /// 10,000-episode build.
    func containsBytes(_ needle: String) -> Bool {
        var text = self
        var pattern = needle
        return text.withUTF8 { haystack in
            pattern.withUTF8 { bytes in bytes.isEmpty || ByteSearch.first(bytes, in: haystack, from: 0) != nil }
        }
    }
}

/// A search for a run of bytes: `memchr` for its first byte, then `memcmp`.
enum ByteSearch {
    /// Where `needle` next occurs in `haystack` at or after `start` (nil for an empty needle).
    static func first(
        _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, let first = needle.first,
            start >= 0, start + needle.count <= haystack.count
        else { return nil }
        let last = haystack.count - needle.count
        var offset = start
        while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
            let found = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if memcmp(base + found, needleBase, needle.count) == 0 { return found }
            offset = found + 1
        }
        return nil
    }
}
