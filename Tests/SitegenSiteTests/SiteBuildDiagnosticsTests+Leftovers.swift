import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// What the build says of a path written with a space at its end, of Hugo's people data files
/// copied into Content/ (data files, which make no people), and what `sitegen check` says of a
/// site-absolute link to a file whose name holds `#`.
extension SiteBuildDiagnosticsTests {
    @Test(
        "a front-matter path with a space at either end is read trimmed, with a warning at the space",
        arguments: [
            (
                M.first, "thumbnail: images/first.svg", "thumbnail: \" images/first.svg\"",
                "\(M.first):8:13: warning: `thumbnail` ' images/first.svg' begins with a space; it is read as "
                    + "'images/first.svg' (a file's path has none there)"
            ),
            (
                M.first, "thumbnail: images/first.svg", "thumbnail: 'images/first.svg  '",
                "\(M.first):8:29: warning: `thumbnail` 'images/first.svg  ' ends with a space; it is read as "
                    + "'images/first.svg' (a file's path has none there)"
            ),
            (
                M.collection, "order: 1", "order: 1\nthumbnail: \"\timages/first.svg\"",
                "\(M.collection):5:13: warning: `thumbnail` '\\timages/first.svg' begins with a tab; it is read "
                    + "as 'images/first.svg' (a file's path has none there)"
            ),
        ])
    func spaceAroundPath(path: String, old: String, new: String, warning: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.replace(path, old, new)]) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [warning], "\(result.lines)")
            #expect(result.succeeded)
        }
    }

    @Test("Hugo's data/people/ in Content/ is a warning, and a guest named by its file says so")
    func hugoPeopleData() async throws {
        let edits: [SiteEdit] = [
            .write("Content/data/people/jane_doe.yml", "name: Jane Doe\nbio: Writes things.\n"),
            .write("Content/data/people/john.json", "{\"name\": \"John\"}\n"),
            .replace(M.first, "tags: [swift, intro]", "tags: [swift, intro]\nguests: [jane_doe]"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            let convert = "`sitegen import hugo` makes Content/people/ of a Hugo site's data/people/"
            #expect(
                result.lines == [
                    "Content/data/people/jane_doe.yml:1:1: warning: Content/data/people/ holds 2 Hugo data files "
                        + "(jane_doe.yml, john.json), which templates read as data but sitegen makes no people of: "
                        + "a person is "
                        + "Content/people/<slug>.md with a `name:`, the bio below its front matter; \(convert)",
                    "\(M.first):8:10: warning: 'jane_doe' in `guests` is not a person in Content/people/; "
                        + "Content/data/people/jane_doe.yml is a Hugo data file, which templates read as data but "
                        + "which is no person: write it as Content/people/jane-doe.md (\(convert))",
                ], "\(result.lines)")
        }
    }

    @Test("Hugo's data/hosts.yml in Content/ is a warning too")
    func hugoPeopleDataFile() async throws {
        let edits: [SiteEdit] = [.write("Content/data/hosts.yml", "jane:\n  name: Jane\n")]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            #expect(
                result.lines == [
                    "Content/data/hosts.yml:1:1: warning: Content/data/ holds 1 Hugo data file (hosts.yml), which "
                        + "templates read as data but sitegen makes no people of: a person is Content/people/<slug>.md "
                        + "with a `name:`, the bio below its front matter; `sitegen import hugo` makes Content/people/ "
                        + "of a Hugo site's data/people/"
                ], "\(result.lines)")
        }
    }

    @Test(
        "a guest or host written as a mapping (Hugo's `{id: …}`, `{name: …}`) is an error naming the entry",
        arguments: [
            (
                "guests:\n  - id: jane_doe",
                "\(M.first):9:5: error: each item of `guests` is a person's slug or "
                    + "name, not a mapping: write `- jane_doe` (its `id`)"
            ),
            (
                "hosts: [{name: Jane Doe, url: https://jane.example.org}]",
                "\(M.first):8:9: error: each item of "
                    + "`hosts` is a person's slug or name, not a mapping: write `- Jane Doe` (its `name`; links go in "
                    + "Content/people/jane-doe.md)"
            ),
        ])
    func personAsMapping(line: String, error: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [
            .replace(M.first, "tags: [swift, intro]", "tags: [swift, intro]\n" + line)
        ]) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [error], "\(result.lines)")
            #expect(!result.succeeded)
        }
    }

    @Test(
        "sitegen check says how to link a file whose name holds #, ? or % from the site's root",
        arguments: [
            ("a#b.svg", "/images/a#b.svg", "the site has no images/a", "/images/a%23b.svg"),
            ("a?b.svg", "/images/a?b.svg", "the site has no images/a", "/images/a%3Fb.svg"),
            ("50%20off.svg", "/images/50%20off.svg", "the site has no images/50 off.svg", "/images/50%2520off.svg"),
        ])
    func siteAbsoluteLiteralLink(name: String, link: String, problem: String, encoded: String) async throws {
        let edits: [SiteEdit] = [
            .writeData("Content/images/\(name)", MinimalSite.files[M.thumbnail]!),
            .replace(M.first, "The first episode's body.", "The first episode's body. [x](<\(link)>)"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let site = try #require(result.site)
            let report = await LinkCheck(output: sandbox.output, site: site, source: sandbox.site).run()
            #expect(
                report.diagnostics.map(\.description) == [
                    "\(M.first):10:32: error: broken link '\(link)': \(problem); the file 'images/\(name)' is linked "
                        + "as '\(encoded)'"
                ])
        }
    }
}
