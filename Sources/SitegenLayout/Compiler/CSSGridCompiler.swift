public import SitegenDiagnostics

/// Compiles a layout into CSS grid: for every section and every breakpoint range, grid templates
/// derived from the solved group structure, inside `@container` rules on the layout root.
///
/// The markup it styles (see `LayoutMarkup`): `.sg-layout.sg-<scope>` (the root, a size
/// container) › `.sg-root` › layout-wide items `.sg-lb<i>` and `.sg-cols` › `.sg-side` ›
/// sections `.sg-s.sg-s<k>` › boundary items `.sg-b<i>` and `.sg-c` (the content box) ›
/// decorations `.sg-d<j>` and `.sg-r` (the grid, `--n` items) › cells `.sg-i` (`--i` their index),
/// a tail `.sg-t` and, for paging rows, markers `.sg-p` (`--p` their index).
public struct CSSGridCompiler: Sendable {
    /// Settings of a compilation.
    public struct Options: Hashable, Sendable {
        /// The layout's class suffix: rules are scoped to `.sg-<scope>`.
        public var scope: String
        /// Whether estimated sizes get their estimate as a minimum (for empty preview boxes).
        public var preview: Bool
        /// The widest root width whose structure is worked out exactly; wider widths reuse it.
        public var maximumWidth: Int
        /// The narrowest root width whose structure is worked out exactly; narrower widths get
        /// its rules (0: every width is exact).
        public var minimumWidth: Int

        /// Creates options.
        public init(scope: String, preview: Bool = false, maximumWidth: Int = 3840, minimumWidth: Int = 0) {
            self.scope = scope
            self.preview = preview
            self.maximumWidth = maximumWidth
            self.minimumWidth = minimumWidth
        }
    }

    /// The layout to compile.
    public var layout: CompositionalLayout
    /// The settings.
    public var options: Options

    /// Creates a compiler.
    public init(layout: CompositionalLayout, options: Options) {
        self.layout = layout
        self.options = options
    }

    /// The CSS class of a layout scope: `sg-` and the scope with anything but letters, digits,
    /// `-` and `_` replaced.
    public static func scopeClass(_ scope: String) -> String {
        "sg-" + String(scope.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    var scopeSelector: String { "." + Self.scopeClass(options.scope) }

    /// Compiles the layout's own rules (use `baseStyleSheet` once per page as well).
    /// - Returns: The CSS, or the errors that leave widths uncovered.
    public func compile() -> Result<String, DiagnosticError> {
        let analysis = layout.breakpoints()
        guard !analysis.hasErrors else { return .failure(DiagnosticError(analysis.diagnostics)) }
        var css = "/* sitegen layout \(options.scope) */\n"
        for index in layout.sections.indices {
            css += "\(scopeSelector) .sg-s\(index) { order: \(index) }\n"
        }
        // Refined like the sections: a layout-wide item's insets can outgrow it at some widths only.
        css += Self.render(blocks(over: analysis.breakpoints, refine: true) { rootRules(atWidth: $0) })
        for index in layout.sections.indices {
            css += Self.render(blocks(over: analysis.breakpoints, refine: true) { sectionRules(index, atWidth: $0) })
        }
        return .success(css)
    }

    /// The blocks of one partition of the widths as text: the declarations they all share first,
    /// without a query, then each block's own.
    static func render(_ blocks: [CSSRangeBlock]) -> String {
        let (shared, rest) = CSSRangeBlock.hoistingShared(blocks)
        return shared.map { $0.render(indent: "") }.joined() + rest.map { $0.render() }.joined()
    }

    /// Splits the breakpoint ranges where the rules change (bisecting inside each range when
    /// `refine` is set: fill-mode counts and edge order can change within a range) and merges
    /// neighbours with equal rules.
    func blocks(over breakpoints: [LayoutBreakpoint], refine: Bool, rules: (Int) -> [CSSRule]) -> [CSSRangeBlock] {
        var cache: [Int: [CSSRule]] = [:]
        func style(_ width: Int) -> [CSSRule] {
            let width = max(width, options.minimumWidth)
            if let cached = cache[width] { return cached }
            let computed = rules(width)
            cache[width] = computed
            return computed
        }
        var result: [CSSRangeBlock] = []
        func append(_ lower: Int, _ upper: Int?, _ rules: [CSSRule]) {
            if let last = result.last, last.rules == rules, let end = last.range.upperBound, end + 1 == lower {
                result[result.count - 1].range.upperBound = upper
            } else {
                result.append(CSSRangeBlock(range: WidthRange(lowerBound: lower, upperBound: upper), rules: rules))
            }
        }
        for breakpoint in breakpoints {
            let open = breakpoint.range.upperBound == nil
            let last = breakpoint.range.upperBound ?? max(breakpoint.range.lowerBound, options.maximumWidth)
            var start = breakpoint.range.lowerBound
            while start <= last {
                let current = style(start)
                if !refine || style(last) == current && style((start + last) / 2) == current {
                    append(start, open ? nil : last, current)
                    break
                }
                var good = start
                var bad = last
                if style(last) == current { bad = (start + last) / 2 }
                while bad - good > 1 {
                    let middle = (good + bad) / 2
                    if style(middle) == current { good = middle } else { bad = middle }
                }
                append(start, good, current)
                start = good + 1
            }
        }
        return result
    }
}
