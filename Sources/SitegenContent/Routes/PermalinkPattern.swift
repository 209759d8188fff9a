public import SitegenDiagnostics

/// A pattern of site.yml's `permalinks:` (`/show/:collection/:number/`), as Hugo spells its
/// permalinks: path segments of plain text and tokens, filled for each page of one kind.
public struct PermalinkPattern: Sendable, Hashable, Encodable {
    /// A value a pattern names with `:` in front.
    public enum Token: String, Sendable, Hashable, CaseIterable, Encodable {
        /// The collection's slug (Hugo's `:section` is read as this).
        case collection
        /// The page's slug.
        case slug
        /// The episode's number.
        case number
        /// The date's year, four digits.
        case year
        /// The date's month, two digits.
        case month
        /// The date's day of the month, two digits.
        case day
        /// The title made a slug.
        case title
    }

    /// A run of plain text or a token within a segment.
    public enum Piece: Sendable, Hashable, Encodable {
        /// Text kept as it is written.
        case text(String)
        /// A value filled for each page.
        case token(Token)
    }

    /// The pattern as written.
    public var written: String
    /// The path's segments, each a list of pieces.
    public var segments: [[Piece]]
    /// Where the pattern is written.
    public var position: SourcePosition?

    /// The tokens the pattern uses.
    public var tokens: Set<Token> {
        Set(segments.joined().compactMap { if case .token(let token) = $0 { token } else { nil } })
    }

    /// The token a page has no value for.
    public struct MissingValue: Error, Sendable {
        /// The token.
        public var token: Token
    }

    /// The page folder for some token values (`show/jb/12/`, relative to the site root).
    /// - Throws: The first token the page has no value for.
    public func folder(_ value: (Token) -> String?) throws(MissingValue) -> String {
        var path = ""
        for segment in segments {
            for piece in segment {
                switch piece {
                case .text(let text): path += text
                case .token(let token):
                    guard let filled = value(token), !filled.isEmpty else { throw MissingValue(token: token) }
                    path += filled
                }
            }
            path += "/"
        }
        return path
    }
}
