internal import SwiftParser
internal import SwiftSyntax

/// Classifies Swift with swift-syntax: the parser's tree, its tokens classified by kind (as
/// `SwiftIDEUtils`' classifier does for them), and the distinctions that depend on a token's
/// place in the tree (see ``SwiftXcodeKinds``: attribute and macro names, declared names,
/// called functions, `#if` conditions, interpolation delimiters).
///
/// The parser recovers from any input, so snippets that do not compile (`...` placeholders,
/// half a statement) still come out token by token. The tokens are read in one pass over the
/// raw tree (``SwiftTreeWalker``), each classified by its kind and the nodes above it:
/// `SwiftIDEUtils`' `classifications` gave the same classes but cost as much as the parse
/// itself (it builds a key path for every child of every node to look up contextual
/// classifications), and a `SyntaxVisitor` over every node for the contextual kinds cost
/// nearly as much again.
enum SwiftHighlighter {
    /// The deepest nesting of `[` the parser is given: its lookahead for collection and inline
    /// array types tries both readings at every level, so its time doubles with each one (a
    /// line of 117 `[` would never end). A block nested deeper is shown without highlighting, with
    /// a warning (``limitProblem(_:)``).
    static let maxBracketDepth = 12

    /// The most generic argument lists (`a<b<c<…`) or function arrows (`(Int) -> (Int) -> …`)
    /// the parser is given: its lookahead recurses once for each, without the nesting limit the
    /// rest of the parser has, and about 2,000 overflowed the stack (a crash). Real code stays
    /// far below.
    static let maxChain = 256

    /// How deep `[` nests in `code`, how deep `<` nests where it can open generic arguments
    /// (right after a name or a closing bracket, not before a space), and how many `->` it has;
    /// every byte counted, in strings and comments too.
    static func nesting(_ code: String) -> (brackets: Int, angles: Int, arrows: Int) {
        var code = code
        return code.withUTF8(nesting)
    }

    private static func nesting(_ bytes: UnsafeBufferPointer<UInt8>) -> (brackets: Int, angles: Int, arrows: Int) {
        var brackets = (depth: 0, deepest: 0)
        var angles = (depth: 0, deepest: 0)
        var arrows = 0
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["):
                brackets.depth += 1
                brackets.deepest = max(brackets.deepest, brackets.depth)
            case UInt8(ascii: "]"): brackets.depth = max(brackets.depth - 1, 0)
            case UInt8(ascii: "<"):
                let afterName =
                    previous == UInt8(ascii: "_") || previous == UInt8(ascii: ">") || previous == UInt8(ascii: "]")
                    || previous == UInt8(ascii: ")") || previous == UInt8(ascii: "?") || previous == UInt8(ascii: "!")
                    || (previous >= 0x30 && previous <= 0x39)
                    || ((previous | 0x20) >= 0x61 && (previous | 0x20) <= 0x7A)
                    || previous >= 0x80
                if afterName, index + 1 < bytes.count, case let after = bytes[index + 1], after != UInt8(ascii: " "),
                    after != UInt8(ascii: "="), after != UInt8(ascii: "<"), after != UInt8(ascii: "\n")
                {
                    angles.depth += 1
                    angles.deepest = max(angles.deepest, angles.depth)
                }
            case UInt8(ascii: ">"):
                if previous == UInt8(ascii: "-") {
                    arrows += 1
                } else {
                    angles.depth = max(angles.depth - 1, 0)
                }
            default: break
            }
            previous = byte
        }
        return (brackets.deepest, angles.deepest, arrows)
    }

    /// Why a Swift block is shown without highlighting, or nil when it is highlighted.
    static func limitProblem(_ code: String) -> String? {
        let nesting = nesting(code)
        if nesting.brackets > maxBracketDepth {
            return "this Swift block nests `[` \(nesting.brackets) levels deep; it is shown without highlighting, "
                + "since swift-syntax's parser takes twice as long for each level beyond about \(maxBracketDepth) "
                + "(24 levels took 5 seconds)"
        }
        if nesting.angles > maxChain || nesting.arrows > maxChain {
            let what =
                nesting.angles > maxChain
                ? "nests generic arguments (`<`) \(nesting.angles) levels deep"
                : "has \(nesting.arrows) function arrows (`->`)"
            return "this Swift block \(what); it is shown without highlighting, since swift-syntax's parser "
                + "recurses once for each and runs out of stack at about 2,000 (the limit is \(maxChain))"
        }
        return nil
    }

    /// The tokens of `code` (none for a block the parser cannot read safely, see ``limitProblem(_:)``).
    static func highlight(_ code: String) -> HighlightedCode {
        guard limitProblem(code) == nil else { return HighlightedCode() }
        let tree = Parser.parse(source: code)
        return HighlightedCode(tokens: SwiftTreeWalker.tokens(of: tree, in: Array(code.utf8)))
    }
}
