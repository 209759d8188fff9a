internal import SwiftSyntax

/// The tokens whose kind Xcode decides differently from swift-syntax's classifier: attribute
/// names (`@MainActor`, one token with its `@`), freestanding macros (`#Preview`), names being
/// declared, called functions and methods, capitalised references (types), the delimiters of
/// string interpolation, `#if` conditions and type names in type positions (also lowercase
/// ones). One walk of the tree.
final class SwiftXcodeKinds: SyntaxVisitor {
    private var tokens: [HighlightToken] = []

    /// The overriding tokens of `tree`, sorted and not overlapping.
    static func of(_ tree: SourceFileSyntax) -> [HighlightToken] {
        let visitor = SwiftXcodeKinds(viewMode: .sourceAccurate)
        visitor.walk(tree)
        var sorted = visitor.tokens.sorted { $0.start < $1.start }
        var kept = 0
        for token in sorted where kept == 0 || token.start >= sorted[kept - 1].end {
            sorted[kept] = token
            kept += 1
        }
        return Array(sorted.prefix(kept))
    }

    private func add(_ first: some SyntaxProtocol, through last: some SyntaxProtocol, _ kind: TokenKind) {
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        if end > start { tokens.append(HighlightToken(start: start, end: end, kind: kind)) }
    }

    private func add(_ token: TokenSyntax, _ kind: TokenKind) {
        guard token.presence == .present else { return }
        add(token, through: token, kind)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        add(node.atSign, through: node.attributeName, .attribute)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        add(node.pound, through: node.macroName, .macro)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.pound, through: node.macroName, .macro)
        return .visitChildren
    }

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        add(node.backslash, through: node.leftParen, .interpolation)
        add(node.rightParen, .interpolation)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let pattern = node.pattern.as(IdentifierPatternSyntax.self) { add(pattern.identifier, .declaration) }
        return .visitChildren
    }

    private func declares(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier = name.tokenKind { add(name, .declaration) }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { add(condition, through: condition, .preprocessor) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(AttributeSyntax.self) != true { add(node.name, .type) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, .type)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var name: TokenSyntax?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName
        }
        if let name, case .identifier(let text) = name.tokenKind {
            add(name, text.first?.isUppercase == true ? .type : .function)
        }
        return .visitChildren
    }
}
