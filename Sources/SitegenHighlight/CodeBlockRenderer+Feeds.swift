/// Code blocks for readers without the site's stylesheet.
extension CodeBlockRenderer {
    /// `html` with the spans inside its `<pre>` blocks removed and their text kept: the code as
    /// plain text, for feeds, whose readers apply no stylesheet to the token classes (the spans
    /// were 23 % of a 1,000-episode podcast feed). Everything outside `<pre>` is unchanged; the
    /// same string when there is nothing to remove.
    public static func withoutTokenSpans(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let pre = Array("<pre".utf8)
        let preEnd = Array("</pre>".utf8)
        let open = Array("<span".utf8)
        let close = Array("</span>".utf8)
        func matches(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
        }
        var output: [UInt8] = []
        var index = 0
        var inside = false
        var changed = false
        output.reserveCapacity(bytes.count)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if !inside, matches(pre, at: index) {
                    inside = true
                } else if inside, matches(preEnd, at: index) {
                    inside = false
                } else if inside, matches(close, at: index) {
                    index += close.count
                    changed = true
                    continue
                } else if inside, matches(open, at: index),
                    index + open.count < bytes.count,
                    [UInt8(ascii: " "), UInt8(ascii: ">")].contains(bytes[index + open.count]),
                    let end = bytes[index...].firstIndex(of: UInt8(ascii: ">"))
                {
                    index = end + 1
                    changed = true
                    continue
                }
            }
            output.append(bytes[index])
            index += 1
        }
        return changed ? String(decoding: output, as: UTF8.self) : html
    }
}
