import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenSite

/// What the build says of a path written with a space at its end, and of Hugo's people data
/// files copied into Content/.
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
                        + "(jane_doe.yml, john.json), which sitegen does not read: a person is "
                        + "Content/people/<slug>.md with a `name:`, the bio below its front matter; \(convert)",
                    "\(M.first):8:9: warning: 'jane_doe' in `guests` is not a person in Content/people/; "
                        + "Content/data/people/jane_doe.yml is a Hugo data file, which sitegen does not read: "
                        + "write it as Content/people/jane-doe.md (\(convert))",
                ], "\(result.lines)")
        }
    }
}
