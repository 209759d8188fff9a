extension HugoItemTemplate {
    /// A word of an action.
    enum Lexeme: Equatable {
        case word(String)
        case text(String)
        case pipe
        case open
        case close
    }

    /// An action's pipeline (`default .Permalink .Params.guid`, `.RelPermalink | absURL`); nil
    /// for what this type does not read (a variable's assignment, an unknown variable).
    static func pipeline(_ body: Substring, variable: String?) -> Pipeline? {
        guard let lexemes = lexemes(body) else { return nil }
        var rest = lexemes[...]
        guard let pipeline = pipeline(&rest, variable: variable), rest.isEmpty else { return nil }
        return pipeline
    }

    /// The action cut into words, quoted texts, pipes and parentheses; nil for an unclosed
    /// quote or an assignment.
    static func lexemes(_ body: Substring) -> [Lexeme]? {
        var lexemes: [Lexeme] = []
        var rest = body
        while let character = rest.first {
            switch character {
            case _ where character.isWhitespace: rest.removeFirst()
            case "|": lexemes.append(.pipe); rest.removeFirst()
            case "(": lexemes.append(.open); rest.removeFirst()
            case ")": lexemes.append(.close); rest.removeFirst()
            case "`":
                rest.removeFirst()
                guard let end = rest.firstIndex(of: "`") else { return nil }
                lexemes.append(.text(String(rest[..<end])))
                rest = rest[rest.index(after: end)...]
            case "\"":
                rest.removeFirst()
                var text = ""
                var closed = false
                while let next = rest.popFirst() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    guard next == "\\" else {
                        text.append(next)
                        continue
                    }
                    switch rest.popFirst() {
                    case "n": text += "\n"
                    case "t": text += "\t"
                    case let escaped?: text.append(escaped)
                    case nil: return nil
                    }
                }
                guard closed else { return nil }
                lexemes.append(.text(text))
            default:
                let word = rest.prefix { !$0.isWhitespace && !"|()\"`".contains($0) }
                guard !word.contains("=") else { return nil }
                lexemes.append(.word(String(word)))
                rest = rest.dropFirst(word.count)
            }
        }
        return lexemes
    }

    private static func pipeline(_ rest: inout ArraySlice<Lexeme>, variable: String?) -> Pipeline? {
        var commands: [[Operand]] = [[]]
        loop: while let lexeme = rest.first {
            switch lexeme {
            case .close: break loop
            case .pipe:
                rest.removeFirst()
                guard !commands[commands.count - 1].isEmpty else { return nil }
                commands.append([])
            case .open:
                rest.removeFirst()
                guard let inner = pipeline(&rest, variable: variable), rest.popFirst() == .close else { return nil }
                commands[commands.count - 1].append(.pipeline(inner))
            case .text(let text):
                rest.removeFirst()
                commands[commands.count - 1].append(.text(text))
            case .word(let word):
                rest.removeFirst()
                guard let operand = operand(word, variable: variable) else { return nil }
                commands[commands.count - 1].append(operand)
            }
        }
        guard commands.allSatisfy({ !$0.isEmpty }) else { return nil }
        return Pipeline(commands: commands)
    }

    /// An operand named by a word.
    private static func operand(_ word: String, variable: String?) -> Operand? {
        func isName<S: StringProtocol>(_ part: S) -> Bool {
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard let first = word.first else { return nil }
        if first.isNumber || first == "-" { return Double(word) == nil ? nil : .number(word) }
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let path = Array(parts.dropFirst())
        switch first {
        case ".":
            if word == "." { return .dot([]) }
            return path.allSatisfy(isName) ? .dot(path) : nil
        case "$":
            guard path.allSatisfy(isName), !path.isEmpty else { return nil }
            if parts[0] == "$" { return path.first == "Site" && path.count > 1 ? .site(Array(path.dropFirst())) : nil }
            return parts[0].dropFirst() == variable ?? "" ? .page(path) : nil
        default:
            guard parts.allSatisfy(isName) else { return nil }
            if parts[0] == "site" { return path.isEmpty ? nil : .site(path) }
            return ["true", "false", "nil"].contains(word) ? nil : .function(word)
        }
    }
}
