/// Finds where a piece of inline Markdown is written in the body, starting from where cmark-gfm
/// says it is: the one place inline positions are mapped to the body's lines and UTF-8 columns.
///
/// cmark-gfm 0.29's block positions are exact, but its inline ones drift: it counts no new line
/// at a backslash line break (`\` ending a line) nor inside a code span or raw HTML across lines,
/// so what follows is placed on an earlier line with its column counted on; in a table cell and
/// after a continuation line's container prefixes (`> `, a list item's indent) columns are
/// counted from the wrong start; and a text node's literal has its entities and escapes decoded,
/// so an offset in it is not one in the source. A position cmark gives is kept when the text is
/// written there; otherwise the text is looked for on cmark's line and the lines below it, up to
/// the end of its block.
///
/// Lines and columns are 1-based and count UTF-8 bytes, as every sitegen diagnostic does.
struct SourceLocator {
    /// The body's lines as bytes, without their line breaks (LF, CRLF or CR, as cmark reads them).
    private let lines: [ArraySlice<UInt8>]
    /// The place just past the last text found, so that the same text written twice in a block
    /// is found at its next occurrence each time.
    private var consumed = (line: 0, column: 0)

    /// Indexes the lines of a body.
    /// - Parameter source: The Markdown body, as cmark parsed it.
    init(source: String) {
        let bytes = Array(source.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(bytes[start..<index])
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                start = index + 1
            }
            index += 1
        }
        lines.append(bytes[start..<bytes.count])
        self.lines = lines
    }

    /// Where `written` starts in the body, given where cmark put it.
    /// - Parameters:
    ///   - written: The text as written in the source (its first bytes are enough).
    ///   - line: The 1-based body line cmark gave.
    ///   - column: The 1-based byte column cmark gave.
    ///   - lastLine: The last body line of the block the text is in (cmark's block positions are
    ///     exact); `0` when unknown, which looks up to the next blank line.
    /// - Returns: The 1-based body line and byte column of the text, or the ones given when it is
    ///   not found.
    mutating func locate(_ written: String, line: Int, column: Int, lastLine: Int) -> (line: Int, column: Int) {
        let needle = Array(written.utf8)
        guard !needle.isEmpty, line >= 1, line <= lines.count else { return (line, column) }
        if column >= 1, (line, column) >= consumed, Self.starts(lines[line - 1], at: column - 1, with: needle) {
            return found(line, column, length: needle.count)
        }
        var index = line
        while index <= lines.count {
            let text = lines[index - 1]
            if lastLine >= line ? index > lastLine : index > line && text.allSatisfy(Self.isBlank) { break }
            let from = index == consumed.line ? consumed.column - 1 : index < consumed.line ? text.count : 0
            var offset = max(from, 0)
            while offset + needle.count <= text.count {
                if Self.starts(text, at: offset, with: needle) { return found(index, offset + 1, length: needle.count) }
                offset += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// Records a found text, so the next search starts after it.
    private mutating func found(_ line: Int, _ column: Int, length: Int) -> (line: Int, column: Int) {
        consumed = (line, column + length)
        return (line, column)
    }

    /// Whether `line` holds `needle` from the 0-based byte `offset`.
    private static func starts(_ line: ArraySlice<UInt8>, at offset: Int, with needle: [UInt8]) -> Bool {
        guard offset >= 0, offset + needle.count <= line.count else { return false }
        return line.dropFirst(offset).starts(with: needle)
    }

    /// Whether a byte is a space or a tab.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
