/// YAML, line by line: keys, scalars (strings, numbers, booleans, null), comments, anchors and
/// aliases, document markers.
enum YAMLLexer {
    private static let constants: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "null", "~", "True", "False", "Yes", "No", "Null", "TRUE",
        "FALSE", "NULL",
    ]

    /// The tokens of `bytes`.
    static func tokens(_ bytes: [UInt8]) -> [HighlightToken] {
        var tokens: [HighlightToken] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            line(bytes, lineStart, lineEnd, into: &tokens)
            lineStart = lineEnd + 1
        }
        return tokens
    }

    private static func line(_ bytes: [UInt8], _ start: Int, _ end: Int, into tokens: inout [HighlightToken]) {
        func emit(_ from: Int, _ to: Int, _ kind: TokenKind) {
            if to > from { tokens.append(HighlightToken(start: from, end: to, kind: kind)) }
        }
        if ByteClass.matches(bytes, Array("---".utf8), at: start)
            || ByteClass.matches(bytes, Array("...".utf8), at: start)
        {
            emit(start, end, .meta)
            return
        }
        var index = start
        while index < end,
            ByteClass.isBlank(bytes[index]) || (bytes[index] == 0x2D && isBlankOrEnd(bytes, index + 1, end))
        {
            index += 1
        }
        if let colon = keyColon(bytes, index, end) {
            emit(index, colon, .key)
            index = colon + 1
        }
        while index < end, ByteClass.isBlank(bytes[index]) { index += 1 }
        scalar(bytes, index, end, emit: emit)
    }

    private static func isBlankOrEnd(_ bytes: [UInt8], _ index: Int, _ end: Int) -> Bool {
        index >= end || ByteClass.isBlank(bytes[index])
    }

    /// The index of the `:` that ends a plain key at `start`, if the line has one.
    private static func keyColon(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        guard start < end, bytes[start] != 0x23, bytes[start] != 0x22, bytes[start] != 0x27 else { return nil }
        var index = start
        while index < end {
            if bytes[index] == 0x3A, isBlankOrEnd(bytes, index + 1, end) { return index }
            if bytes[index] == 0x23, index > start, ByteClass.isBlank(bytes[index - 1]) { return nil }
            index += 1
        }
        return nil
    }

    /// The value part of a line: a comment, a quoted string, an anchor or alias, a constant, a number.
    private static func scalar(_ bytes: [UInt8], _ start: Int, _ end: Int, emit: (Int, Int, TokenKind) -> Void) {
        guard start < end else { return }
        var index = start
        let first = bytes[index]
        if first == 0x23 {
            emit(index, end, .comment)
            return
        }
        if first == 0x22 || first == 0x27 {
            var close = index + 1
            while close < end, bytes[close] != first { close += bytes[close] == 0x5C && first == 0x22 ? 2 : 1 }
            close = min(close + 1, end)
            emit(index, close, .string)
            index = close
        } else if first == 0x26 || first == 0x2A || first == 0x21 {
            var wordEnd = index + 1
            while wordEnd < end, !ByteClass.isBlank(bytes[wordEnd]) { wordEnd += 1 }
            emit(index, wordEnd, first == 0x21 ? .type : .variable)
            index = wordEnd
        } else {
            var valueEnd = index
            while valueEnd < end, !(bytes[valueEnd] == 0x23 && ByteClass.isBlank(bytes[valueEnd - 1])) { valueEnd += 1 }
            var trimmed = valueEnd
            while trimmed > index, ByteClass.isBlank(bytes[trimmed - 1]) { trimmed -= 1 }
            let text = String(decoding: bytes[index..<trimmed], as: UTF8.self)
            if constants.contains(text) {
                emit(index, trimmed, .keyword)
            } else if ByteClass.numberEnd(bytes, from: index) == trimmed, ByteClass.isDigit(first) {
                emit(index, trimmed, .number)
            } else if first == 0x2D, trimmed > index + 1, ByteClass.isDigit(bytes[index + 1]),
                ByteClass.numberEnd(bytes, from: index + 1) == trimmed
            {
                emit(index, trimmed, .number)
            }
            index = valueEnd
        }
        while index < end, ByteClass.isBlank(bytes[index]) { index += 1 }
        if index < end, bytes[index] == 0x23 { emit(index, end, .comment) }
    }
}
