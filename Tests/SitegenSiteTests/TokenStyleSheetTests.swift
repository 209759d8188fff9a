import SitegenContent
import SitegenDiagnostics
import Testing

@testable import SitegenRender

/// The CSS `style:` appends, over a theme of one's own: its tokens are the ones its stylesheet
/// declares, whatever their names.
@Suite("token stylesheet: a custom theme's tokens are the ones site.yml may set")
struct TokenStyleSheetTests {
    /// A custom theme's stylesheet, with tokens the default theme does not have.
    static let stylesheet = """
        :root { --paper: #fdfcf7; --ink: #222; }
        @media (prefers-color-scheme: dark) { :root { --paper: #1a1a1a; --ink: #eee; } }
        body { background: var(--paper); color: var(--ink); }
        """

    /// A setting at a line of site.yml.
    static func setting(_ token: String, _ value: String, line: Int) -> SiteStyle.Setting {
        SiteStyle.Setting(
            token: token, value: value, namePosition: SourcePosition(file: "Content/site.yml", line: line, column: 3),
            valuePosition: SourcePosition(file: "Content/site.yml", line: line, column: 10))
    }

    /// Settings and what they make: the CSS, or the diagnostics.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var style: SiteStyle
        var css: String
        var lines: [String]
        var testDescription: String { name }
    }

    @Test(
        "the theme's own tokens are set, any other is an error naming them",
        arguments: [
            Case(
                name: "the theme's tokens, both schemes",
                style: SiteStyle(
                    light: [setting("paper", "#fff", line: 2), setting("ink", "#000", line: 3)],
                    dark: [setting("ink", "#ddd", line: 5)]),
                css: ":root{--ink:#000;--paper:#fff}@media (prefers-color-scheme:dark){:root{--ink:#ddd}}", lines: []),
            Case(
                name: "the default theme's accent, which this theme lacks",
                style: SiteStyle(light: [setting("accent", "#b4231a", line: 2), setting("paper", "#fff", line: 3)]),
                css: "",
                lines: [
                    "Content/site.yml:2:3: error: `style` sets `accent`, which is not a design token of the theme "
                        + "'plain' (its tokens: ink, paper)"
                ]),
            Case(
                name: "a misspelt token",
                style: SiteStyle(dark: [setting("papr", "#000", line: 4)]), css: "",
                lines: [
                    "Content/site.yml:4:3: error: `style.dark` sets `papr`, which is not a design token of the theme "
                        + "'plain'; did you mean `paper`? (its tokens: ink, paper)"
                ]),
            Case(name: "nothing set", style: SiteStyle(), css: "", lines: []),
        ])
    func make(_ input: Case) {
        let (css, diagnostics) = TokenStyleSheet.make(input.style, themeStylesheet: Self.stylesheet, themeName: "plain")
        #expect(css == input.css)
        #expect(diagnostics.map(\.description) == input.lines)
    }

    @Test("a theme whose stylesheet declares no token says so")
    func noTokens() {
        let style = SiteStyle(light: [Self.setting("accent", "#b4231a", line: 2)])
        let (css, diagnostics) = TokenStyleSheet.make(style, themeStylesheet: "body { color: red; }", themeName: "bare")
        #expect(css == "")
        #expect(
            diagnostics.map(\.description) == [
                "Content/site.yml:2:3: error: `style` sets `accent`, but the theme 'bare' declares no design tokens "
                    + "(custom properties in a `:root` rule of its stylesheet) for site.yml to set"
            ])
    }
}
