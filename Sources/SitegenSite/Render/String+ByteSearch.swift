import Foundation

extension String {
    /// Whether the text holds `needle`, by a byte search over UTF-8 (`memchr` for the first byte,
    /// then `memcmp`): Foundation's `contains` and `range(of:)` go through NSString and were a
    /// tenth of a 10,000-episode build.
    func containsBytes(_ needle: String) -> Bool {
        var text = self
        var pattern = needle
        return text.withUTF8 { haystack in
            pattern.withUTF8 { bytes in
                guard let first = bytes.first, let needleBase = bytes.baseAddress else { return true }
                guard let base = haystack.baseAddress, haystack.count >= bytes.count else { return false }
                var start = 0
                let last = haystack.count - bytes.count
                while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, needleBase, bytes.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }
}
