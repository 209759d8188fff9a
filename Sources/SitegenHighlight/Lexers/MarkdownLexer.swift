/// Markdown, line by line: headings, fences, list markers, block quotes, inline code, links.
enum MarkdownLexer {
    /// The tokens of `bytes`.
    static func tokens(_ bytes: [UInt8]) -> [HighlightToken] {
        var tokens: [HighlightToken] = []
        func emit(_ from: Int, _ to: Int, _ kind: TokenKind) {
            if to > from { tokens.append(HighlightToken(start: from, end: to, kind: kind)) }
        }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var index = lineStart
            while index < lineEnd, ByteClass.isBlank(bytes[index]) { index += 1 }
            if index < lineEnd {
                let first = bytes[index]
                if first == 0x23 {
                    emit(index, lineEnd, .heading)
                    index = lineEnd
                } else if ByteClass.matches(bytes, Array("```".utf8), at: index)
                    || ByteClass.matches(bytes, Array("~~~".utf8), at: index)
                {
                    emit(index, lineEnd, .meta)
                    index = lineEnd
                } else if first == 0x3E
                    || (("-*+".utf8.contains(first)) && index + 1 < lineEnd
                        && ByteClass.isBlank(bytes[index + 1]))
                {
                    emit(index, index + 1, .keyword)
                    index += 1
                }
            }
            inline(bytes, index, lineEnd, emit: emit)
            lineStart = lineEnd + 1
        }
        return tokens
    }

    /// Inline code as strings, link destinations as links, emphasis markers as keywords.
    private static func inline(_ bytes: [UInt8], _ start: Int, _ end: Int, emit: (Int, Int, TokenKind) -> Void) {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0x60 {
                var close = index + 1
                while close < end, bytes[close] != 0x60 { close += 1 }
                close = min(close + 1, end)
                emit(index, close, .string)
                index = close
            } else if byte == 0x5D, index + 1 < end, bytes[index + 1] == 0x28 {
                var close = index + 2
                while close < end, bytes[close] != 0x29 { close += 1 }
                emit(index + 2, close, .link)
                index = close
            } else if byte == 0x2A || byte == 0x5F {
                var run = index
                while run < end, bytes[run] == byte { run += 1 }
                if run - index >= 1, byte == 0x2A || run - index >= 2 { emit(index, run, .keyword) }
                index = run
            } else {
                index += 1
            }
        }
    }
}
