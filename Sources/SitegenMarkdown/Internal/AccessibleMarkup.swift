import Foundation

/// What cmark-gfm's HTML lacks for keyboard and screen-reader users, added to its own markup
/// (the exact strings it writes, so raw HTML in the Markdown is left alone unless it is written
/// the same way, and then gets the same help).
enum AccessibleMarkup {
    /// The replacements: a code block or a table that may scroll sideways can be focused (and
    /// so scrolled with the keyboard); a task list's checkbox has a name. Each starts with `<`
    /// and none is a prefix of another.
    static let replacements: [(plain: [UInt8], accessible: [UInt8])] = [
        ("<pre><code", "<pre tabindex=\"0\"><code"),
        ("<table>\n", "<table tabindex=\"0\">\n"),
        (
            "<input type=\"checkbox\" checked=\"\" disabled=\"\" />",
            "<input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" />"
        ),
        ("<input type=\"checkbox\" disabled=\"\" />", "<input type=\"checkbox\" disabled=\"\" aria-label=\"To do\" />"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

    /// The HTML with the replacements made, in one pass over its bytes (a document's HTML is
    /// returned as it is when nothing is replaced).
    static func apply(to html: String) -> String {
        var html = html
        return html.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            var copied = 0
            var index = 0
            while index < bytes.count {
                guard let found = next(UInt8(ascii: "<"), in: bytes, from: index) else { break }
                index = found + 1
                guard let match = replacements.first(where: { starts(bytes, at: found, with: $0.plain) }) else {
                    continue
                }
                if output.isEmpty { output.reserveCapacity(bytes.count + 256) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<found]))
                output.append(contentsOf: match.accessible)
                copied = found + match.plain.count
                index = copied
            }
            guard copied > 0 else { return nil }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: output, as: UTF8.self)
        } ?? html
    }

    /// The index of the next `byte` at or after `start`.
    private static func next(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether `bytes` hold `pattern` at `offset`.
    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, with pattern: [UInt8]) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }
}
