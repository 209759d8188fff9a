/// HTML, XML and property lists: tags, attribute names and values, comments, entities, and
/// `<!DOCTYPE>` and `<?xml ?>` declarations.
enum MarkupLexer {
    /// The tokens of `bytes`.
    static func tokens(_ bytes: [UInt8]) -> [HighlightToken] {
        var tokens: [HighlightToken] = []
        var index = 0
        func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
            if end > start { tokens.append(HighlightToken(start: start, end: end, kind: kind)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x26, let end = entityEnd(bytes, from: index) {
                emit(index, end, .interpolation)
                index = end
            } else if byte == 0x3C, ByteClass.matches(bytes, Array("<!--".utf8), at: index) {
                let end = search(bytes, Array("-->".utf8), from: index + 4)
                emit(index, end, .comment)
                index = end
            } else if byte == 0x3C, index + 1 < bytes.count, bytes[index + 1] == 0x21 || bytes[index + 1] == 0x3F {
                let end = search(bytes, [0x3E], from: index + 2)
                emit(index, end, .preprocessor)
                index = end
            } else if byte == 0x3C, index + 1 < bytes.count,
                ByteClass.isIdentifierStart(bytes[index + 1]) || bytes[index + 1] == 0x2F
            {
                index = tag(bytes, from: index, emit: emit)
            } else {
                index += 1
            }
        }
        return tokens
    }

    /// Lexes one tag from its `<`; returns the index after its `>`.
    private static func tag(_ bytes: [UInt8], from start: Int, emit: (Int, Int, TokenKind) -> Void) -> Int {
        var index = start + 1
        if bytes[index] == 0x2F { index += 1 }
        let tagNameEnd = nameEnd(bytes, from: index)
        emit(index, tagNameEnd, .tag)
        index = tagNameEnd
        while index < bytes.count, bytes[index] != 0x3E {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x27 {
                let end = search(bytes, [byte], from: index + 1)
                emit(index, end, .string)
                index = end
            } else if ByteClass.isIdentifierStart(byte) {
                let end = nameEnd(bytes, from: index)
                emit(index, end, .key)
                index = end
            } else if byte == 0x3C {
                return index
            } else {
                index += 1
            }
        }
        return min(index + 1, bytes.count)
    }

    private static func nameEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, ByteClass.isIdentifierPart(bytes[end]) || "-:.".utf8.contains(bytes[end]) {
            end += 1
        }
        return end
    }

    /// The index after the next `needle` from `start`, or the end.
    static func search(_ bytes: [UInt8], _ needle: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if ByteClass.matches(bytes, needle, at: index) { return index + needle.count }
            index += 1
        }
        return bytes.count
    }

    /// The end of a character reference (`&amp;`, `&#39;`) starting at `start`, if it is one.
    private static func entityEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var end = start + 1
        while end < bytes.count, end - start < 32, ByteClass.isIdentifierPart(bytes[end]) || bytes[end] == 0x23 {
            end += 1
        }
        return end < bytes.count && bytes[end] == 0x3B && end > start + 1 ? end + 1 : nil
    }
}
