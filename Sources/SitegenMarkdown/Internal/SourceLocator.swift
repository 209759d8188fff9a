/// Finds where a piece of inline Markdown is written in the body, starting from where cmark-gfm
/// says it is: the one place inline positions are mapped to the body's lines and UTF-8 columns.
///
/// cmark-gfm 0.29's block positions are exact, but its inline ones drift: it counts no new line
/// at a backslash line break (`\` ending a line) nor inside a code span or raw HTML across lines,
/// so what follows is placed on an earlier line with its column counted on; on a lazy or
/// indented continuation line (`> a` then `b`, `a` then `   b`) columns are counted from the
/// block's first line's start; the paragraph the table extension splits off before a table has
/// no lines of its own (the scanner's `givenPlace`); and a text node's literal has its entities
/// and escapes decoded, so an offset in it is not one in the source. A position cmark gives is
/// kept when the text is written there; otherwise the text is looked for on cmark's line and the
/// lines below it, up to the end of its block.
///
/// Lines and columns are 1-based and count UTF-8 bytes, as every sitegen diagnostic does.
struct SourceLocator {
    /// The Markdown body.
    private let source: String
    /// The body's lines as bytes, without their line breaks (LF, CRLF or CR, as cmark reads them),
    /// made when the first text is looked for (most bodies have nothing to report).
    private var indexed: [ArraySlice<UInt8>]?
    /// The place just past the last text found, so that the same text written twice in a block
    /// is found at its next occurrence each time.
    private var consumed = (line: 0, column: 0)
    /// How many more bytes the searches may look at. A hostile body (10,000 links nested in one
    /// another, each closed by the same `](y)`) would cost the bracket matching cubic time; once
    /// it is spent, cmark's positions are kept as they are.
    private var budget: Int

    /// Creates a locator for a body.
    /// - Parameter source: The Markdown body, as cmark parsed it.
    init(source: String) {
        self.source = source
        budget = max(1 << 20, source.utf8.count * 32)
    }

    /// The body's lines, made once.
    private var lines: [ArraySlice<UInt8>] {
        mutating get {
            if let indexed { return indexed }
            let made = Self.lines(of: source)
            indexed = made
            return made
        }
    }

    /// Splits a text into lines of bytes at LF, CRLF and CR.
    private static func lines(of source: String) -> [ArraySlice<UInt8>] {
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
        return lines
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
        guard let place = find(Array(written.utf8), line: line, column: column, lastLine: lastLine) else {
            return (line, column)
        }
        return found(place.line, place.column, length: written.utf8.count)
    }

    /// Where a link or image whose label does not start with plain text (`[*the* notes](x.pdf)`)
    /// starts: the `[` (or `![`) that opens the label closed by the first `](destination` from the
    /// start of cmark's line on, not before the last text found (a `[` alone could be a footnote's
    /// `[^1]`). A link by reference (`[*Swift* guide][swift]`), or a destination written with
    /// escapes, is found by its label's first text (`label`: `Swift`) with only markup delimiters
    /// between it and the `[`; else by its opening alone.
    /// - Parameters:
    ///   - destination: The destination as cmark read it.
    ///   - isImage: Whether the label opens with `![`.
    ///   - line: The 1-based body line cmark gave.
    ///   - column: The 1-based byte column cmark gave.
    ///   - lastLine: The last body line of the link's block, or `0`.
    ///   - label: The label's first text as written (inside emphasis or a code span), with the
    ///     1-based body line and byte column cmark gave it; `nil` when the label has none.
    /// - Returns: The 1-based body line and byte column of the link's first character.
    mutating func locateLink(
        destination: String, isImage: Bool, line: Int, column: Int, lastLine: Int,
        label: (text: String, line: Int, column: Int)? = nil
    ) -> (line: Int, column: Int) {
        let opening = isImage ? "![" : "["
        // The first `](destination` whose label opens after the last text found.
        var after = consumed
        while !destination.isEmpty, budget > 0,
            let closing = find(
                Array("](\(destination)".utf8), line: line, column: column, lastLine: lastLine, after: after)
        {
            after = (closing.line, closing.column + 1)
            guard let open = openingBracket(before: closing), open >= consumed else { continue }
            let text = lines[open.line - 1]
            if isImage, open.column < 2 || text[text.startIndex + open.column - 2] != UInt8(ascii: "!") { continue }
            return found(open.line, open.column - (isImage ? 1 : 0), length: opening.utf8.count)
        }
        if let label, let open = openingBracket(ofLabelText: label, isImage: isImage, lastLine: lastLine) {
            return found(open.line, open.column, length: opening.utf8.count)
        }
        return locate(opening, line: line, column: column, lastLine: lastLine)
    }

    /// Bytes that may stand between a label's `[` and its first text: emphasis, strikethrough and
    /// code span delimiters, and spaces.
    private static let labelDelimiters: Set<UInt8> = Set("*_~` \t".utf8)

    /// The `[` (or the `!` of `![`) of the label whose first text is `label.text`: the first place
    /// of that text, from where cmark put it on, with only ``labelDelimiters`` between an
    /// unescaped `[` and it on its line, not before the last text found.
    private mutating func openingBracket(
        ofLabelText label: (text: String, line: Int, column: Int), isImage: Bool, lastLine: Int
    ) -> (line: Int, column: Int)? {
        let needle = Array(label.text.utf8)
        var after = consumed
        while budget > 0,
            let place = find(needle, line: label.line, column: max(label.column, 1), lastLine: lastLine, after: after)
        {
            after = (place.line, place.column + 1)
            let text = lines[place.line - 1]
            var offset = place.column - 2
            while offset >= 0, Self.labelDelimiters.contains(text[text.startIndex + offset]) { offset -= 1 }
            guard offset >= 0, text[text.startIndex + offset] == UInt8(ascii: "[") else { continue }
            if offset > 0, text[text.startIndex + offset - 1] == UInt8(ascii: "\\") { continue }
            if isImage {
                guard offset > 0, text[text.startIndex + offset - 1] == UInt8(ascii: "!") else { continue }
                offset -= 1
            }
            guard (place.line, offset + 1) >= consumed else { continue }
            return (place.line, offset + 1)
        }
        return nil
    }

    /// The first place at or after where cmark put `needle` (or from the start of its line, when it
    /// is not there) that holds it, not before the last text found (or `after`).
    private mutating func find(
        _ needle: [UInt8], line: Int, column: Int, lastLine: Int, after: (line: Int, column: Int)? = nil
    ) -> (line: Int, column: Int)? {
        let lines = self.lines
        let consumed = after ?? consumed
        guard !needle.isEmpty, line >= 1, line <= lines.count, budget > 0 else { return nil }
        if column >= 1, (line, column) >= consumed, Self.starts(lines[line - 1], at: column - 1, with: needle) {
            return (line, column)
        }
        var index = line
        while index <= lines.count {
            let text = lines[index - 1]
            if lastLine >= line ? index > lastLine : index > line && text.allSatisfy(Self.isBlank) { break }
            let from = index == consumed.line ? consumed.column - 1 : index < consumed.line ? text.count : 0
            var offset = max(from, 0)
            while offset + needle.count <= text.count {
                if Self.starts(text, at: offset, with: needle) { return (index, offset + 1) }
                offset += 1
                budget -= 1
                if budget <= 0 { return nil }
            }
            index += 1
        }
        return nil
    }

    /// The unescaped `[` that the `]` at `closing` closes, looking back over its line and the
    /// lines above it (not above the last text found).
    private mutating func openingBracket(before closing: (line: Int, column: Int)) -> (line: Int, column: Int)? {
        let lines = self.lines
        var depth = 0
        var line = closing.line
        var offset = closing.column - 2
        while line >= max(consumed.line, 1) {
            let text = lines[line - 1]
            while offset >= 0 {
                budget -= 1
                if budget <= 0 { return nil }
                let byte = text[text.startIndex + offset]
                let escaped = offset > 0 && text[text.startIndex + offset - 1] == UInt8(ascii: "\\")
                if byte == UInt8(ascii: "]"), !escaped {
                    depth += 1
                } else if byte == UInt8(ascii: "["), !escaped {
                    if depth == 0 { return (line, offset + 1) }
                    depth -= 1
                }
                offset -= 1
            }
            line -= 1
            offset = line >= 1 ? lines[line - 1].count - 1 : -1
        }
        return nil
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
