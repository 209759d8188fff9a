import Foundation
import SitegenPipeline
import Testing

/// Each render input is compared as one value whose `==` the compiler writes (a ``FeedEntry``, a
/// page, a person, an episode's media): an edit of any field a page shows reaches that page on a
/// `sitegen serve` rebuild, with no list of fields to keep by hand. The cases are
/// `Fixtures/snapshot-inputs/edits.json`, over the site beside it.
@Suite("render inputs are compared as whole values")
struct RenderInputSnapshotTests {
    /// One edit: a line of a file replaced, and the text the output file must then show.
    struct Edit: Decodable, Sendable, CustomTestStringConvertible {
        var input: String
        var file: String
        var old: String
        var new: String
        var output: String
        var shows: String

        var testDescription: String { "\(input): \(file) shows '\(shows)' in \(output)" }
    }

    static let fixture = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("snapshot-inputs")

    static let edits: [Edit] = {
        let data = (try? Data(contentsOf: fixture.appendingPathComponent("edits.json"))) ?? Data("[]".utf8)
        return (try? JSONDecoder().decode([Edit].self, from: data)) ?? []
    }()

    @Test("the fixture's edits are read") func editsAreRead() {
        #expect(Self.edits.count >= 6)
    }

    @Test("a build session's rebuild shows the edit, and equals a full build", arguments: edits)
    func editReachesItsPage(_ edit: Edit) async throws {
        let content = try SiteSandbox.snapshot(of: Self.fixture.appendingPathComponent("site/Content"))
        let files = Dictionary(uniqueKeysWithValues: content.map { ("Content/" + $0.key, $0.value) })
        try await SiteSandbox.with(files) { sandbox in
            let session = SiteBuildSession()
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let first = await session.build(options)
            #expect(first.succeeded, "\(first.diagnostics)")
            #expect(try !sandbox.outputText(edit.output).contains(edit.shows), "the fixture does not show it yet")

            let url = sandbox.site.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(edit.old))
            try Data(text.replacingOccurrences(of: edit.old, with: edit.new).utf8).write(to: url)
            let changed = sandbox.site.resolvingSymlinksInPath().path + "/" + edit.file
            let rebuilt = await session.build(options, changedPaths: [changed])
            #expect(rebuilt.succeeded, "\(rebuilt.diagnostics)")
            #expect(try sandbox.outputText(edit.output).contains(edit.shows), "the rebuild shows the edit")

            try await sandbox.expectOutputIsAFullBuild()
        }
    }
}
