import Foundation
import SitegenDiagnostics
import SitegenFormats
import SitegenPipeline
import SitegenRender
import Testing

/// `sitegen theme eject|diff|new` on the minimal site, through ``SiteTheme``.
@Suite("sitegen theme")
struct SiteThemeTests {
    static let card = "templates/cells/episode-card.mustache"

    static func theme(_ sandbox: SiteSandbox) throws -> SiteTheme {
        let (theme, problems) = SiteTheme.load(site: sandbox.site)
        return try #require(theme, "\(problems)")
    }

    @Test("eject copies the theme's bytes into Overrides/, refuses to write over them, and the site builds alike")
    func eject() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            let before = try SiteSandbox.snapshot(of: sandbox.output)
            let paths = [Self.card, "layouts/feed.yml", "theme.yml", "style.css", "i18n/en.yml", "i18n/de.yml"]
            let (written, problems) = try Self.theme(sandbox).eject(paths)
            #expect(problems.isEmpty, "\(problems)")
            #expect(
                written == [
                    "Overrides/\(Self.card)", "Overrides/layouts/feed.yml", "Overrides/theme.yml",
                    "Overrides/style.css",
                    "i18n/en.yml", "i18n/de.yml",
                ])
            let builtIn = try #require(Theme.builtInFolder)
            for path in paths where !path.hasPrefix("i18n/en") {
                let target = path.hasPrefix("i18n/") ? path : "Overrides/\(path)"
                #expect(
                    try Data(contentsOf: sandbox.site.appendingPathComponent(target))
                        == Data(contentsOf: builtIn.appendingPathComponent(path)), "\(path)")
            }
            // sitegen's English, written out, is every word as it was: the pages are the same bytes.
            #expect(await sandbox.build().succeeded)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == before)
            let again = try Self.theme(sandbox).eject([Self.card])
            #expect(again.written.isEmpty)
            #expect(
                again.problems.map(\.description) == [
                    "\(Self.card):1:1: error: Overrides/\(Self.card) exists; sitegen theme eject does not write over it (remove it first)"
                ])
        }
    }

    @Test(
        "eject names what the theme has when a path is not one of its files",
        arguments: [
            (
                "templates/cells/episode-crad.mustache",
                "; templates/cells/ holds: category.mustache, collection.mustache, episode-card.mustache,"
            ),
            ("templates/nothing/x.mustache", "; its files are under templates/, layouts/, i18n/ and assets/"),
            ("../Content/site.yml", "name a file by its path inside the theme, like templates/base.mustache"),
        ])
    func ejectMistakes(path: String, expected: String) async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let (written, problems) = try Self.theme(sandbox).eject([Self.card, path])
            #expect(written.isEmpty, "nothing is written when one path is wrong")
            #expect(problems.count == 1)
            #expect(problems.first.map { $0.description.hasPrefix("\(path):1:1: error: ") } == true)
            #expect(problems.first.map { $0.message.contains(expected) } == true, "\(problems)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.site.appendingPathComponent("Overrides").path))
        }
    }

    @Test("diff shows an edited override against the theme's file and names one that is still the same")
    func diff() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(try Self.theme(sandbox).eject([Self.card, "layouts/feed.yml"]).problems.isEmpty)
            let url = sandbox.site.appendingPathComponent("Overrides/\(Self.card)")
            let original = try String(contentsOf: url, encoding: .utf8)
            let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
            let edited = ([lines[0], "<!-- brand -->"] + lines.dropFirst()).joined(separator: "\n")
            try edited.write(to: url, atomically: true, encoding: .utf8)
            let output = try Self.theme(sandbox).overridesDifference
            #expect(output.hasPrefix("--- (built-in theme default)/\(Self.card)\n+++ Overrides/\(Self.card)\n@@ -1,"))
            #expect(output.contains("\n+<!-- brand -->\n"))
            #expect(output.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count == 3)
            #expect(output.hasSuffix("same as the theme's: Overrides/layouts/feed.yml\n"))
        }
    }

    @Test("new --extends default makes a theme that builds the same pages; a second new of the name is refused")
    func newTheme() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            let before = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(
                SiteTheme.makeTheme(named: "brand", extending: "default", site: sandbox.site)
                    == .success("Themes/brand"))
            let site = sandbox.site.appendingPathComponent(MinimalSite.siteYML)
            try (String(contentsOf: site, encoding: .utf8) + "theme: brand\n").write(
                to: site, atomically: true, encoding: .utf8)
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == before)
            #expect(try Self.theme(sandbox).lookupOrder == ["Themes/brand", "(built-in theme default)"])
            let again = SiteTheme.makeTheme(named: "brand", extending: nil, site: sandbox.site)
            #expect(
                again
                    == .failure(
                        .error("Themes/brand exists; choose another name or edit that theme", at: .start(of: "brand"))))
            let copy = SiteTheme.makeTheme(named: "full", extending: nil, site: sandbox.site)
            #expect(copy == .success("Themes/full"))
            let copied = try SiteSandbox.snapshot(of: sandbox.site.appendingPathComponent("Themes/full"))
            #expect(copied.count == (try SiteSandbox.snapshot(of: try #require(Theme.builtInFolder))).count)
        }
    }
}

/// `LineDiff` against GNU `diff -u`: each `Fixtures/line-diff/X.diff` was written by
/// `diff -u --label old --label new X.old X.new`.
@Suite("LineDiff")
struct LineDiffTests {
    static let folder = Bundle.module.url(forResource: "Fixtures/line-diff", withExtension: nil)!

    @Test("the unified diff is GNU diff's", arguments: ["a", "b", "c", "d", "e", "f"])
    func matchesGNUDiff(name: String) throws {
        func text(_ suffix: String) throws -> String {
            try String(contentsOf: Self.folder.appendingPathComponent("\(name).\(suffix)"), encoding: .utf8)
        }
        #expect(
            LineDiff(from: try text("old"), to: try text("new")).unified(old: "old", new: "new") == (try text("diff")))
    }
}
