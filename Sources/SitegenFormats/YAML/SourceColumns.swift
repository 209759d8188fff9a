/// Turns YAML positions (columns counted in Unicode scalars) into UTF-8 byte columns, and, for
/// YAML made from another text (TOML front matter), into that text's lines and columns.
package struct SourceColumns {
    /// The text, as Unicode scalars.
    private let scalars: String.UnicodeScalarView
    /// The index where each line starts (line 1 first).
    private let lineStarts: [String.UnicodeScalarView.Index]
    /// For YAML made from another text: each YAML line's anchors, by column.
    private var anchors: [Int: [SourceAnchor]] = [:]

    /// Indexes the lines of a text, breaking lines the way YAML does (LF, CR, CRLF, NEL, LS, PS).
    /// - Parameters:
    ///   - text: The YAML text.
    ///   - anchors: For YAML made from another text, the places of that text its places stand
    ///     for; a place on a YAML line with anchors is the last anchor at or before it, plus the
    ///     bytes between them (the first anchor for a place before it).
    package init(text: String, anchors: [SourceAnchor] = []) {
        scalars = text.unicodeScalars
        var starts = [scalars.startIndex]
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                next = scalars.index(after: next)
            }
            if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                starts.append(next)
            }
            index = next
        }
        lineStarts = starts
        for anchor in anchors { self.anchors[anchor.yamlLine, default: []].append(anchor) }
        for line in self.anchors.keys { self.anchors[line]?.sort { $0.yamlColumn < $1.yamlColumn } }
    }

    /// The 1-based line and UTF-8 column a 1-based line and scalar column of the YAML stand for:
    /// the same line with its UTF-8 column, or for YAML made from another text, its place there.
    package func place(line: Int, scalarColumn: Int) -> (line: Int, column: Int) {
        guard let onLine = anchors[line], let first = onLine.first else {
            return (line, utf8Column(line: line, scalarColumn: scalarColumn))
        }
        guard let anchor = onLine.last(where: { $0.yamlColumn <= scalarColumn }) else {
            return (first.line, first.column)
        }
        let offset =
            utf8Column(line: line, scalarColumn: scalarColumn)
            - utf8Column(line: line, scalarColumn: anchor.yamlColumn)
        return (anchor.line, anchor.column + offset)
    }

    /// The 1-based UTF-8 column of the given 1-based scalar column on a 1-based line.
    package func utf8Column(line: Int, scalarColumn: Int) -> Int {
        guard line >= 1, line <= lineStarts.count else { return scalarColumn }
        var index = lineStarts[line - 1]
        var bytes = 0
        var remaining = scalarColumn - 1
        while remaining > 0, index < scalars.endIndex {
            bytes += UTF8.width(scalars[index])
            index = scalars.index(after: index)
            remaining -= 1
        }
        return bytes + remaining + 1
    }

    /// The 1-based line and scalar column of a character offset into the text.
    package static func lineAndColumn(of offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var previousWasCR = false
        for character in text.prefix(max(offset, 0)) {
            for scalar in character.unicodeScalars {
                if scalar == "\n" && previousWasCR {
                    previousWasCR = false
                    continue
                }
                previousWasCR = scalar == "\r"
                if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }
        return (line, column)
    }

    /// The number of lines.
    package var lineCount: Int { lineStarts.count }

    /// The Unicode scalars of a 1-based line, without its line break (empty past the end).
    package func scalars(ofLine line: Int) -> [Unicode.Scalar] {
        guard line >= 1, line <= lineStarts.count else { return [] }
        var result: [Unicode.Scalar] = []
        var index = lineStarts[line - 1]
        while index < scalars.endIndex, !["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalars[index]) {
            result.append(scalars[index])
            index = scalars.index(after: index)
        }
        return result
    }
}
