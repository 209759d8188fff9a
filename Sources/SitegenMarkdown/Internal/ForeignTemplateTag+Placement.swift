import Foundation

extension ForeignTemplateTag {
    /// Where the tag is in `source` (the body), given where cmark put it: cmark-gfm 0.29 counts no
    /// new line at a backslash line break (`\` ending a line, as Hugo sites write spacing), so
    /// text after one is placed on the paragraph's earlier line, its column counted on. The tag
    /// is looked for at that place, else on the lines below it up to the paragraph's end.
    /// - Parameters:
    ///   - source: The Markdown body.
    ///   - line: The 1-based line of `source` cmark gave.
    ///   - column: The 1-based byte column cmark gave.
    /// - Returns: The line and byte column of the tag's text, or the ones given when it is not found.
    func place(in source: String, line: Int, column: Int) -> (line: Int, column: Int) {
        let written = text.hasSuffix("…") ? String(text.dropLast()) : text
        let lines = source.split(separator: "\n", maxSplits: line + 10_000, omittingEmptySubsequences: false)
        guard !written.isEmpty, line >= 1, line <= lines.count else { return (line, column) }
        func offset(in text: Substring) -> Int? {
            text.range(of: written).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
        }
        let given = lines[line - 1]
        if column >= 1, column - 1 <= given.utf8.count,
            given.utf8.dropFirst(column - 1).starts(with: written.utf8)
        {
            return (line, column)
        }
        var index = line
        while index < lines.count, !lines[index].allSatisfy(\.isWhitespace) {
            if let found = offset(in: lines[index]) { return (index + 1, found + 1) }
            index += 1
        }
        return (line, column)
    }
}
