import Foundation
import SitegenPipeline
import SitegenTestSupport
import Testing

/// `sitegen serve`'s rebuilds with render hooks: adding, editing and removing a hook renders the
/// bodies again, a body edit alone is written through the hooks, and every rebuild equals a
/// full build (the site of `Fixtures/render-hooks/`).
@Suite("render hooks under rebuilds")
struct RenderHookIncrementalTests {
    /// One step: what it changes (paths relative to the site folder: new text, or `nil` to
    /// remove), what the episode page must then hold, and whether the Markdown files are parsed.
    struct Step: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String?]
        var episodeHolds: [String]
        var parsesAll: Bool
        var onlyBodies = false
        var testDescription: String { name }
    }

    static let hooks = "Themes/hooks/templates/render/"
    static let episode = "Content/episodes/001-hooks.md"

    static func hook(_ name: String) throws -> String {
        try String(
            contentsOf: RenderHookTests.fixtures.appendingPathComponent("hooks/\(name)/\(name).mustache"),
            encoding: .utf8)
    }

    static func steps() throws -> [Step] {
        let link = try hook("link")
        let episode = try String(
            contentsOf: RenderHookTests.fixtures.appendingPathComponent("site/\(Self.episode)"), encoding: .utf8)
        return [
            Step(
                name: "a link hook added", files: [hooks + "link.mustache": link],
                episodeHolds: ["class=\"external\" rel=\"noopener\""], parsesAll: true),
            Step(
                name: "the hook edited",
                files: [hooks + "link.mustache": link.replacingOccurrences(of: "external", with: "away")],
                episodeHolds: ["class=\"away\" rel=\"noopener\""], parsesAll: false),
            Step(
                name: "a body edited", files: [Self.episode: episode + "\nSee [more](https://example.net/).\n"],
                episodeHolds: ["<a href=\"https://example.net/\" class=\"away\""], parsesAll: false, onlyBodies: true),
            Step(
                name: "an image hook added", files: [hooks + "image.mustache": try hook("image")],
                episodeHolds: ["<figcaption>The setup</figcaption>", "class=\"away\""], parsesAll: false),
            Step(
                name: "every hook removed", files: [hooks + "link.mustache": nil, hooks + "image.mustache": nil],
                episodeHolds: ["<a href=\"https://example.net/\">more</a>"], parsesAll: true),
        ]
    }

    @Test("each rebuild equals a full build and shows the hooks of the moment")
    func rebuilds() async throws {
        try await SiteSandbox.with(try RenderHookTests.files(hooks: "none")) { sandbox in
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let session = SiteBuildSession()
            #expect(await session.build(options).succeeded)
            for step in try Self.steps() {
                var changed: [String] = []
                for (path, text) in step.files {
                    let url = sandbox.site.appendingPathComponent(path)
                    if let text {
                        try FixtureFiles.write(Data(text.utf8), at: path, into: sandbox.site)
                    } else {
                        try FileManager.default.removeItem(at: url)
                    }
                    changed.append(url.resolvingSymlinksInPath().path)
                }
                let result = await session.build(options, changedPaths: changed)
                #expect(result.succeeded, "\(step.name): \(result.diagnostics)")
                #expect(result.statistics.onlyEpisodeTextsChanged == step.onlyBodies, "\(step.name)")
                #expect(
                    (result.statistics.filesParsed > 1) == step.parsesAll,
                    "\(step.name): parsed \(result.statistics.filesParsed)")
                let page = try sandbox.outputText("episodes/hooks/index.html")
                for text in step.episodeHolds { #expect(page.contains(text), "\(step.name): \(text) in\n\(page)") }

                let full = sandbox.root.appendingPathComponent("Full")
                try? FileManager.default.removeItem(at: full)
                #expect(await sandbox.build(output: full).succeeded)
                let (rebuilt, built) = (try FolderSnapshot.of(sandbox.output), try FolderSnapshot.of(full))
                #expect(rebuilt.keys.sorted() == built.keys.sorted(), "\(step.name)")
                let different = rebuilt.keys.filter { rebuilt[$0] != built[$0] }.sorted()
                #expect(different.isEmpty, "\(step.name): \(different)")
            }
        }
    }
}
