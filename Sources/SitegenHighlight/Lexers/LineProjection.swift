/// The code parts of some lines of a block (a diff without its markers, a console transcript's
/// commands without prompts), joined into one text for a language's lexer, and the lexer's
/// tokens mapped back onto the block.
struct LineProjection {
    /// The joined code parts, one line each (empty for lines without code).
    private(set) var text: [UInt8] = []
    /// Per line: where its code part starts in the block and in ``text``.
    private var starts: [(block: Int, text: Int)] = []

    /// Projects `bytes`: `codeStart(lineStart, lineEnd)` gives where a line's code begins in
    /// the block, or `nil` for a line without code.
    init(_ bytes: [UInt8], codeStart: (Int, Int) -> Int?) {
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            if !starts.isEmpty { text.append(0x0A) }
            if let from = codeStart(lineStart, lineEnd), from <= lineEnd {
                starts.append((from, text.count))
                text += bytes[from..<lineEnd]
            } else {
                starts.append((lineEnd, text.count))
            }
            if lineEnd == bytes.count { break }
            lineStart = lineEnd + 1
        }
    }

    /// The tokens of the projected text as tokens of the block, split at line ends.
    func map(_ tokens: [HighlightToken]) -> [HighlightToken] {
        var mapped: [HighlightToken] = []
        var line = 0
        for token in tokens {
            var start = token.start
            while start < token.end {
                while line + 1 < starts.count, starts[line + 1].text <= start { line += 1 }
                let lineEnd = line + 1 < starts.count ? starts[line + 1].text - 1 : text.count
                let end = min(token.end, lineEnd)
                let shift = starts[line].block - starts[line].text
                if end > start {
                    mapped.append(HighlightToken(start: start + shift, end: end + shift, kind: token.kind))
                }
                start = max(end + 1, start + 1)
            }
        }
        return mapped
    }
}
