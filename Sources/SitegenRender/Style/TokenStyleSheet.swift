import SitegenContent
import SitegenDiagnostics
import SitegenFormats

/// The CSS that `style:` in site.yml appends after the theme's stylesheet: the tokens it sets,
/// `:root{--accent:#b4231a;…}` and the dark scheme's in `@media (prefers-color-scheme:dark)`,
/// each sorted by name so that the same settings make the same bytes.
enum TokenStyleSheet {
    /// The CSS and its diagnostics: an error for each token the theme does not declare (then no
    /// CSS), and a warning for each pair of text colours under WCAG AA (``ContrastCheck``).
    /// - Parameters:
    ///   - style: site.yml's `style:`, its values already checked to be plain CSS values.
    ///   - themeStylesheet: the theme's CSS, whose `:root` rules declare its tokens.
    ///   - themeName: the theme's name, for messages.
    static func make(
        _ style: SiteStyle, themeStylesheet: String, themeName: String
    ) -> (css: String, diagnostics: [Diagnostic]) {
        guard !style.isEmpty else { return ("", []) }
        let tokens = ThemeTokens(stylesheet: themeStylesheet)
        let known = Set(tokens.names)
        var errors: [Diagnostic] = []
        for (label, settings) in [("style", style.light), ("style.dark", style.dark)] {
            for setting in settings where !known.contains(setting.token) {
                errors.append(
                    .error(unknownMessage(setting.token, label: label, tokens, themeName), at: setting.namePosition))
            }
        }
        guard errors.isEmpty else { return ("", errors) }
        var css = rule(style.light)
        if !style.dark.isEmpty { css += "@media (prefers-color-scheme:dark){\(rule(style.dark))}" }
        return (css, ContrastCheck.warnings(for: style, tokens: tokens))
    }

    /// `:root{--a:1;--b:2}` for settings, sorted by name (a token given twice: its last value, as CSS would).
    private static func rule(_ settings: [SiteStyle.Setting]) -> String {
        guard !settings.isEmpty else { return "" }
        let values = Dictionary(settings.map { ($0.token, $0.value) }, uniquingKeysWith: { $1 })
        let declarations = values.sorted { $0.key < $1.key }.map { "--\($0.key):\($0.value)" }
        return ":root{" + declarations.joined(separator: ";") + "}"
    }

    /// Why a token cannot be set, with the theme's tokens.
    private static func unknownMessage(
        _ token: String, label: String, _ tokens: ThemeTokens, _ themeName: String
    ) -> String {
        guard !tokens.names.isEmpty else {
            return "`\(label)` sets `\(token)`, but the theme '\(themeName)' declares no design tokens "
                + "(custom properties in a `:root` rule of its stylesheet) for site.yml to set"
        }
        var message = "`\(label)` sets `\(token)`, which is not a design token of the theme '\(themeName)'"
        if let suggestion = KeySuggestion.closest(to: token, in: tokens.names) {
            message += "; did you mean `\(suggestion)`?"
        }
        return message + " (its tokens: \(tokens.names.joined(separator: ", ")))"
    }
}
