import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenRender

/// The design tokens read from a theme's stylesheet: the custom properties of its `:root`
/// rules, light at the top level and dark in `@media (prefers-color-scheme: dark)`.
@Suite("theme tokens: the custom properties of a stylesheet's :root rules")
struct ThemeTokensTests {
    /// The default theme's tokens.
    static func defaultTheme() throws -> ThemeTokens {
        let url = PackagePaths.root.appendingPathComponent("Sources/SitegenRender/DefaultTheme/style.css")
        return ThemeTokens(stylesheet: try String(contentsOf: url, encoding: .utf8))
    }

    @Test("the default theme's tokens and their light and dark values")
    func defaultTheme() throws {
        let tokens = try Self.defaultTheme()
        #expect(tokens.names == DesignTokenTests.defaultTokens)
        #expect(tokens.light["bg"] == "#ffffff" && tokens.dark["bg"] == "#111113")
        #expect(tokens.light["hl-keyword"] == "#9b2393" && tokens.dark["hl-keyword"] == "#ff7ab2")
        #expect(tokens.light["scrim"] == "rgb(0 0 0 / 0.72)" && tokens.dark["scrim"] == nil)
        #expect(tokens.value(of: "radius", dark: true) == "14px")
        #expect(tokens.light["mono"]?.hasPrefix("ui-monospace, SFMono-Regular, \"SF Mono\", Menlo,") == true)
    }

    /// A stylesheet and the tokens it declares: (name, light, dark).
    struct Sheet: Sendable, CustomTestStringConvertible {
        var name: String
        var css: String
        var tokens: [(String, String?, String?)]
        var testDescription: String { name }
    }

    @Test(
        "only :root rules declare tokens, and only a dark media query's are the dark scheme's",
        arguments: [
            Sheet(
                name: "comments, strings and other rules",
                css: """
                    /* :root { --no: 1; } */
                    body { --body: 1; content: ":root{--no:2}"; }
                    :root { --a: #fff; /* the page */ --b: "x;y" ; color-scheme: light dark; --c:calc(1px + 2px) }
                    """, tokens: [("a", "#fff", nil), ("b", "\"x;y\"", nil), ("c", "calc(1px + 2px)", nil)]),
            Sheet(
                name: "the dark scheme, and a token only another media query declares",
                css: """
                    :root { --a: #fff; }
                    @media ( prefers-color-scheme : dark ) { :root { --a: #000; } }
                    @media (min-width: 600px) { :root { --wide: 1px; } }
                    :root { --a: #eee; }
                    """, tokens: [("a", "#eee", "#000"), ("wide", nil, nil)]),
            Sheet(
                name: "a value over several lines, and a selector list",
                css: """
                    :root, .x { --no: 1; }
                    :root {
                      --font: a,
                        b;
                    }
                    """, tokens: [("font", "a, b", nil)]),
        ])
    func sheet(_ sheet: Sheet) {
        let tokens = ThemeTokens(stylesheet: sheet.css)
        #expect(tokens.names == sheet.tokens.map(\.0))
        for (name, light, dark) in sheet.tokens {
            #expect(tokens.light[name] == light, "\(name)")
            #expect(tokens.dark[name] == dark, "\(name)")
        }
    }
}
