import Foundation

extension JekyllFeedGUID {
    /// The values Jekyll computes for a post, which an import cannot give as Jekyll did (but `url`).
    static let computedKeys: Set<String> = [
        "id", "date", "content", "excerpt", "path", "slug", "categories", "tags", "next", "previous", "collection",
        "name", "relative_path", "output",
    ]

    /// The guid expression of a feed template's item, when the template loops over `site.posts`
    /// and its item's `<guid>` is an expression this type reads.
    static func read(_ text: String, path: String) -> JekyllFeedGUID? {
        guard let (expression, variable) = expression(in: text), expression.utf8.count <= 2000,
            expression.components(separatedBy: "{%").count <= 33, let tokens = tokens(expression[...])
        else { return nil }
        var rest = tokens[...]
        guard let (pieces, end) = Self.pieces(&rest, variable: variable), end == nil, !pieces.isEmpty else {
            return nil
        }
        var guid = JekyllFeedGUID(path: path, pieces: pieces)
        guid.collection = loopCollection(in: text) ?? "posts"
        return guid
    }

    /// The collection a template's loop goes over: `posts` for `site.posts`, `sermons` for
    /// `site.sermons` (jordanmoconnor/riverchurch's `{% for sermon in site.sermons %}`).
    static func loopCollection(in text: String) -> String? {
        guard
            let loop = text.range(
                of: #"\{%-?\s*for\s+[A-Za-z_][A-Za-z0-9_]*\s+in\s+site\.[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_.])"#,
                options: .regularExpression),
            let dot = text[loop].range(of: "site.")
        else { return nil }
        return String(text[dot.upperBound..<loop.upperBound])
    }

    /// The text of the `<guid>` of a template's item, with the loop's variable, when the template
    /// loops over `site.posts` (or another collection: ``loopCollection(in:)``) and its item has one.
    static func expression(in text: String) -> (String, variable: String)? {
        guard
            let loop = text.range(
                of: #"\{%-?\s*for\s+[A-Za-z_][A-Za-z0-9_]*\s+in\s+site\.[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_.])"#,
                options: .regularExpression),
            let item = text[loop.upperBound...].range(of: "<item"),
            let open = text[item.upperBound...].range(of: #"<guid(\s[^>]*)?>"#, options: .regularExpression),
            let close = text[open.upperBound...].range(of: "</guid>")
        else { return nil }
        let words = text[loop].split(whereSeparator: \.isWhitespace)
        guard let forIndex = words.firstIndex(of: "for"), forIndex + 1 < words.count else { return nil }
        return (String(text[open.upperBound..<close.lowerBound]), String(words[forIndex + 1]))
    }

    /// A piece of Liquid source.
    enum Token: Equatable {
        case text(String)
        case output(String)
        case tag(String)
    }

    /// The text cut into text, `{{ … }}` and `{% … %}` (their whitespace-control dashes dropped);
    /// nil for an unclosed one.
    static func tokens(_ text: Substring) -> [Token]? {
        var tokens: [Token] = []
        var rest = text
        while let open = rest.range(of: "{") {
            let next = rest[open.upperBound...].first
            guard next == "{" || next == "%" else {
                tokens.append(.text(String(rest[...open.lowerBound])))
                rest = rest[open.upperBound...]
                continue
            }
            if open.lowerBound > rest.startIndex { tokens.append(.text(String(rest[..<open.lowerBound]))) }
            let closing = next == "{" ? "}}" : "%}"
            let start = rest.index(open.lowerBound, offsetBy: 2)
            guard let close = rest[start...].range(of: closing) else { return nil }
            var inner = rest[start..<close.lowerBound]
            if inner.hasPrefix("-") { inner = inner.dropFirst() }
            if inner.hasSuffix("-") { inner = inner.dropLast() }
            let body = inner.trimmingCharacters(in: .whitespacesAndNewlines)
            tokens.append(next == "{" ? .output(body) : .tag(body))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { tokens.append(.text(String(rest))) }
        return tokens
    }

    /// The pieces up to an `else` or `endif` (returned as the second value) or the end; nil for
    /// what this type does not read.
    private static func pieces(_ tokens: inout ArraySlice<Token>, variable: String) -> ([Piece], String?)? {
        var pieces: [Piece] = []
        while let token = tokens.popFirst() {
            switch token {
            case .text(let text): pieces.append(.text(text))
            case .output(let body):
                let parts = body.split(separator: "|", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard let first = parts.first, let value = named(first, variable: variable) else { return nil }
                var filters: [Filter] = []
                for part in parts.dropFirst() {
                    let split = part.split(separator: ":", maxSplits: 1).map {
                        $0.trimmingCharacters(in: .whitespaces)
                    }
                    // An empty filter (`{{ post.url | | strip }}`) is not Liquid this type reads.
                    guard let name = split.first, !name.isEmpty else { return nil }
                    switch name {
                    case "prepend", "append":
                        guard split.count == 2, let argument = named(split[1], variable: variable) else { return nil }
                        filters.append(Filter(name: split[0], argument: argument))
                    case "absolute_url", "strip":
                        guard split.count == 1 else { return nil }
                        filters.append(Filter(name: split[0], argument: nil))
                    default: return nil
                    }
                }
                pieces.append(.output(value, filters: filters))
            case .tag(let body):
                let words = body.split(whereSeparator: \.isWhitespace).map(String.init)
                switch words.first {
                case "else", "endif": return (pieces, words[0])
                case "if":
                    guard words.count == 2, let condition = named(words[1], variable: variable),
                        let (then, end) = self.pieces(&tokens, variable: variable), let end
                    else { return nil }
                    var otherwise: [Piece] = []
                    if end == "else" {
                        guard let (rest, last) = self.pieces(&tokens, variable: variable), last == "endif" else {
                            return nil
                        }
                        otherwise = rest
                    }
                    pieces.append(.branch(condition: condition, then: then, otherwise: otherwise))
                default: return nil
                }
            }
        }
        return (pieces, nil)
    }

    /// A value named in an expression: a quoted text, `site.key`, or the loop variable's key.
    private static func named(_ name: String, variable: String) -> Value? {
        if name.count >= 2, let quote = name.first, quote == "\"" || quote == "'", name.last == quote {
            return .literal(String(name.dropFirst().dropLast()))
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        if parts[0] == "site" { return .site(parts[1].lowercased()) }
        guard parts[0] == variable else { return nil }
        if parts[1] == "url" { return .url }
        return computedKeys.contains(parts[1]) ? nil : .page(parts[1].lowercased())
    }
}
