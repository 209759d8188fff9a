/// The design tokens a theme's stylesheet declares: the custom properties of its `:root` rules,
/// with the values of the light scheme (`:root` at the top level) and of the dark one (`:root`
/// inside `@media (prefers-color-scheme: dark)`).
///
/// They are read from the stylesheet itself, so that a theme's own tokens are the ones site.yml
/// may set, with no list to keep beside the CSS.
struct ThemeTokens: Sendable, Equatable {
    /// Every token's name without its `--`, sorted.
    var names: [String]
    /// The light scheme's values (the top-level `:root` rules'), by name; the last one wins, as in CSS.
    var light: [String: String]
    /// The dark scheme's values, by name, for the tokens it changes.
    var dark: [String: String]

    /// The tokens of a stylesheet.
    init(stylesheet: String) {
        var light: [String: String] = [:]
        var dark: [String: String] = [:]
        var names: Set<String> = []
        for rule in CSSRootRules.scan(stylesheet) {
            for (name, value) in rule.declarations {
                names.insert(name)
                switch rule.scheme {
                case .light: light[name] = value
                case .dark: dark[name] = value
                case .other: break
                }
            }
        }
        self.names = names.sorted()
        self.light = light
        self.dark = dark
    }

    /// A token's value in a scheme when nothing overrides it: the dark scheme's own, else the light one's.
    func value(of name: String, dark isDark: Bool) -> String? {
        isDark ? dark[name] ?? light[name] : light[name]
    }
}
