/// A small lexer driven by a ``LexerRules`` table: one pass over the bytes, longest rule first,
/// never failing (a byte no rule takes is plain text).
struct TableLexer {
    let rules: LexerRules
    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [HighlightToken] = []
    /// Whether the last word was a declaration keyword, so the next word is a declared name.
    private var declarationNext = false
    /// Whether only blanks stand between the line's start and `index`.
    private var atLineStart = true
    /// Whether a JSX tag is open (between `<Name` and `>`).
    private var inTag = false

    /// Lexes `bytes` with `rules`.
    static func tokens(_ bytes: [UInt8], rules: LexerRules) -> [HighlightToken] {
        var lexer = TableLexer(rules: rules, bytes: bytes)
        lexer.run()
        return lexer.tokens
    }

    private init(rules: LexerRules, bytes: [UInt8]) {
        self.rules = rules
        self.bytes = bytes
    }

    private mutating func emit(_ start: Int, _ end: Int, _ kind: TokenKind) {
        guard end > start else { return }
        if let last = tokens.last, last.end == start, last.kind == kind {
            tokens[tokens.count - 1].end = end  // `'it''s'`: one string
        } else {
            tokens.append(HighlightToken(start: start, end: end, kind: kind))
        }
    }

    private mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                atLineStart = true
                index += 1
                continue
            }
            if ByteClass.isBlank(byte) {
                index += 1
                continue
            }
            let lineStart = atLineStart
            atLineStart = false
            if lineStart, line(at: index) { continue }
            if comment() || string() { continue }
            if ByteClass.isDigit(byte)
                || (byte == 0x2E && index + 1 < bytes.count && ByteClass.isDigit(bytes[index + 1]))
            {
                let end = ByteClass.numberEnd(bytes, from: index)
                emit(index, end, .number)
                index = end
                continue
            }
            if rules.variablePrefixes.contains(byte), variable() { continue }
            if byte == 0x40, index + 1 < bytes.count, ByteClass.isIdentifierStart(bytes[index + 1]), atWord() {
                continue
            }
            if rules.jsxTags, jsx(byte) { continue }
            if ByteClass.isIdentifierStart(byte) {
                word(lineStart: lineStart)
                continue
            }
            index += 1
        }
    }

    /// Whole-line rules at the start of a line: preprocessor directives, section headers.
    private mutating func line(at start: Int) -> Bool {
        let byte = bytes[start]
        if rules.preprocessorLines, byte == 0x23 {
            let end = lineEnd(from: start)
            emit(start, end, .preprocessor)
            index = end
            return true
        }
        if rules.keysBeforeEquals, byte == 0x5B {
            var end = lineEnd(from: start)
            if let hash = bytes[start..<end].firstIndex(of: 0x23) { end = hash }
            while end > start, ByteClass.isBlank(bytes[end - 1]) { end -= 1 }
            emit(start, end, .heading)
            index = end
            return true
        }
        return false
    }

    private func lineEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    private func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, ByteClass.isIdentifierPart(bytes[end]) || rules.identifierBytes.contains(bytes[end]) {
            end += 1
        }
        return end
    }

    private mutating func comment() -> Bool {
        for prefix in rules.lineComments where ByteClass.matches(bytes, prefix, at: index) {
            if rules.lineCommentAtWordStart, index > 0, !ByteClass.isBlank(bytes[index - 1]), bytes[index - 1] != 0x0A {
                continue
            }
            let end = lineEnd(from: index)
            emit(index, end, isDoc(at: index) ? .docComment : .comment)
            index = end
            return true
        }
        for pair in rules.blockComments where ByteClass.matches(bytes, pair.open, at: index) {
            var end = index + pair.open.count
            while end < bytes.count, !ByteClass.matches(bytes, pair.close, at: end) { end += 1 }
            end = min(bytes.count, end + pair.close.count)
            emit(index, end, isDoc(at: index) ? .docComment : .comment)
            index = end
            return true
        }
        return false
    }

    private func isDoc(at start: Int) -> Bool {
        rules.docCommentPrefixes.contains { prefix in
            ByteClass.matches(bytes, prefix, at: start)
                && !(start + prefix.count < bytes.count && bytes[start + prefix.count] == prefix.last)
        }
    }

    private mutating func string() -> Bool {
        for rule in rules.strings where ByteClass.matches(bytes, rule.open, at: index) {
            let start = index
            var end = index + rule.open.count
            while end < bytes.count {
                if bytes[end] == rule.escape {
                    end += 2
                    continue
                }
                if ByteClass.matches(bytes, rule.close, at: end) {
                    end += rule.close.count
                    break
                }
                if bytes[end] == 0x0A, !rule.multiline { break }
                end += 1
            }
            end = min(end, bytes.count)
            var kind = rule.kind
            if rules.stringKeysBeforeColon {
                var next = end
                while next < bytes.count, ByteClass.isBlank(bytes[next]) || bytes[next] == 0x0A { next += 1 }
                if next < bytes.count, bytes[next] == 0x3A { kind = .key }
            }
            emit(start, end, kind)
            index = end
            return true
        }
        return false
    }

    /// `$name`, `${…}`, `$1`, `@name`: a variable reference.
    private mutating func variable() -> Bool {
        let start = index
        guard start + 1 < bytes.count else { return false }
        let next = bytes[start + 1]
        var end: Int
        if next == 0x7B {
            end = start + 2
            while end < bytes.count, bytes[end] != 0x7D, bytes[end] != 0x0A { end += 1 }
            end = min(end + 1, bytes.count)
        } else if ByteClass.isIdentifierStart(next) || rules.variablePrefixes.contains(next) {
            end = wordEnd(from: start + 1)
            if end == start + 1 { end += 1 }
        } else if ByteClass.isDigit(next) || "?#@*!".utf8.contains(next) {
            end = start + 2
        } else {
            return false
        }
        emit(start, end, .variable)
        index = end
        return true
    }

    /// `@name`: a keyword (`@interface`), an attribute or decorator, or plain.
    private mutating func atWord() -> Bool {
        let end = wordEnd(from: index + 1)
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        if rules.keywords.contains(text) {
            emit(index, end, .keyword)
            declarationNext = rules.declarationKeywords.contains(text)
        } else if rules.attributePrefix == 0x40 {
            emit(index, end, .attribute)
        } else {
            return false
        }
        index = end
        return true
    }

    /// JSX: `<Name`, `</Name` and `>` around tags, and `name=` inside them.
    private mutating func jsx(_ byte: UInt8) -> Bool {
        if inTag {
            if byte == 0x3E || (byte == 0x2F && index + 1 < bytes.count && bytes[index + 1] == 0x3E) {
                inTag = false
                return false
            }
            guard ByteClass.isIdentifierStart(byte) else { return false }
            let end = wordEnd(from: index)
            if end < bytes.count, bytes[end] == 0x3D {
                emit(index, end, .key)
                index = end
                return true
            }
            return false
        }
        guard byte == 0x3C, index + 1 < bytes.count else { return false }
        var nameStart = index + 1
        if bytes[nameStart] == 0x2F { nameStart += 1 }
        guard nameStart < bytes.count, ByteClass.isIdentifierStart(bytes[nameStart]) || bytes[nameStart] == 0x3E,
            startsExpression(before: index)
        else { return false }
        let end = wordEnd(from: nameStart)
        emit(nameStart, end, .tag)
        index = end
        inTag = true
        return true
    }

    /// Whether an expression may start at `position` (what comes before it is an operator,
    /// an opening bracket, `return` or nothing), so that `<` opens a tag, not a comparison.
    private func startsExpression(before position: Int) -> Bool {
        var previous = position - 1
        while previous >= 0, ByteClass.isBlank(bytes[previous]) || bytes[previous] == 0x0A { previous -= 1 }
        guard previous >= 0 else { return true }
        if "(,=:?{};[>&|".utf8.contains(bytes[previous]) { return true }
        return previous >= 5 && Array(bytes[(previous - 5)...previous]) == Array("return".utf8)
    }

    private mutating func word(lineStart: Bool) {
        let start = index
        let end = wordEnd(from: start)
        index = end
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let lookup = rules.caseInsensitiveKeywords ? text.lowercased() : text
        if declarationNext {
            declarationNext = false
            if !rules.keywords.contains(lookup) {
                emit(start, end, .declaration)
                return
            }
        }
        if rules.keywords.contains(lookup) {
            emit(start, end, .keyword)
            declarationNext = rules.declarationKeywords.contains(lookup)
            return
        }
        if rules.types.contains(text) {
            emit(start, end, .type)
            return
        }
        var next = end
        while next < bytes.count, ByteClass.isBlank(bytes[next]) { next += 1 }
        if rules.keysBeforeEquals, lineStart, next < bytes.count, bytes[next] == 0x3D || bytes[next] == 0x2E {
            emit(start, end, .key)
            return
        }
        if rules.builtins.contains(text) {
            emit(start, end, .function)
            return
        }
        if rules.capitalizedAreTypes, ByteClass.isUppercase(bytes[start]) {
            emit(start, end, .type)
            return
        }
        if rules.callsAreFunctions, next < bytes.count, bytes[next] == 0x28 {
            emit(start, end, .function)
        }
    }
}
