internal import SwiftSyntax

/// The tokens whose kind Xcode decides differently from swift-syntax's classifier: attribute
/// names (`@MainActor`, one token with its `@`), freestanding macros (`#Preview`), names being
/// declared, called functions and methods, capitalised references (types), the delimiters of
/// string interpolation, `#if` conditions and type names in type positions (also lowercase
/// ones).
///
/// Each is decided from one token and its parent node, as the tokens stream past: no walk of
/// the tree of its own (a `SyntaxVisitor` over every node cost about as much as the rest of
/// the highlighting).
enum SwiftXcodeKinds {
    /// The overriding token that `token` starts, if any: the token is the first of a run Xcode
    /// colours as one (an attribute, a macro name, a `#if` condition) or a name whose kind
    /// depends on where it stands.
    static func override(at token: TokenSyntax) -> HighlightToken? {
        // The parent is looked up only for the kinds of token an override can start at.
        switch token.tokenKind {
        case .atSign:
            guard let attribute = token.parent?.as(AttributeSyntax.self) else { return nil }
            return span(token, through: attribute.attributeName, .attribute)
        case .pound:
            guard let parent = token.parent else { return nil }
            if let macro = parent.as(MacroExpansionExprSyntax.self) {
                return span(token, through: macro.macroName, .macro)
            }
            if let macro = parent.as(MacroExpansionDeclSyntax.self) {
                return span(token, through: macro.macroName, .macro)
            }
            return nil
        case .backslash:
            guard let segment = token.parent?.as(ExpressionSegmentSyntax.self) else { return nil }
            return span(token, through: segment.leftParen, .interpolation)
        case .rightParen:
            return token.parent?.is(ExpressionSegmentSyntax.self) == true
                ? span(token, through: token, .interpolation) : nil
        case .poundIf, .poundElseif:
            guard let condition = token.parent?.as(IfConfigClauseSyntax.self)?.condition else { return nil }
            return span(condition, through: condition, .preprocessor)
        case .identifier(let text):
            guard let parent = token.parent, let kind = kind(ofName: text, in: parent) else { return nil }
            return span(token, through: token, kind)
        case .keyword(.Self), .keyword(.Any), .keyword(.Type), .keyword(.Protocol):
            // Named as types (`Self`, `Any`, `T.Type`).
            guard let parent = token.parent else { return nil }
            let isType =
                parent.is(MemberTypeSyntax.self)
                || (parent.is(IdentifierTypeSyntax.self) && parent.parent?.is(AttributeSyntax.self) != true)
            return isType ? span(token, through: token, .type) : nil
        default:
            return nil
        }
    }

    /// The kind of an identifier by its parent: declared, a type, a called function.
    private static func kind(ofName text: String, in parent: Syntax) -> TokenKind? {
        switch parent.kind {
        case .functionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl,
            .associatedTypeDecl, .enumCaseElement, .macroDecl, .genericParameter:
            return .declaration
        case .identifierPattern:
            return parent.parent?.is(PatternBindingSyntax.self) == true ? .declaration : nil
        case .identifierType:
            return parent.parent?.is(AttributeSyntax.self) == true ? nil : .type
        case .memberType:
            return .type
        case .declReferenceExpr:
            guard isCalled(parent) else { return nil }
            return text.first?.isUppercase == true ? .type : .function
        default:
            return nil
        }
    }

    /// Whether `reference` is what a call calls: directly (`name(...)`), or as the member a
    /// `x.name(...)` access names.
    private static func isCalled(_ reference: Syntax) -> Bool {
        guard let up = reference.parent else { return false }
        if let call = up.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == reference.id }
        guard let member = up.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
            let call = up.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.id == up.id
    }

    private static func span(
        _ first: some SyntaxProtocol, through last: some SyntaxProtocol, _ kind: TokenKind
    ) -> HighlightToken? {
        guard first.as(TokenSyntax.self)?.presence != .missing, last.as(TokenSyntax.self)?.presence != .missing
        else { return nil }
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        return end > start ? HighlightToken(start: start, end: end, kind: kind) : nil
    }
}
