internal import SwiftIDEUtils
internal import SwiftParser
internal import SwiftSyntax

/// Classifies Swift with swift-syntax: the parser's tree and `SwiftIDEUtils`' classifier, with
/// the distinctions Xcode draws on top of it (attribute and macro names, declared names, called
/// functions, type names in expressions, interpolation delimiters).
///
/// The parser recovers from any input, so snippets that do not compile (`...` placeholders,
/// half a statement) still come out token by token.
enum SwiftHighlighter {
    /// The tokens of `code`.
    static func highlight(_ code: String) -> HighlightedCode {
        let tree = Parser.parse(source: code)
        var tokens: [HighlightToken] = []
        tokens.reserveCapacity(code.utf8.count / 6)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia { offset = trivia(piece, at: offset, into: &tokens) }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = start + token.trimmedLength.utf8Length
            if end > start, let kind = kind(of: token) {
                append(HighlightToken(start: start, end: end, kind: kind), to: &tokens)
            }
            offset = end
            for piece in token.trailingTrivia { offset = trivia(piece, at: offset, into: &tokens) }
        }
        return HighlightedCode(tokens: tokens)
    }

    /// Appends a comment token for a comment piece; returns the offset after the piece.
    private static func trivia(_ piece: TriviaPiece, at offset: Int, into tokens: inout [HighlightToken]) -> Int {
        let end = offset + piece.sourceLength.utf8Length
        switch piece {
        case .lineComment, .blockComment:
            append(HighlightToken(start: offset, end: end, kind: .comment), to: &tokens)
        case .docLineComment, .docBlockComment:
            append(HighlightToken(start: offset, end: end, kind: .docComment), to: &tokens)
        default: break
        }
        return end
    }

    /// Appends a token, merging it into the previous one when they touch and share a kind.
    private static func append(_ token: HighlightToken, to tokens: inout [HighlightToken]) {
        if let last = tokens.last, last.end == token.start, last.kind == token.kind {
            tokens[tokens.count - 1].end = token.end
        } else {
            tokens.append(token)
        }
    }

    /// The kind of a token: Xcode's distinctions first, then the classifier's.
    private static func kind(of token: TokenSyntax) -> TokenKind? {
        let classified = token.tokenClassification.kind
        if classified == .ifConfigDirective { return .preprocessor }
        if let kind = contextualKind(of: token) { return kind }
        switch classified {
        case .keyword: return .keyword
        case .stringLiteral: return .string
        case .regexLiteral: return .regex
        case .integerLiteral, .floatLiteral: return .number
        case .attribute: return .attribute
        case .ifConfigDirective: return .preprocessor
        case .type: return .type
        case .lineComment, .blockComment: return .comment
        case .docLineComment, .docBlockComment: return .docComment
        default:
            if case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true {
                return .type
            }
            return nil
        }
    }

    /// The kind the token's place in the tree gives it, where the classifier's is not Xcode's.
    private static func contextualKind(of token: TokenSyntax) -> TokenKind? {
        guard let parent = token.parent else { return nil }
        switch token.tokenKind {
        case .atSign: return parent.is(AttributeSyntax.self) ? .attribute : nil
        case .pound:
            if parent.is(MacroExpansionExprSyntax.self) || parent.is(MacroExpansionDeclSyntax.self) { return .macro }
            return nil
        case .rawStringPoundDelimiter:
            return parent.is(ExpressionSegmentSyntax.self) ? .interpolation : .string
        case .backslash, .leftParen, .rightParen:
            return parent.is(ExpressionSegmentSyntax.self) ? .interpolation : nil
        case .stringSegment:
            return nil
        case .identifier, .keyword:
            return identifierKind(token, parent: parent)
        default:
            return nil
        }
    }

    /// Attribute and macro names, declared names, called functions and types in expressions.
    private static func identifierKind(_ token: TokenSyntax, parent: Syntax) -> TokenKind? {
        let keyPath = token.keyPathInParent
        if keyPath == \MacroExpansionExprSyntax.macroName || keyPath == \MacroExpansionDeclSyntax.macroName {
            return .macro
        }
        if let type = parent.as(IdentifierTypeSyntax.self), type.keyPathInParent == \AttributeSyntax.attributeName {
            return .attribute
        }
        if case .keyword = token.tokenKind { return nil }
        if isDeclarationName(keyPath) { return .declaration }
        if keyPath == \IdentifierPatternSyntax.identifier,
            parent.parent?.is(PatternBindingSyntax.self) == true
        {
            return .declaration
        }
        guard keyPath == \DeclReferenceExprSyntax.baseName, let reference = parent.as(DeclReferenceExprSyntax.self)
        else { return nil }
        let isType = token.text.first?.isUppercase == true
        if isCalled(Syntax(reference)) { return isType ? .type : .function }
        return isType ? .type : nil
    }

    /// Whether a reference is the called expression of a call, itself or as a member's name.
    private static func isCalled(_ reference: Syntax) -> Bool {
        var node = reference
        if reference.keyPathInParent == \MemberAccessExprSyntax.declName, let member = reference.parent {
            node = member
        }
        return node.keyPathInParent == \FunctionCallExprSyntax.calledExpression
    }

    /// Whether a token at `keyPath` names what a declaration declares.
    private static func isDeclarationName(_ keyPath: AnyKeyPath?) -> Bool {
        switch keyPath {
        case \FunctionDeclSyntax.name, \StructDeclSyntax.name, \ClassDeclSyntax.name, \EnumDeclSyntax.name,
            \ProtocolDeclSyntax.name, \ActorDeclSyntax.name, \TypeAliasDeclSyntax.name,
            \AssociatedTypeDeclSyntax.name, \EnumCaseElementSyntax.name, \MacroDeclSyntax.name,
            \GenericParameterSyntax.name:
            return true
        default:
            return false
        }
    }
}
