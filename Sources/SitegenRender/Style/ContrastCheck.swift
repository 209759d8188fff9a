import SitegenContent
import SitegenDiagnostics

/// Warns when a colour `style:` in site.yml gives makes text too faint: the WCAG 2 contrast
/// ratio of each pair of tokens the theme draws text with, in the light and the dark scheme,
/// where the site set either token.
enum ContrastCheck {
    /// A text colour and the colour under it.
    struct Pair: Sendable, Hashable {
        /// The text's token.
        var text: String
        /// The background's token.
        var background: String
    }

    /// The pairs of the default theme's tokens that carry text (its stylesheet's rules): body
    /// text, secondary text and links on the page and on panels, and the text of accent
    /// buttons. A theme without these tokens is not checked.
    static let textPairs = [
        Pair(text: "fg", background: "bg"), Pair(text: "fg", background: "surface"),
        Pair(text: "muted", background: "bg"), Pair(text: "muted", background: "surface"),
        Pair(text: "accent", background: "bg"), Pair(text: "accent", background: "surface"),
        Pair(text: "accent-fg", background: "accent"),
    ]

    /// WCAG 2's level AA for text (success criterion 1.4.3).
    static let minimum = 4.5

    /// The warnings about `style`'s colours over the theme's tokens.
    static func warnings(for style: SiteStyle, tokens: ThemeTokens) -> [Diagnostic] {
        let light = Dictionary(style.light.map { ($0.token, $0) }, uniquingKeysWith: { $1 })
        // The site's values of both schemes apply in the dark one unless `dark:` gives its own:
        // they come after the theme's dark rule, which they override.
        let dark = light.merging(style.dark.map { ($0.token, $0) }, uniquingKeysWith: { $1 })
        var diagnostics: [Diagnostic] = []
        var lightValues: [Pair: (String, String)] = [:]
        let schemes = tokens.dark.isEmpty && style.dark.isEmpty ? [false] : [false, true]
        for isDark in schemes {
            let settings = isDark ? dark : light
            for pair in textPairs where tokens.names.contains(pair.text) && tokens.names.contains(pair.background) {
                guard let setting = settings[pair.text] ?? settings[pair.background],
                    let text = settings[pair.text]?.value ?? tokens.value(of: pair.text, dark: isDark),
                    let background = settings[pair.background]?.value ?? tokens.value(of: pair.background, dark: isDark)
                else { continue }
                // A dark scheme that draws the pair as the light one does has had its warning.
                if isDark, let seen = lightValues[pair], seen == (text, background) { continue }
                if !isDark { lightValues[pair] = (text, background) }
                guard let textColor = CSSColor(text), let backgroundColor = CSSColor(background) else { continue }
                let ratio = CSSColor.contrast(textColor, backgroundColor)
                guard ratio < minimum else { continue }
                var message =
                    "\(pair.text) \(text) on \(pair.background) \(background) has a contrast of \(format(ratio)):1, "
                    + "under the \(format(minimum)):1 WCAG AA needs for text"
                if isDark {
                    message = "in the dark scheme, " + message
                    if !style.dark.contains(where: { $0.token == setting.token }) {
                        message += "; `style.dark` can give the dark scheme its own `\(setting.token)`"
                    }
                }
                diagnostics.append(.warning(message, at: setting.valuePosition))
            }
        }
        return diagnostics
    }

    /// A ratio with up to two decimals (`4.48`, `1.5`, `21`), never rounded up to the minimum:
    /// 4.496 is `4.49`, as WCAG does not round.
    static func format(_ ratio: Double) -> String {
        var hundredths = Int((ratio * 100).rounded())
        if ratio < minimum, hundredths >= Int(minimum * 100) { hundredths = Int(minimum * 100) - 1 }
        let fraction = hundredths % 100
        guard fraction != 0 else { return "\(hundredths / 100)" }
        let digits = fraction < 10 ? "0\(fraction)" : fraction % 10 == 0 ? "\(fraction / 10)" : "\(fraction)"
        return "\(hundredths / 100).\(digits)"
    }
}
