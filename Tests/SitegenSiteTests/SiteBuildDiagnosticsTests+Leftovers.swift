import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenSite

/// What the build says of Hugo's people data files copied into Content/.
extension SiteBuildDiagnosticsTests {
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
