/// Parses the plain Mustache of a theme template into ``TemplateToken``s, with exactly the
/// whitespace rules of swift-mustache's parser (standalone tags, partial indentation, set
/// delimiters), so that both render a template alike.
///
/// It returns `nil` for what it leaves to swift-mustache: transforms (`{{f(x)}}`), inheritance
/// (`{{<parent}}`, `{{$block}}`), dynamic partials (`{{>*name}}`), pragmas (`{{%…}}`) and any
/// template swift-mustache would not parse.
struct TemplateParser {
    private let characters: [Character]
    private var position = 0

    /// The parser state of one nesting level.
    private struct State {
        var sectionName: String?
        var newLine = true
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
    }

    private struct Unsupported: Error {}

    /// The tokens of `source`, or `nil` when swift-mustache must render it.
    static func parse(_ source: String) -> [TemplateToken]? {
        var parser = TemplateParser(characters: Array(source))
        return try? parser.parse(State())
    }

    private init(characters: [Character]) {
        self.characters = characters
    }

    private var atEnd: Bool { position >= characters.count }
    private var current: Character { atEnd ? "\0" : characters[position] }

    private mutating func parse(_ initial: State) throws -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var state = initial
        var whiteSpaceBefore = ""
        func text(_ string: String) -> TemplateToken { .text(Array(string.utf8)) }
        while !atEnd {
            if state.newLine {
                whiteSpaceBefore = read { $0 == " " || $0 == "\t" }
            }
            let plain = try readUntilTagOrNewline(state)
            if current.isNewline {
                tokens.append(text(whiteSpaceBefore + plain + String(current)))
                state.newLine = true
                position += 1
                continue
            }
            if !plain.isEmpty {
                tokens.append(text(whiteSpaceBefore + plain))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if atEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try readName(state)
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    tokens.append(text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                var inner = state
                inner.sectionName = name
                inner.newLine = setNewLine
                let body = try parse(inner)
                tokens.append(
                    inverted ? .invertedSection(TemplateName(name), body) : .section(TemplateName(name), body))
            case "/":
                position += 1
                let name = try readName(state)
                guard name == state.sectionName else { throw Unsupported() }
                if !isStandalone(state), !whiteSpaceBefore.isEmpty {
                    tokens.append(text(whiteSpaceBefore))
                }
                return tokens
            case "!":
                position += 1
                try skipComment(state)
                setNewLine = isStandalone(state)
            case "{", "&":
                let braced = current == "{"
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                position += 1
                let name = try readName(state)
                if braced {
                    guard !atEnd, current == "}" else { throw Unsupported() }
                    position += 1
                }
                tokens.append(.rawVariable(TemplateName(name)))
            case ">":
                position += 1
                _ = read(while: \.isWhitespace)
                guard current != "*" else { throw Unsupported() }
                let name = try readPartialName(state)
                if !whiteSpaceBefore.isEmpty { tokens.append(text(whiteSpaceBefore)) }
                if isStandalone(state) {
                    setNewLine = true
                    tokens.append(.partial(name, indentation: Array(whiteSpaceBefore.utf8)))
                } else {
                    tokens.append(.partial(name, indentation: nil))
                }
                whiteSpaceBefore = ""
            case "=":
                position += 1
                state = try setDelimiters(state)
                setNewLine = isStandalone(state)
            case "<", "$", "%":
                throw Unsupported()
            default:
                if !whiteSpaceBefore.isEmpty {
                    tokens.append(text(whiteSpaceBefore))
                    whiteSpaceBefore = ""
                }
                tokens.append(.variable(TemplateName(try readName(state))))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw Unsupported() }
        return tokens
    }

    /// Text up to the next opening delimiter (consumed) or line end (not consumed).
    private mutating func readUntilTagOrNewline(_ state: State) throws -> String {
        var result = ""
        let first = state.open[0]
        while !atEnd {
            let character = characters[position]
            if character == "\n" || character == "\r\n" { break }
            if character == first {
                guard characters.count - position >= state.open.count else { throw Unsupported() }
                if Array(characters[position..<position + state.open.count]) == state.open {
                    position += state.open.count
                    break
                }
            }
            result.append(character)
            position += 1
        }
        return result
    }

    /// Reads characters while `predicate` holds.
    private mutating func read(while predicate: (Character) -> Bool) -> String {
        var result = ""
        while !atEnd, predicate(characters[position]) {
            result.append(characters[position])
            position += 1
        }
        return result
    }

    /// Reads the closing delimiter, or fails.
    private mutating func readClose(_ state: State) throws {
        guard characters.count - position >= state.close.count,
            Array(characters[position..<position + state.close.count]) == state.close
        else { throw Unsupported() }
        position += state.close.count
    }

    private static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let partialNameCharacters = Set(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")

    /// A tag's name and its closing delimiter; brackets (transforms) are left to swift-mustache.
    private mutating func readName(_ state: State) throws -> String {
        _ = read(while: \.isWhitespace)
        let name = read { Self.nameCharacters.contains($0) }
        guard current != "(", current != ")" else { throw Unsupported() }
        _ = read(while: \.isWhitespace)
        try readClose(state)
        return name
    }

    private mutating func readPartialName(_ state: State) throws -> String {
        _ = read(while: \.isWhitespace)
        let name = read { Self.partialNameCharacters.contains($0) }
        _ = read(while: \.isWhitespace)
        try readClose(state)
        return name
    }

    private mutating func skipComment(_ state: State) throws {
        while characters.count - position >= state.close.count {
            if Array(characters[position..<position + state.close.count]) == state.close {
                position += state.close.count
                return
            }
            position += 1
        }
        throw Unsupported()
    }

    /// `{{=<% %>=}}`.
    private mutating func setDelimiters(_ state: State) throws -> State {
        _ = read(while: \.isWhitespace)
        let open = read { !$0.isWhitespace }
        guard !atEnd else { throw Unsupported() }
        _ = read(while: \.isWhitespace)
        let close = read { $0 != "=" && !$0.isWhitespace }
        guard !atEnd else { throw Unsupported() }
        _ = read(while: \.isWhitespace)
        guard current == "=" else { throw Unsupported() }
        position += 1
        try readClose(state)
        guard !open.isEmpty, !close.isEmpty else { throw Unsupported() }
        var next = state
        next.open = Array(open)
        next.close = Array(close)
        return next
    }

    /// Whether the tag just read stands alone on its line (then the rest of the line, up to and
    /// including its line break, is consumed).
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var look = position
        while look < characters.count, characters[look] == " " || characters[look] == "\t" { look += 1 }
        guard look < characters.count, characters[look].isNewline else { return false }
        position = look + 1
        return true
    }
}
