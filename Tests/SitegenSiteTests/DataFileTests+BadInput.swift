import Foundation
import SitegenPipeline
import Testing

/// Broken data files: each case of `Fixtures/data-files/bad/` is a folder of files put into the
/// fixture site's `Content/`, and `expected.txt`, the exact diagnostics the build must print.
extension DataFileTests {
    static let badCases: [String] = {
        let folder = fixtures.appendingPathComponent("data-files/bad")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }()

    @Test("the broken data files' cases are read") func badCasesAreRead() {
        #expect(Self.badCases.count >= 10, "\(Self.badCases)")
    }

    @Test("a broken data file is an error at its place, and Output/ is left as it was", arguments: badCases)
    func badDataFile(_ name: String) async throws {
        let folder = Self.fixtures.appendingPathComponent("data-files/bad/\(name)")
        var broken = try SiteSandbox.snapshot(of: folder)
        let expected = try #require(
            broken.removeValue(forKey: "expected.txt").flatMap { String(data: $0, encoding: .utf8) }
        )
        .split(separator: "\n").map(String.init)
        #expect(!broken.isEmpty && !expected.isEmpty, "the case has files and diagnostics")
        try await SiteSandbox.with(try Self.siteFiles()) { sandbox in
            #expect(await sandbox.build().succeeded)
            let before = try SiteSandbox.snapshot(of: sandbox.output)
            try sandbox.write(Dictionary(uniqueKeysWithValues: broken.map { ("Content/" + $0.key, $0.value) }))
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(result.lines == expected, "\(result.lines)")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == before, "the output changed")
        }
    }

    @Test("a file of another kind in Content/data/ is a warning, and is not published")
    func otherFile() async throws {
        var files = try Self.siteFiles()
        files["Content/data/notes.txt"] = Data("Notes to self.\n".utf8)
        files["Content/data/sponsor.yml~"] = Data("an editor's backup\n".utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            #expect(
                result.lines == [
                    "Content/data/notes.txt:1:1: warning: 'notes.txt' is not a data file (.yml, .yaml, .toml, .json) "
                        + "and is ignored: files in Content/data/ are read by templates, not published"
                ], "\(result.lines)")
            for path in ["data/notes.txt", "data/sponsor.yml~"] {
                #expect(!FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent(path).path))
            }
        }
    }
}
