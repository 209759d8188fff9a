import Foundation

extension HugoItemTemplate {
    /// The longest value template read: a guid's or an enclosure's is a line or two.
    static let maxLength = 2000

    /// The most branches and parentheses a value template may open (the reader recurses into
    /// each, and a hostile template must not exhaust a thread's stack).
    static let maxNesting = 32

    /// How many branches (`if`, `with`, `else if`) and parentheses a template opens.
    static func nesting(of text: String) -> Int {
        let parentheses = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : 0) }
        let branches = text.components(separatedBy: "{{").dropFirst().filter { action in
            let words = action.drop { $0 == "-" || $0.isWhitespace }.prefix(6)
            return words.hasPrefix("if") || words.hasPrefix("with") || words.hasPrefix("else")
        }
        return parentheses + branches.count
    }

    /// What an item of a feed writes.
    enum Element: Sendable {
        /// The `<guid>`'s content.
        case guid
        /// The `url` of the `<enclosure>`.
        case enclosureURL
    }

    /// Each enclosure URL of a feed template's first item this type reads, in the item's order:
    /// an item may write one enclosure in each branch of an `if`
    /// (RustTalk/rusttalk.github.io's `podcast_mp3`, else a URL made of the file's name).
    static func readEnclosures(_ text: String, path: String) -> [HugoItemTemplate] {
        guard let loop = text.range(of: #"\{\{-?\s*range\s[^}]*\}\}"#, options: .regularExpression),
            let item = text[loop.upperBound...].range(of: "<item")
        else { return [] }
        let end = text[item.upperBound...].range(of: "</item>")?.lowerBound ?? text.endIndex
        var found: [HugoItemTemplate] = []
        var rest = text[item.upperBound..<end]
        while let open = rest.range(of: #"<enclosure\s(?:[^>]*\s)?url\s*=\s*["']"#, options: .regularExpression),
            found.count < 8
        {
            // The text before this enclosure, with the item's start, so that `read` takes this one.
            let shown = String(text[..<item.upperBound]) + " " + String(text[open.lowerBound..<end])
            if let template = read(shown, element: .enclosureURL, path: path) { found.append(template) }
            rest = rest[open.upperBound...]
        }
        return found
    }

    /// A value of a feed template's item, when the item is inside a `range` and the value is a
    /// template this type reads.
    static func read(_ text: String, element: Element = .guid, path: String) -> HugoItemTemplate? {
        guard let (expression, variable) = expression(of: element, in: text),
            expression.utf8.count <= maxLength, Self.nesting(of: expression) <= maxNesting,
            let actions = tokens(expression[...])
        else { return nil }
        var rest = actions[...]
        guard let (nodes, end) = self.nodes(&rest, variable: variable), end == nil, !nodes.isEmpty,
            isReadable(nodes, dotIsPage: true)
        else { return nil }
        return HugoItemTemplate(path: path, nodes: nodes)
    }

    /// Whether every value the nodes name is one the evaluation gives (the dot, where it is the
    /// page, only with its known fields; inside a `with` it is the value taken).
    private static func isReadable(_ nodes: [Node], dotIsPage: Bool) -> Bool {
        func readable(_ pipeline: Pipeline, dotIsPage: Bool) -> Bool {
            pipeline.commands.allSatisfy { command in
                command.enumerated().allSatisfy { index, operand in
                    switch operand {
                    case .text, .number: true
                    case .function(let name): functions.contains(name)
                    case .pipeline(let inner): readable(inner, dotIsPage: dotIsPage)
                    case .site(let path): isSiteField(path)
                    case .page(let path): isPageField(path, method: index == 0 && command.count > 1)
                    case .dot(let path):
                        !dotIsPage || (!path.isEmpty && isPageField(path, method: index == 0 && command.count > 1))
                    }
                }
            }
        }
        return nodes.allSatisfy { node in
            switch node {
            case .text: true
            case .output(let pipeline): readable(pipeline, dotIsPage: dotIsPage)
            case .branch(let binds, let condition, let then, let otherwise):
                readable(condition, dotIsPage: dotIsPage) && isReadable(then, dotIsPage: dotIsPage && !binds)
                    && isReadable(otherwise, dotIsPage: dotIsPage)
            }
        }
    }

    /// The functions the evaluation knows.
    static let functions: Set<String> = [
        "default", "absURL", "absLangURL", "urls.AbsURL", "urls.AbsLangURL", "relURL", "relLangURL", "urls.RelURL",
        "urls.RelLangURL", "safeURL", "safeHTML", "safeHTMLAttr", "string", "chomp", "strings.Chomp", "lower",
        "strings.ToLower", "upper", "strings.ToUpper", "strings.TrimSuffix", "strings.TrimPrefix", "print", "printf",
        "isset", "eq", "ne", "not", "and", "or", "urls.JoinPath",
    ]

    /// Whether a page's field is one the evaluation gives (`.Param` only as a method).
    static func isPageField(_ path: [String], method: Bool) -> Bool {
        switch (path.first, path.count) {
        case ("Param", 1): method
        case ("Permalink", 1), ("RelPermalink", 1), ("Title", 1), ("Slug", 1), ("Description", 1): !method
        case ("Params", 1...): !method
        case ("File", 2): ["LogicalName", "BaseFileName", "TranslationBaseName", "ContentBaseName"].contains(path[1])
        case ("Site", 2...): !method && isSiteField(Array(path.dropFirst()))
        default: false
        }
    }

    /// Whether a site's field is one the evaluation gives.
    static func isSiteField(_ path: [String]) -> Bool {
        switch (path.first, path.count) {
        case ("BaseURL", 1), ("Title", 1), ("LanguageCode", 1), ("Params", 1...): true
        default: false
        }
    }

    /// The template of a value of the first item after a `range`, with the range's page
    /// variable (`$episode` in `range $i, $episode := …`), if it names one.
    static func expression(of element: Element = .guid, in text: String) -> (String, variable: String?)? {
        guard let loop = text.range(of: #"\{\{-?\s*range\s[^}]*\}\}"#, options: .regularExpression),
            let item = text[loop.upperBound...].range(of: "<item")
        else { return nil }
        let start = element == .guid ? #"<guid([\s{][^>]*)?>"# : #"<enclosure\s(?:[^>]*\s)?url\s*=\s*["']"#
        guard let open = text[item.upperBound...].range(of: start, options: .regularExpression) else { return nil }
        // An enclosure's URL ends at the quote it opens with (`url='{{ urls.JoinPath … "RustTalk" … }}'`).
        let end = element == .guid ? "</guid>" : String(text[text.index(before: open.upperBound)])
        guard let close = text[open.upperBound...].range(of: end) else { return nil }
        var variable: String?
        if let declared = text[loop].range(of: #"\$[A-Za-z0-9_]+\s*:="#, options: .regularExpression) {
            variable = String(text[declared].dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return (String(text[open.upperBound..<close.lowerBound]), variable)
    }

    /// A piece of Go template source.
    enum Token: Equatable {
        case text(String)
        case action(String)
    }

    /// The text cut into text and actions, with the trim markers applied (`{{- ` takes the
    /// whitespace before it, ` -}}` the whitespace after) and comments dropped; nil for an
    /// unclosed action.
    static func tokens(_ text: Substring) -> [Token]? {
        var tokens: [Token] = []
        var rest = text
        var trimNext = false
        func addText(_ literal: Substring) {
            let kept = trimNext ? literal.drop(while: \.isWhitespace) : literal
            trimNext = false
            if !kept.isEmpty { tokens.append(.text(String(kept))) }
        }
        while let open = rest.range(of: "{{") {
            var before = rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { return nil }
            var inner = rest[open.upperBound..<close.lowerBound]
            if inner.hasPrefix("- ") || inner.hasPrefix("-\n") || inner == "-" {
                inner = inner.dropFirst()
                while before.last?.isWhitespace == true { before = before.dropLast() }
            }
            addText(before)
            if inner.hasSuffix(" -") || inner.hasSuffix("\n-") {
                inner = inner.dropLast()
                trimNext = true
            }
            let body = inner.trimmingCharacters(in: .whitespacesAndNewlines)
            if !(body.hasPrefix("/*") && body.hasSuffix("*/")) { tokens.append(.action(body)) }
            rest = rest[close.upperBound...]
        }
        addText(rest)
        return tokens
    }

    /// The nodes up to an `else…` or `end` action (returned as the second value, its words) or
    /// the end; nil for what this type does not read.
    private static func nodes(
        _ tokens: inout ArraySlice<Token>, variable: String?
    ) -> ([Node], [String]?)? {
        var nodes: [Node] = []
        while let token = tokens.popFirst() {
            switch token {
            case .text(let text): nodes.append(.text(text))
            case .action(let body):
                let words = body.split(whereSeparator: \.isWhitespace).map(String.init)
                switch words.first {
                case "else", "end": return (nodes, words)
                case "if", "with":
                    guard let branch = branch(words, tokens: &tokens, variable: variable) else { return nil }
                    nodes.append(branch)
                case "range", "template", "partial", "define", "block", "break", "continue", nil: return nil
                default:
                    guard let pipeline = pipeline(body[...], variable: variable) else { return nil }
                    nodes.append(.output(pipeline))
                }
            }
        }
        return (nodes, nil)
    }

    /// An `if` or `with` (its action's words) with what follows it up to its `end`.
    private static func branch(_ words: [String], tokens: inout ArraySlice<Token>, variable: String?) -> Node? {
        let condition = words.dropFirst().joined(separator: " ")
        guard let pipeline = pipeline(condition[...], variable: variable),
            let (then, end) = nodes(&tokens, variable: variable), let end
        else { return nil }
        var otherwise: [Node] = []
        if end.first == "else" {
            if end.count > 1 {
                // `else if …` / `else with …`: a branch of its own, ended by the same `end`.
                guard ["if", "with"].contains(end[1]),
                    let inner = branch(Array(end.dropFirst()), tokens: &tokens, variable: variable)
                else { return nil }
                otherwise = [inner]
            } else {
                guard let (rest, last) = nodes(&tokens, variable: variable), last == ["end"] else { return nil }
                otherwise = rest
            }
        } else if end != ["end"] {
            return nil
        }
        return .branch(binds: words[0] == "with", condition: pipeline, then: then, otherwise: otherwise)
    }
}
