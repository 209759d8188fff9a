@_spi(RawSyntax) internal import SwiftSyntax

/// Reads the tokens of a parsed Swift block in source order, straight from the parser's raw
/// tree: each token classified by its kind and, for the kinds Xcode decides by their place, by
/// the nodes above it (``SwiftXcodeKinds``).
///
/// The raw tree is walked rather than the `Syntax` nodes, which are made for every step of
/// `tokens(viewMode:)` and every parent asked for; the walk keeps the nodes above the current
/// one itself, with where each starts.
struct SwiftTreeWalker {
    /// A node above the token being read: its raw node, the offset of its first byte (leading
    /// trivia included), and its place among its parent's children.
    struct Ancestor {
        let node: RawSyntax
        let offset: Int
        let index: Int
    }

    private let bytes: [UInt8]
    private var merger = TokenMerger(overrides: [])
    /// Where the last override ended: one that starts inside it (a call in a `#if` condition)
    /// is part of it.
    private var overridden = 0
    private var ancestors: [Ancestor] = []

    /// The tokens of `code`, parsed.
    static func tokens(of tree: some SyntaxProtocol, in bytes: [UInt8]) -> [HighlightToken] {
        var walker = SwiftTreeWalker(bytes: bytes)
        walker.walk(tree.raw, offset: 0, index: 0)
        return walker.merger.finish()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        ancestors.reserveCapacity(64)
    }

    private mutating func walk(_ node: RawSyntax, offset: Int, index: Int) {
        if let token = node.tokenView {
            // Missing tokens (the parser's recovery) are not in the text.
            if token.presence == .present { read(token, at: offset) }
            return
        }
        guard let layout = node.layoutView else { return }
        ancestors.append(Ancestor(node: node, offset: offset, index: index))
        var childOffset = offset
        for (childIndex, child) in layout.children.enumerated() {
            guard let child else { continue }
            walk(child, offset: childOffset, index: childIndex)
            childOffset += child.byteLength
        }
        ancestors.removeLast()
    }

    private mutating func read(_ token: RawSyntaxTokenView, at offset: Int) {
        let start = offset + token.leadingTriviaByteLength
        let end = start + token.textByteLength
        // Trivia is split into pieces (an array made for each) only where it may hold a comment;
        // most is spaces and newlines.
        if mayHoldComment(offset, start) { addComments(token.leadingRawTriviaPieces, at: offset) }
        if let override = SwiftXcodeKinds.override(at: token, start: start, end: end, under: ancestors),
            override.start >= overridden
        {
            merger.override(override)
            overridden = override.end
        }
        if end > start, let kind = Self.kind(of: token) {
            merger.add(HighlightToken(start: start, end: end, kind: kind))
        }
        let trailingEnd = end + token.trailingTriviaByteLength
        if mayHoldComment(end, trailingEnd) { addComments(token.trailingRawTriviaPieces, at: end) }
    }

    /// Whether the bytes from `start` to `end` have a `/` (every comment starts with one).
    private func mayHoldComment(_ start: Int, _ end: Int) -> Bool {
        guard start < end, end <= bytes.count else { return false }
        return bytes[start..<end].contains(UInt8(ascii: "/"))
    }

    /// Adds the comments among trivia pieces that start at `offset`.
    private mutating func addComments(_ pieces: [RawTriviaPiece], at offset: Int) {
        var offset = offset
        for piece in pieces {
            let end = offset + piece.byteLength
            switch piece {
            case .lineComment, .blockComment: merger.add(HighlightToken(start: offset, end: end, kind: .comment))
            case .docLineComment, .docBlockComment:
                merger.add(HighlightToken(start: offset, end: end, kind: .docComment))
            default: break
            }
            offset = end
        }
    }

    /// The kind a token has by itself; identifiers starting with a capital are types.
    private static func kind(of token: RawSyntaxTokenView) -> TokenKind? {
        switch token.rawKind {
        case .keyword: return .keyword
        case .stringSegment, .stringQuote, .multilineStringQuote, .singleQuote, .rawStringPoundDelimiter:
            return .string
        case .regexSlash, .regexPoundDelimiter, .regexLiteralPattern: return .regex
        case .integerLiteral, .floatLiteral: return .number
        case .atSign: return .attribute
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation: return .preprocessor
        case .identifier:
            guard let first = token.rawText.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else {
                return nil
            }
            return .type
        default: return nil
        }
    }
}
