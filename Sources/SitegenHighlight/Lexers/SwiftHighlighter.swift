internal import SwiftIDEUtils
internal import SwiftParser
internal import SwiftSyntax

/// Classifies Swift with swift-syntax: the parser's tree and `SwiftIDEUtils`' classifier, with
/// the distinctions Xcode draws on top of it (attribute and macro names, declared names, called
/// functions, type names in expressions, interpolation delimiters; see ``SwiftXcodeKinds``).
///
/// The parser recovers from any input, so snippets that do not compile (`...` placeholders,
/// half a statement) still come out token by token. The classifier walks the tree once, top
/// down; asking each token for its classification instead walks up to the root from every
/// token, which costs far more on whole files.
enum SwiftHighlighter {
    /// The tokens of `code`.
    static func highlight(_ code: String) -> HighlightedCode {
        let tree = Parser.parse(source: code)
        let overrides = SwiftXcodeKinds.of(tree)
        var bytes = code
        let tokens = bytes.withUTF8 { utf8 in
            merge(tree.classifications, overrides: overrides, utf8: utf8)
        }
        return HighlightedCode(tokens: tokens)
    }

    /// The classifier's ranges, cut around the overriding tokens, which take their place.
    private static func merge(
        _ classified: SyntaxClassifications, overrides: [HighlightToken], utf8: UnsafeBufferPointer<UInt8>
    ) -> [HighlightToken] {
        var tokens: [HighlightToken] = []
        tokens.reserveCapacity(overrides.count * 2 + 16)
        var next = 0  // the first override not yet written
        func append(_ token: HighlightToken) {
            if let last = tokens.last, last.end == token.start, last.kind == token.kind {
                tokens[tokens.count - 1].end = token.end
            } else {
                tokens.append(token)
            }
        }
        for range in classified {
            var start = range.offset
            let end = range.endOffset
            let kind = kind(of: range.kind, firstByte: start < utf8.count ? utf8[start] : 0)
            while next < overrides.count, overrides[next].start < end {
                let override = overrides[next]
                if let kind, override.start > start {
                    append(HighlightToken(start: start, end: override.start, kind: kind))
                }
                if override.start >= start || tokens.last.map({ $0.end <= override.start }) ?? true {
                    append(override)
                }
                start = max(start, override.end)
                next += 1
            }
            if let kind, end > start { append(HighlightToken(start: start, end: end, kind: kind)) }
        }
        return tokens
    }

    /// The token kind of a classifier range; identifiers starting with a capital are types.
    private static func kind(of classification: SyntaxClassification, firstByte: UInt8) -> TokenKind? {
        switch classification {
        case .keyword: return .keyword
        case .stringLiteral: return .string
        case .regexLiteral: return .regex
        case .integerLiteral, .floatLiteral: return .number
        case .attribute: return .attribute
        case .ifConfigDirective: return .preprocessor
        case .type: return .type
        case .lineComment, .blockComment: return .comment
        case .docLineComment, .docBlockComment: return .docComment
        case .identifier: return firstByte >= 0x41 && firstByte <= 0x5A ? .type : nil
        default: return nil
        }
    }
}
