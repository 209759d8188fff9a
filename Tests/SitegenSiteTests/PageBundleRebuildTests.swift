import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// What `sitegen serve` does after edits inside a page bundle: the changed paths the watcher
/// reports go through `SiteBuildSession`, and each rebuild's output equals a full build's.
@Suite("Page bundles rebuilt by a build session (serve)", .tags(.slow), .tier(.slow))
struct PageBundleRebuildTests {
    /// A copy of the bundles fixture in a temporary folder, built once by a session.
    struct Served {
        let root: URL
        let session = SiteBuildSession()
        var site: URL { root.appendingPathComponent("site") }
        var options: SiteBuildOptions {
            SiteBuildOptions(source: site, output: root.appendingPathComponent("Output"), now: SiteSandbox.now)
        }

        /// Writes a file of the site and gives the path the watcher reports for it.
        func write(_ relative: String, _ data: Data) throws -> String {
            let url = site.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            return site.resolvingSymlinksInPath().path + "/" + relative
        }

        /// Rebuilds after `paths` changed and checks the output against a full build's.
        func rebuild(
            _ paths: [String], at sourceLocation: SourceLocation = #_sourceLocation
        ) async throws
            -> SiteBuildResult
        {
            let result = await session.build(options, changedPaths: paths)
            #expect(result.succeeded, "\(result.diagnostics)", sourceLocation: sourceLocation)
            let full = root.appendingPathComponent("Full")
            try? FileManager.default.removeItem(at: full)
            let fullResult = await SitePipeline().build(
                SiteBuildOptions(source: site, output: full, now: SiteSandbox.now))
            #expect(fullResult.succeeded, sourceLocation: sourceLocation)
            let (served, built) = (try SiteSandbox.snapshot(of: options.output), try SiteSandbox.snapshot(of: full))
            #expect(served.keys.sorted() == built.keys.sorted(), sourceLocation: sourceLocation)
            let different = served.keys.filter { served[$0] != built[$0] }.sorted()
            #expect(different.isEmpty, "differ: \(different.prefix(5))", sourceLocation: sourceLocation)
            return result
        }

        /// The text of an output file.
        func page(_ path: String) throws -> String {
            try String(contentsOf: options.output.appendingPathComponent(path), encoding: .utf8)
        }
    }

    @Test("replace a bundle's picture, edit its index.md, add a file: each rebuild equals a full build")
    func editsInsideABundle() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sandbox = SiteSandbox(root: root)
        try sandbox.write(try PageBundleTests.fixture())
        let served = Served(root: root)
        #expect(await served.session.build(served.options).succeeded)
        let before = try served.page("episodes/april-update/index.html")

        // The cover replaced by another picture: new variants, the page and the cells show them.
        let cover = MediaFileBytes.png(width: 800, height: 450, red: 220, green: 30, blue: 30)
        var result = try await served.rebuild([try served.write("Content/episodes/april-update/cover.png", cover)])
        let after = try served.page("episodes/april-update/index.html")
        #expect(after != before, "the poster's variants changed")
        #expect(after.contains("width=\"800\" height=\"450\""))
        let published = served.options.output.appendingPathComponent("episodes/april-update/cover.png")
        #expect(FileManager.default.contents(atPath: published.path) == cover)
        #expect(result.changedPaths.contains("index.html"), "the home page's cell shows the new cover")

        // A body edit of the bundle's index.md: the quick path, as for any episode file.
        let index = "Content/episodes/april-update/index.md"
        let text = try String(contentsOf: served.site.appendingPathComponent(index), encoding: .utf8)
        result = try await served.rebuild([try served.write(index, Data((text + "\nA closing line.\n").utf8))])
        #expect(result.statistics.onlyEpisodeTextsChanged)
        #expect(try served.page("episodes/april-update/index.html").contains("A closing line."))

        // A new file and the body that shows it, in one burst.
        let sketch = MediaFileBytes.png(width: 300, height: 300, red: 10, green: 200, blue: 10)
        result = try await served.rebuild([
            try served.write("Content/episodes/april-update/sketch.png", sketch),
            try served.write(index, Data((text + "\n![A sketch](sketch.png)\n").utf8)),
        ])
        #expect(try served.page("episodes/april-update/index.html").contains("assets/images/sketch-"))

        // A body that names a file the bundle lacks fails; the last good output stays.
        let missing = await served.session.build(
            served.options,
            changedPaths: [try served.write(index, Data((text + "\n![Gone](gone.png)\n").utf8))])
        #expect(!missing.succeeded)
        #expect(
            missing.diagnostics.map(\.description).contains {
                $0.hasPrefix("Content/episodes/april-update/index.md:18:1: error: 'gone.png' is not a file")
            }, "\(missing.diagnostics)")
        #expect(try served.page("episodes/april-update/index.html").contains("assets/images/sketch-"))
    }
}
