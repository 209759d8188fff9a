extension CSSRangeBlock {
    /// Moves out of a partition of the width axis the declarations every block shares, into rules
    /// without a container query (they hold at every width), and returns those rules and the
    /// blocks without them.
    ///
    /// A declaration moves only with every other declaration of its property for its elements
    /// (the selector without `:nth-child(…)`), and only when those are the same, in the same
    /// order, in every block: the rules that compete for the property then compete in the same
    /// order at every width, and the moved rules keep that order. Blocks that do not cover every width from 0 up are returned as they are.
    static func hoistingShared(_ blocks: [CSSRangeBlock]) -> (shared: [CSSRule], blocks: [CSSRangeBlock]) {
        guard blocks.count > 1, blocks.first?.range.lowerBound == 0, blocks.last?.range.upperBound == nil else {
            return ([], blocks)
        }
        struct Slot: Hashable {
            var target: String
            var property: Substring
        }
        func slots(of block: CSSRangeBlock) -> [Slot: [String]] {
            var found: [Slot: [String]] = [:]
            for rule in block.rules {
                for declaration in rule.declarations {
                    found[Slot(target: target(of: rule.selector), property: property(of: declaration)), default: []]
                        .append(rule.selector + "{" + declaration)
                }
            }
            return found
        }
        let perBlock = blocks.map(slots(of:))
        var shared: Set<String> = []
        for (slot, entries) in perBlock[0] where perBlock.dropFirst().allSatisfy({ $0[slot] == entries }) {
            shared.formUnion(entries)
        }
        guard !shared.isEmpty else { return ([], blocks) }
        func keep(_ rule: CSSRule, sharedOnes: Bool) -> CSSRule? {
            let declarations = rule.declarations.filter { shared.contains(rule.selector + "{" + $0) == sharedOnes }
            return declarations.isEmpty ? nil : CSSRule(rule.selector, declarations)
        }
        let hoisted = blocks[0].rules.compactMap { keep($0, sharedOnes: true) }
        let rest = blocks.map { block in
            CSSRangeBlock(range: block.range, rules: block.rules.compactMap { keep($0, sharedOnes: false) })
        }
        return (hoisted, rest)
    }

    /// The elements a selector styles, for the cascade: the selector without its `:nth-child(…)`.
    private static func target(of selector: String) -> String {
        var result = ""
        var rest = Substring(selector)
        let marker = ":nth-child("
        while let start = rest.indices.first(where: { rest[$0...].hasPrefix(marker) }) {
            result += rest[..<start]
            guard let close = rest[start...].firstIndex(of: ")") else { return selector }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// A declaration's property name.
    private static func property(of declaration: String) -> Substring {
        declaration.prefix { $0 != ":" }
    }
}
