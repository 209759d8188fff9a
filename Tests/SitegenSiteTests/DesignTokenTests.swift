import Foundation
import SitegenOutput
import SitegenPipeline
import Testing

/// `style:` in site.yml: the tokens it sets appended after the theme's stylesheet, its mistakes
/// at their place, and its colours' contrast. Each case's site.yml is a file of
/// `Fixtures/design-tokens/`, put into the minimal site.
@Suite("design tokens: site.yml's style in the stylesheet, its mistakes and its contrast")
struct DesignTokenTests {
    typealias M = MinimalSite

    /// One site.yml and what building the minimal site with it must do.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The fixture's name, without `.yml`.
        var fixture: String
        /// The exact diagnostic lines.
        var lines: [String]
        /// Whether the build succeeds.
        var succeeds = true
        /// Texts the site's stylesheet holds after the theme's rules.
        var css: [String] = []

        var testDescription: String { fixture }
    }

    /// The end of each message about a pair under 4.5:1.
    static let underAA = "under the 4.5:1 WCAG AA needs for text"
    /// The hint of a dark-scheme warning about a value site.yml gives both schemes.
    static func darkHint(_ token: String) -> String {
        "; `style.dark` can give the dark scheme its own `\(token)`"
    }

    static let cases = [
        Case(
            fixture: "brand", lines: [],
            css: [":root{--accent:#b4231a;--radius:6px}@media (prefers-color-scheme:dark){:root{--accent:#ff8a80}}"]),
        Case(
            fixture: "no-colours", lines: [],
            css: [
                ":root{--accent:var(--focus);--font:\"Inter\",system-ui,sans-serif;--muted:hsl(0 0% 40%)}"
                    + "@media (prefers-color-scheme:dark){:root{--bg:#00000080}}"
            ]),
        Case(
            fixture: "low-contrast",
            lines: [
                "\(M.siteYML):7:11: warning: accent #ffcc00 on bg #ffffff has a contrast of 1.51:1, \(underAA)",
                "\(M.siteYML):7:11: warning: accent #ffcc00 on surface #f3f3f6 has a contrast of 1.37:1, \(underAA)",
                "\(M.siteYML):7:11: warning: accent-fg #ffffff on accent #ffcc00 has a contrast of 1.51:1, \(underAA)",
            ],
            css: [":root{--accent:#ffcc00}"]),
        Case(
            fixture: "light-only",
            lines: [
                "\(M.siteYML):7:11: warning: in the dark scheme, accent #b4231a on bg #111113 has a contrast of 2.87:1, "
                    + underAA + darkHint("accent"),
                "\(M.siteYML):7:11: warning: in the dark scheme, accent #b4231a on surface #1e1e22 has a contrast of "
                    + "2.53:1, \(underAA)\(darkHint("accent"))",
                "\(M.siteYML):7:11: warning: in the dark scheme, accent-fg #0b0b0c on accent #b4231a has a contrast of "
                    + "2.99:1, \(underAA)\(darkHint("accent"))",
            ],
            css: [":root{--accent:#b4231a}"]),
        Case(
            fixture: "unknown-token",
            lines: [
                "\(M.siteYML):8:3: error: `style` sets `acent`, which is not a design token of the theme 'default'; "
                    + "did you mean `accent`? (its tokens: \(defaultTokens.joined(separator: ", ")))"
            ],
            succeeds: false),
        Case(
            fixture: "breaking-value",
            lines: [
                "\(M.siteYML):7:11: error: `style.accent` holds '}', which would open or close a CSS rule; "
                    + "give one CSS value such as \"#b4231a\" or 6px"
            ],
            succeeds: false),
        Case(
            fixture: "unquoted-colour",
            lines: [
                "\(M.siteYML):7:3: error: `style.accent` has no value; quote a colour written with '#' "
                    + "(`accent: \"#b4231a\"`), or YAML reads the rest of the line as a comment"
            ],
            succeeds: false),
    ]

    /// The default theme's tokens, as an unknown token's error lists them.
    static let defaultTokens = [
        "accent", "accent-fg", "bg", "code-bg", "code-block-bg", "fg", "focus", "font", "gutter", "hl-attribute",
        "hl-comment", "hl-declaration", "hl-del-bg", "hl-function", "hl-ins-bg", "hl-keyword", "hl-line-bg",
        "hl-number", "hl-plain", "hl-preprocessor", "hl-string", "hl-type", "hl-url", "hl-variable", "line", "mark",
        "mono", "muted", "on-scrim", "panel-padding", "prose", "radius", "radius-pill", "radius-s",
        "scrim", "shadow", "surface", "surface-2", "wide",
    ]

    /// A fixture's text.
    static func fixture(_ name: String) throws -> String {
        let url = try #require(
            Bundle.module.url(forResource: "Fixtures/design-tokens/\(name)", withExtension: "yml"), "no fixture \(name)"
        )
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The site's stylesheet in an output folder.
    static func stylesheet(in output: URL) throws -> String {
        let assets = output.appendingPathComponent("assets")
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: assets.path).first {
                $0.hasPrefix("site.") && $0.hasSuffix(".css")
            })
        return try String(contentsOf: assets.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("site.yml's style builds as it must", arguments: cases)
    func style(_ input: Case) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(M.siteYML, try Self.fixture(input.fixture))]) {
            sandbox in
            for (path, data) in SiteBuildDiagnosticsTests.sentinel {
                try FixtureFiles.write(data, at: path, into: sandbox.output)
            }
            let result = await sandbox.build()
            #expect(result.lines == input.lines, "\(result.lines.joined(separator: "\n"))")
            #expect(result.succeeded == input.succeeds)
            guard input.succeeds else {
                let output = try SiteSandbox.snapshot(of: sandbox.output)
                #expect(output == SiteBuildDiagnosticsTests.sentinel, "the output folder changed")
                return
            }
            let css = try Self.stylesheet(in: sandbox.output)
            let themeAccent = try #require(css.range(of: "--accent:#0062c4"), "the theme's own tokens are there")
            for text in input.css {
                let range = try #require(css.range(of: text), "the stylesheet has \(text)")
                #expect(range.lowerBound > themeAccent.upperBound, "\(text) comes after the theme's rules")
            }
        }
    }

    @Test("the same settings in another order make the same stylesheet, build after build")
    func deterministic() async throws {
        var sheets: [String] = []
        for fixture in ["brand", "brand-reordered", "brand"] {
            try await SiteSandbox.with(minimalSiteEditedBy: [.write(M.siteYML, try Self.fixture(fixture))]) {
                sandbox in
                #expect(await sandbox.build().succeeded)
                sheets.append(try Self.stylesheet(in: sandbox.output))
            }
        }
        #expect(Set(sheets).count == 1)
    }

    @Test("an edit of style under serve swaps the stylesheet alone, and equals a full build")
    func serveSwapsStylesheet() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.write(M.siteYML, try Self.fixture("brand"))]) { sandbox in
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let session = SiteBuildSession()
            #expect(await session.build(options).succeeded)
            let siteYML = sandbox.site.appendingPathComponent(M.siteYML)
            try Self.fixture("brand").replacingOccurrences(of: "#b4231a", with: "#8a1c14").write(
                to: siteYML, atomically: true, encoding: .utf8)
            let rebuilt = await session.build(options, changedPaths: [siteYML.path])
            #expect(rebuilt.lines == [])
            guard case .stylesheet = rebuilt.change else {
                Issue.record("a style edit is a stylesheet change, not \(rebuilt.change)")
                return
            }
            let css = try Self.stylesheet(in: sandbox.output)
            #expect(css.contains(":root{--accent:#8a1c14;--radius:6px}"))
            let incremental = try SiteSandbox.snapshot(of: sandbox.output)
            let full = sandbox.root.appendingPathComponent("Full")
            #expect(await sandbox.build(output: full).succeeded)
            #expect(try SiteSandbox.snapshot(of: full) == incremental)
        }
    }

    @Test("a site.yml without style builds the theme's stylesheet as it is")
    func noStyle() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: []) { sandbox in
            #expect(await sandbox.build().succeeded)
            let css = try Self.stylesheet(in: sandbox.output)
            #expect(css.components(separatedBy: "--accent:").count == 3, "the theme's light and dark accent only")
        }
    }
}
