public import SitegenDiagnostics

/// The design tokens `style:` in site.yml sets: values of the theme stylesheet's custom
/// properties (`accent: "#b4231a"` is `--accent`), for the light scheme and, under `dark:`,
/// for the dark one.
///
/// The values are checked to be one CSS value each (nothing in them can end the declaration);
/// whether the theme has each token, and the contrast of the colours, are checked once the
/// theme is loaded, which is why every setting keeps its positions.
public struct SiteStyle: Sendable, Hashable, Encodable {
    /// One token set by site.yml.
    public struct Setting: Sendable, Hashable, Encodable {
        /// The token's name without its `--` (`accent`).
        public var token: String
        /// The CSS value, trimmed (`#b4231a`, `6px`).
        public var value: String
        /// Where the token's name is written: where an unknown name is reported.
        public var namePosition: SourcePosition
        /// Where the value is written: where a contrast warning about it is reported.
        public var valuePosition: SourcePosition

        /// Creates a setting.
        public init(token: String, value: String, namePosition: SourcePosition, valuePosition: SourcePosition) {
            self.token = token
            self.value = value
            self.namePosition = namePosition
            self.valuePosition = valuePosition
        }
    }

    /// The values of both schemes, in site.yml's order (`style:`'s own keys).
    public var light: [Setting]
    /// The dark scheme's values (`style.dark:`), in site.yml's order.
    public var dark: [Setting]

    /// A style that sets nothing.
    public init(light: [Setting] = [], dark: [Setting] = []) {
        self.light = light
        self.dark = dark
    }

    /// Whether site.yml sets no token.
    public var isEmpty: Bool { light.isEmpty && dark.isEmpty }
}
