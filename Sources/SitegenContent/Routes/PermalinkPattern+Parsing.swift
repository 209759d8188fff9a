import SitegenFormats

extension PermalinkPattern {
    /// Hugo's names for tokens sitegen reads under its own (`:section` is the collection).
    static let synonyms: [String: Token] = ["section": .collection]

    /// The tokens of which a pattern of a kind must name one: what each page of it has of its own.
    static func ownTokens(of kind: String) -> Set<Token> {
        kind == "episode" ? [.slug, .number, .title] : [.slug, .title, .collection]
    }

    /// Reads a pattern of the page kind `kind` that may use `allowed` tokens.
    /// - Returns: The pattern, or why it cannot be one (a message naming what to write).
    package static func parse(_ text: String, kind: String, allowed: [Token]) -> Result<PermalinkPattern, ContentError>
    {
        let shown = FrontMatterReader.shortened(text)
        let names = allowed.map { "`:\($0.rawValue)`" }.joined(separator: ", ")
        guard text.hasPrefix("/") else {
            return .failure(ContentError("must start with '/' (`/\(shown)`), not '\(shown)'"))
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let written = parts.last?.isEmpty == true ? parts.dropLast() : parts
        guard !written.isEmpty else {
            return .failure(ContentError("'\(shown)' is the home page's address; each \(kind) needs a path of its own"))
        }
        var segments: [[Piece]] = []
        for part in written {
            guard !part.isEmpty, part != ".", part != ".." else {
                return .failure(ContentError("'\(shown)' must have a plain path: no '//', '/./' or '/../' in it"))
            }
            switch pieces(of: part) {
            case .pieces(let found): segments.append(found)
            case .unknownToken(let name):
                guard name.isEmpty else {
                    return .failure(
                        ContentError(
                            "'\(shown)' uses `:\(name)`, which is no token of \(kind) addresses; it may use \(names)"))
                }
                return .failure(
                    ContentError(
                        "'\(shown)' may hold letters, digits, '-', '_', '.' and the tokens \(names); nothing else"))
            }
        }
        let pattern = PermalinkPattern(written: text, segments: segments, position: nil)
        if let token = pattern.tokens.first(where: { !allowed.contains($0) }) {
            return .failure(
                ContentError(
                    "'\(shown)' uses `:\(token.rawValue)`, which is no token of \(kind) addresses; it may use \(names)")
            )
        }
        let own = ownTokens(of: kind)
        guard !pattern.tokens.isDisjoint(with: own) else {
            return .failure(
                ContentError(
                    "must name something each \(kind) has of its own ("
                        + own.map { "`:\($0.rawValue)`" }.sorted().joined(separator: ", ")
                        + "), or every \(kind) would have the one address '\(shown)'"))
        }
        return .success(pattern)
    }

    /// What a segment is made of.
    private enum SegmentReading {
        /// Its pieces.
        case pieces([Piece])
        /// The name of a token that is unknown (empty for a character no path may hold).
        case unknownToken(String)
    }

    /// The pieces of one segment.
    private static func pieces(of segment: Substring) -> SegmentReading {
        var result: [Piece] = []
        var text = ""
        var index = segment.startIndex
        while index < segment.endIndex {
            let character = segment[index]
            if character == ":" {
                let nameStart = segment.index(after: index)
                let nameEnd =
                    segment[nameStart...].firstIndex { !($0.isASCII && ($0.isLetter || $0 == "_")) }
                    ?? segment.endIndex
                let name = segment[nameStart..<nameEnd].lowercased()
                guard let token = Token(rawValue: name) ?? synonyms[name] else { return .unknownToken(name) }
                if !text.isEmpty { result.append(.text(text)) }
                text = ""
                result.append(.token(token))
                index = nameEnd
                continue
            }
            guard character.isASCII, character.isLetter || character.isNumber || "-_.".contains(character) else {
                return .unknownToken("")
            }
            text.append(character)
            index = segment.index(after: index)
        }
        if !text.isEmpty { result.append(.text(text)) }
        return .pieces(result)
    }
}
