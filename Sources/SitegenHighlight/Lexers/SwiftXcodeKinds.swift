@_spi(RawSyntax) internal import SwiftSyntax

/// The tokens whose kind Xcode decides differently from swift-syntax's classifier: attribute
/// names (`@MainActor`, one token with its `@`), freestanding macros (`#Preview`), names being
/// declared, called functions and methods, capitalised references (types), the delimiters of
/// string interpolation, `#if` conditions and type names in type positions (also lowercase
/// ones).
///
/// Each is decided from one token and the nodes above it, as the tokens stream past
/// (``SwiftTreeWalker``): no walk of the tree of its own (a `SyntaxVisitor` over every node cost
/// about as much as the rest of the highlighting).
enum SwiftXcodeKinds {
    typealias Ancestor = SwiftTreeWalker.Ancestor

    /// The overriding token that `token` (from `start` to `end`, its trivia left out) starts, if
    /// any: the token is the first of a run Xcode colours as one (an attribute, a macro name, a
    /// `#if` condition) or a name whose kind depends on where it stands.
    static func override(
        at token: RawSyntaxTokenView, start: Int, end: Int, under ancestors: [Ancestor]
    ) -> HighlightToken? {
        guard let parent = ancestors.last else { return nil }
        let grandparent = ancestors.dropLast().last
        switch token.rawKind {
        case .atSign:
            guard parent.node.kind == .attribute else { return nil }
            return span(from: start, through: child(Layout.attributeName, of: parent), .attribute)
        case .pound:
            switch parent.node.kind {
            case .macroExpansionExpr: return span(from: start, through: child(Layout.exprMacroName, of: parent), .macro)
            case .macroExpansionDecl: return span(from: start, through: child(Layout.declMacroName, of: parent), .macro)
            default: return nil
            }
        case .backslash:
            guard parent.node.kind == .expressionSegment else { return nil }
            return span(from: start, through: child(Layout.segmentLeftParen, of: parent), .interpolation)
        case .rightParen:
            return parent.node.kind == .expressionSegment ? span(start, end, .interpolation) : nil
        case .poundIf, .poundElseif:
            guard parent.node.kind == .ifConfigClause, let condition = child(Layout.clauseCondition, of: parent)
            else { return nil }
            let first = condition.offset + condition.node.leadingTriviaByteLength
            return span(from: first, through: condition, .preprocessor)
        case .identifier:
            guard let kind = kind(ofName: token.rawText, in: parent, under: grandparent, ancestors) else { return nil }
            return span(start, end, kind)
        case .keyword:
            // Named as types (`Self`, `Any`, `T.Type`).
            let text = token.rawText
            guard text == "Self" || text == "Any" || text == "Type" || text == "Protocol" else { return nil }
            let isType =
                parent.node.kind == .memberType
                || (parent.node.kind == .identifierType && grandparent?.node.kind != .attribute)
            return isType ? span(start, end, .type) : nil
        default:
            return nil
        }
    }

    /// The kind of an identifier by its parent: declared, a type, a called function.
    private static func kind(
        ofName text: SyntaxText, in parent: Ancestor, under grandparent: Ancestor?, _ ancestors: [Ancestor]
    ) -> TokenKind? {
        switch parent.node.kind {
        case .functionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typeAliasDecl,
            .associatedTypeDecl, .enumCaseElement, .macroDecl, .genericParameter:
            return .declaration
        case .identifierPattern:
            return grandparent?.node.kind == .patternBinding ? .declaration : nil
        case .identifierType:
            return grandparent?.node.kind == .attribute ? nil : .type
        case .memberType:
            return .type
        case .declReferenceExpr:
            guard isCalled(ancestors) else { return nil }
            return startsWithCapital(text) ? .type : .function
        default:
            return nil
        }
    }

    /// Whether the reference the last of `ancestors` is is what a call calls: directly
    /// (`name(...)`), or as the member a `x.name(...)` access names.
    private static func isCalled(_ ancestors: [Ancestor]) -> Bool {
        let count = ancestors.count
        guard count >= 2 else { return false }
        let reference = ancestors[count - 1]
        let up = ancestors[count - 2]
        if up.node.kind == .functionCallExpr { return reference.index == Layout.calledExpression }
        guard up.node.kind == .memberAccessExpr, reference.index == Layout.memberDeclName, count >= 3,
            ancestors[count - 3].node.kind == .functionCallExpr
        else { return false }
        return up.index == Layout.calledExpression
    }

    /// Whether a name starts with a capital letter (`Ärger` too).
    private static func startsWithCapital(_ text: SyntaxText) -> Bool {
        guard let first = text.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return String(syntaxText: text).first?.isUppercase == true
    }

    /// The child at `index` of `parent`, with its offset; `nil` when the child is absent.
    private static func child(_ index: Int, of parent: Ancestor) -> Ancestor? {
        guard let children = parent.node.layoutView?.children, index < children.count,
            let node = children[index]
        else { return nil }
        let offset = parent.offset + children[..<index].reduce(0) { $0 + ($1?.byteLength ?? 0) }
        return Ancestor(node: node, offset: offset, index: index)
    }

    /// The run from `start` to the end of `last` (its trailing trivia left out); `nil` when
    /// `last` is a missing token or absent, or the run is empty.
    private static func span(from start: Int, through last: Ancestor?, _ kind: TokenKind) -> HighlightToken? {
        guard let last, last.node.tokenView.map({ $0.presence != .missing }) ?? true else { return nil }
        return span(start, last.offset + last.node.byteLength - last.node.trailingTriviaByteLength, kind)
    }

    private static func span(_ start: Int, _ end: Int, _ kind: TokenKind) -> HighlightToken? {
        end > start ? HighlightToken(start: start, end: end, kind: kind) : nil
    }

    /// The places of the children these rules look at, from swift-syntax's own layouts.
    private enum Layout {
        static let attributeName = index(\AttributeSyntax.attributeName)
        static let exprMacroName = index(\MacroExpansionExprSyntax.macroName)
        static let declMacroName = index(\MacroExpansionDeclSyntax.macroName)
        static let segmentLeftParen = index(\ExpressionSegmentSyntax.leftParen)
        static let clauseCondition = index(\IfConfigClauseSyntax.condition)
        static let calledExpression = index(\FunctionCallExprSyntax.calledExpression)
        static let memberDeclName = index(\MemberAccessExprSyntax.declName)

        private static func index<Node: SyntaxProtocol>(_ path: any PartialKeyPath<Node> & Sendable) -> Int {
            guard case .layout(let paths) = Node.structure, let found = paths.firstIndex(where: { $0 == path }) else {
                preconditionFailure("swift-syntax changed the layout of \(Node.self)")
            }
            return found
        }
    }
}
