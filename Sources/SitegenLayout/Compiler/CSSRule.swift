/// One CSS rule: a selector and its declarations.
struct CSSRule: Hashable, Sendable {
    var selector: String
    var declarations: [String]

    init(_ selector: String, _ declarations: [String]) {
        self.selector = selector
        self.declarations = declarations
    }

    /// The rule as text, indented.
    func render(indent: String) -> String {
        "\(indent)\(selector) { \(declarations.joined(separator: "; ")) }\n"
    }
}

/// Rules that hold for a range of whole root widths.
struct CSSRangeBlock: Hashable, Sendable {
    var range: WidthRange
    var rules: [CSSRule]

    /// The `@container` query for the range on the layout root.
    var query: String {
        let lower = range.lowerBound
        switch (lower, range.upperBound) {
        case (0, nil): return ""
        case (0, let upper?): return "(width < \(upper + 1)px)"
        case (_, nil): return "(width >= \(lower)px)"
        case (_, let upper?): return "(\(lower)px <= width < \(upper + 1)px)"
        }
    }

    /// The block as text: the rules inside their `@container` query.
    func render() -> String {
        guard !rules.isEmpty else { return "" }
        let condition = query
        guard !condition.isEmpty else { return rules.map { $0.render(indent: "") }.joined() }
        return "@container sg-root \(condition) {\n" + rules.map { $0.render(indent: "  ") }.joined() + "}\n"
    }
}
