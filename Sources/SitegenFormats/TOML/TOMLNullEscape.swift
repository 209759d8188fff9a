/// Finds `\u0000` and `\U00000000` escapes in TOML's basic strings and quoted keys.
///
/// TOMLKit hands each string and key over as a C string, so everything after a U+0000 would be
/// lost without a word (`summary = "a\u0000b"` read as `a`); such a value is refused instead,
/// at its escape. Literal strings (`'…'`, `'''…'''`) and comments take a backslash as it is.
enum TOMLNullEscape {
    /// The 1-based line and column (in UTF-8 bytes) of the first escape of U+0000, if any.
    static func first(in toml: String) -> (line: Int, column: Int)? {
        let bytes = Array(toml.utf8)
        guard bytes.contains(UInt8(ascii: "\\")) else { return nil }
        var index = 0
        var line = 1
        var lineStart = 0
        /// Whether the text at `index` starts with `text`.
        func at(_ text: String) -> Bool {
            let count = text.utf8.count
            return index + count <= bytes.count && bytes[index..<index + count].elementsEqual(text.utf8)
        }
        /// Skips to the end of a string closed by `delimiter`; `escapes`: a basic string.
        func skipString(closedBy delimiter: String, escapes: Bool) -> (line: Int, column: Int)? {
            while index < bytes.count {
                if at(delimiter) {
                    index += delimiter.utf8.count
                    return nil
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                } else if escapes && byte == UInt8(ascii: "\\") {
                    let start = index
                    if isNull(bytes, escapeAt: index) { return (line, start - lineStart + 1) }
                    // The escaped character is never a delimiter (a line-ending backslash in a
                    // multi-line string is followed by the newline, counted on the next turn).
                    if index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") { index += 1 }
                }
                index += 1
            }
            return nil
        }
        while index < bytes.count {
            let found: (line: Int, column: Int)?
            switch bytes[index] {
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                index += 1
                continue
            case UInt8(ascii: "\""):
                let multiLine = at("\"\"\"")
                index += multiLine ? 3 : 1
                found = skipString(closedBy: multiLine ? "\"\"\"" : "\"", escapes: true)
            case UInt8(ascii: "'"):
                let multiLine = at("'''")
                index += multiLine ? 3 : 1
                found = skipString(closedBy: multiLine ? "'''" : "'", escapes: false)
            default:
                index += 1
                continue
            }
            if let found { return found }
        }
        return nil
    }

    /// Whether the backslash at `index` starts `\u0000` or `\U00000000`.
    private static func isNull(_ bytes: [UInt8], escapeAt index: Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let digits: Int
        switch bytes[index + 1] {
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: return false
        }
        let start = index + 2
        return start + digits <= bytes.count && bytes[start..<start + digits].allSatisfy { $0 == UInt8(ascii: "0") }
    }
}
