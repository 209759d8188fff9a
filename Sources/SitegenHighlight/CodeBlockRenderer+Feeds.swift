import Foundation

/// Code blocks for readers without the site's stylesheet.
extension CodeBlockRenderer {
    /// `html` with the spans inside its `<pre>` blocks removed and their text kept: the code as
    /// plain text, for feeds, whose readers apply no stylesheet to the token classes (the spans
    /// would only add bytes to every feed). Everything outside `<pre>` is unchanged; the
    /// same string when there is nothing to remove. Runs of text are found with `memchr` and
    /// copied whole, since a feed passes every episode's show notes through here.
    public static func withoutTokenSpans(_ html: String) -> String {
        var html = html
        return html.withUTF8 { bytes -> String? in
            guard let base = bytes.baseAddress else { return nil }
            let count = bytes.count
            /// The offset of the next `<` at or after `from`, or `count`.
            func nextTag(_ from: Int) -> Int {
                guard from < count, let hit = memchr(base + from, Int32(UInt8(ascii: "<")), count - from) else {
                    return count
                }
                return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            }
            func matches(_ pattern: StaticString, at index: Int) -> Bool {
                let length = pattern.utf8CodeUnitCount
                return index + length <= count && memcmp(base + index, pattern.utf8Start, length) == 0
            }
            var output: [UInt8] = []
            var copied = 0
            var index = nextTag(0)
            var inside = false
            while index < count {
                if !inside {
                    if matches("<pre", at: index) { inside = true }
                    index = nextTag(index + 1)
                    continue
                }
                var end: Int?
                if matches("</pre>", at: index) {
                    inside = false
                } else if matches("</span>", at: index) {
                    end = index + 7
                } else if matches("<span", at: index), index + 5 < count,
                    base[index + 5] == 0x20 || base[index + 5] == 0x3E,
                    let close = memchr(base + index, Int32(UInt8(ascii: ">")), count - index)
                {
                    end = base.distance(to: close.assumingMemoryBound(to: UInt8.self)) + 1
                }
                if let end {
                    if output.isEmpty { output.reserveCapacity(count) }
                    output.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: index - copied))
                    copied = end
                    index = nextTag(end)
                } else {
                    index = nextTag(index + 1)
                }
            }
            guard copied > 0 else { return nil }
            output.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: count - copied))
            return String(decoding: output, as: UTF8.self)
        } ?? html
    }
}
