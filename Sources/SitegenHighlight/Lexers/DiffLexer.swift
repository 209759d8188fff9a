/// Unified diffs: file and hunk headers, added and removed lines marked; with an inner
/// language (`diff-swift`), the code of every line highlighted in that language.
enum DiffLexer {
    /// The tokens and line marks of `bytes`; `inner` lexes the code without the markers.
    static func highlight(_ bytes: [UInt8], inner: (([UInt8]) -> [HighlightToken])?) -> HighlightedCode {
        var result = HighlightedCode()
        var headers: [HighlightToken] = []
        var lineIndex = 0
        let projection = LineProjection(bytes) { start, end in
            defer { lineIndex += 1 }
            guard start < end else { return nil }
            let line = bytes[start..<end]
            if isHeader(line) {
                headers.append(HighlightToken(start: start, end: end, kind: line.first == 0x40 ? .heading : .meta))
                return nil
            }
            switch line.first {
            case 0x2B: result.lineMarks[lineIndex] = .inserted
            case 0x2D: result.lineMarks[lineIndex] = .deleted
            default: break
            }
            return start + 1
        }
        var tokens = headers
        if let inner { tokens += projection.map(inner(projection.text)) }
        result.tokens = tokens.sorted { $0.start < $1.start }
        return result
    }

    private static func isHeader(_ line: ArraySlice<UInt8>) -> Bool {
        for prefix in ["+++ ", "--- ", "@@", "diff ", "index ", "new file", "deleted file"]
        where line.starts(with: prefix.utf8) {
            return true
        }
        return false
    }
}
