import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenTestSupport
import Testing

@testable import SitegenRender

/// The contrast check of `style:`'s colours: WCAG 2's relative luminance and contrast ratio
/// against published values, the CSS colours it reads and those it leaves alone, and the
/// default theme's own pairs.
@Suite("contrast: WCAG 2 ratios of the colours site.yml gives")
struct ContrastCheckTests {
    @Test(
        "the ratio of two colours is WCAG's",
        arguments: [
            // WebAIM's contrast checker and WCAG's own examples.
            ("#777", "#fff", 4.48), ("#777777", "#ffffff", 4.48), ("#767676", "#ffffff", 4.54),
            ("#595959", "#ffffff", 7.0), ("#000", "#fff", 21), ("#fff", "#fff", 1), ("#ff0000", "#ffffff", 4.0),
            ("#0000ff", "#ffffff", 8.59), ("#ffcc00", "#ffffff", 1.51),
            // The default theme's comments: --muted on --bg, --accent on --bg.
            ("#5f5f66", "#ffffff", 6.33), ("#0062c4", "#ffffff", 5.93), ("#a6a6ae", "#111113", 7.8),
        ])
    func ratio(_ text: String, _ background: String, _ expected: Double) throws {
        let one = try #require(CSSColor(text))
        let other = try #require(CSSColor(background))
        #expect(abs(CSSColor.contrast(one, other) - expected) < 0.006, "\(CSSColor.contrast(one, other))")
        #expect(CSSColor.contrast(one, other) == CSSColor.contrast(other, one))
    }

    @Test(
        "CSS colours are read in every spelling a token has",
        arguments: [
            ("#b4231a", "#b4231a"), ("#B4231A", "#b4231a"), ("#fc0", "#ffcc00"), ("#fc0f", "#ffcc00"),
            ("#b4231aff", "#b4231a"), ("rgb(180, 35, 26)", "#b4231a"), ("rgb(180 35 26)", "#b4231a"),
            ("rgba(180, 35, 26, 1)", "#b4231a"), ("rgb(180 35 26 / 100%)", "#b4231a"), ("RGB(100% 0% 0%)", "#ff0000"),
            ("white", "#ffffff"), ("  black ", "#000000"),
        ])
    func reads(_ value: String, _ hex: String) throws {
        let color = try #require(CSSColor(value))
        #expect(color == CSSColor(hex))
    }

    @Test(
        "a value that is no opaque colour is left alone",
        arguments: [
            "var(--accent)", "hsl(0 0% 40%)", "#00000080", "rgb(0 0 0 / 0.72)", "rgba(0,0,0,.5)", "transparent",
            "currentColor", "rebeccapurple", "#12345", "#ggg", "rgb(1, 2)", "6px", "",
        ])
    func skips(_ value: String) {
        #expect(CSSColor(value) == nil)
    }

    @Test(
        "a ratio is shown with up to two decimals, never rounded up to 4.5",
        arguments: [
            (4.478, "4.48"), (4.496, "4.49"), (4.5, "4.5"), (1.512, "1.51"), (21, "21"), (3.1, "3.1"), (2.04, "2.04"),
        ])
    func format(_ ratio: Double, _ shown: String) {
        #expect(ContrastCheck.format(ratio) == shown)
    }

    @Test("the default theme's own colours keep 4.5:1 on every pair that carries text, light and dark")
    func defaultThemePasses() throws {
        let tokens = try ThemeTokensTests.defaultTheme()
        for pair in ContrastCheck.textPairs {
            for dark in [false, true] {
                let text = try #require(tokens.value(of: pair.text, dark: dark).flatMap(CSSColor.init))
                let background = try #require(tokens.value(of: pair.background, dark: dark).flatMap(CSSColor.init))
                #expect(CSSColor.contrast(text, background) >= ContrastCheck.minimum, "\(pair) dark: \(dark)")
            }
        }
    }

    @Test("a site that sets no colour, or a theme without the pairs' tokens, gets no warning")
    func nothingToCheck() throws {
        let position = SourcePosition(file: "Content/site.yml", line: 7, column: 11)
        let radius = SiteStyle.Setting(token: "radius", value: "6px", namePosition: position, valuePosition: position)
        let tokens = try ThemeTokensTests.defaultTheme()
        #expect(ContrastCheck.warnings(for: SiteStyle(light: [radius]), tokens: tokens) == [])
        let yellow = SiteStyle.Setting(
            token: "accent", value: "#ffcc00", namePosition: position, valuePosition: position)
        let own = ThemeTokens(stylesheet: ":root { --accent: #fff; --paper: #fff; }")
        #expect(ContrastCheck.warnings(for: SiteStyle(light: [yellow]), tokens: own) == [])
    }
}
