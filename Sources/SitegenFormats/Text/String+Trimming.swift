import Foundation

extension String {
    /// The text without leading and trailing white space (and line breaks, with `newlines`),
    /// exactly as Foundation's `trimmingCharacters(in:)` trims it.
    ///
    /// Text that starts and ends with a visible ASCII character, nearly every front-matter value,
    /// comes back as it is without a call into Foundation (which every value would make).
    package func trimmingWhitespace(newlines: Bool) -> String {
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        // ASCII spaces and tabs (and line breaks) are cut as bytes; where a character other than
        // ASCII is left at either end, Foundation decides (it also trims Unicode spaces).
        let bytes = utf8
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || (newlines && (0x0A...0x0D).contains(byte))
        }
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isSpace(bytes[start]) { start = bytes.index(after: start) }
        while start < end, isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        if start < end, bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80 {
            return trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
