/// CSS: selectors, at-rules, properties, values (numbers with units, colours, strings) and
/// comments.
enum CSSLexer {
    /// The tokens of `bytes`.
    static func tokens(_ bytes: [UInt8]) -> [HighlightToken] {
        var tokens: [HighlightToken] = []
        var index = 0
        var depth = 0
        /// Whether the position is after a property's `:` and before its `;`.
        var inValue = false
        func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
            if end > start { tokens.append(HighlightToken(start: start, end: end, kind: kind)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x2F where index + 1 < bytes.count && bytes[index + 1] == 0x2A:
                let end = MarkupLexer.search(bytes, Array("*/".utf8), from: index + 2)
                emit(index, end, .comment)
                index = end
            case 0x22, 0x27:
                let end = MarkupLexer.search(bytes, [byte], from: index + 1)
                emit(index, end, .string)
                index = end
            case 0x7B:
                depth += 1
                inValue = false
                index += 1
            case 0x7D:
                depth = max(0, depth - 1)
                inValue = false
                index += 1
            case 0x3B:
                inValue = false
                index += 1
            case 0x40:
                let end = wordEnd(bytes, from: index + 1)
                emit(index, end, .keyword)
                index = end
            case 0x23 where inValue:
                let end = wordEnd(bytes, from: index + 1)
                emit(index, end, .number)
                index = end
            case 0x21 where ByteClass.matches(bytes, Array("!important".utf8), at: index):
                emit(index, index + 10, .keyword)
                index += 10
            default:
                if inValue,
                    ByteClass.isDigit(byte)
                        || (byte == 0x2E || byte == 0x2D) && index + 1 < bytes.count
                            && ByteClass.isDigit(bytes[index + 1])
                {
                    let end = ByteClass.numberEnd(bytes, from: byte == 0x2D ? index + 1 : index)
                    let percent = end < bytes.count && bytes[end] == 0x25 ? 1 : 0
                    emit(index, end + percent, .number)
                    index = end + percent
                } else if ByteClass.isIdentifierStart(byte) || byte == 0x2D {
                    let end = wordEnd(bytes, from: index)
                    var next = end
                    while next < bytes.count, ByteClass.isBlank(bytes[next]) { next += 1 }
                    if depth > 0, !inValue, next < bytes.count, bytes[next] == 0x3A {
                        emit(index, end, .key)
                        inValue = true
                        index = next + 1
                    } else if inValue, next < bytes.count, bytes[next] == 0x28 {
                        emit(index, end, .function)
                        index = end
                    } else if depth == 0 || !inValue && isSelectorPosition(bytes, end) {
                        let previous = index > 0 ? bytes[index - 1] : 0
                        emit(index, end, previous == 0x2E || previous == 0x23 ? .attribute : .tag)
                        index = end
                    } else {
                        index = end
                    }
                } else {
                    index += 1
                }
            }
        }
        return tokens
    }

    /// Whether a word inside a block is a nested selector (followed by `{` on its line, within
    /// 200 bytes: a bound, so that a long line cannot make the lexer quadratic).
    private static func isSelectorPosition(_ bytes: [UInt8], _ end: Int) -> Bool {
        var index = end
        while index < min(bytes.count, end + 200), bytes[index] != 0x0A, bytes[index] != 0x3B {
            if bytes[index] == 0x7B { return true }
            index += 1
        }
        return false
    }

    private static func wordEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, ByteClass.isIdentifierPart(bytes[end]) || bytes[end] == 0x2D { end += 1 }
        return end
    }
}
