import Foundation
import SitegenPipeline
import SitegenTestSupport
import Testing

/// What each file of a build read, kept in `Cache/rendered/pages.bin`: the next build renders
/// only the files whose inputs changed, takes the others from the output, and writes what a
/// fresh build writes. A file changed in the output by hand, or a damaged archive, is rendered
/// again.
@Suite struct KeptPagesTests {
    static let archive = "Cache/rendered/pages.bin"

    /// How many episodes and edits: more in the `edits` tier (`make test`).
    static var size: (episodes: Int, edits: Int) {
        TestTier.edits.isSelected ? (120, 40) : (16, 12)
    }

    @Test("a second build renders nothing and writes the same output", arguments: ParsedFilesArchiveTests.sites)
    func secondBuild(_ site: String) async throws {
        try await SiteSandbox.with(try ParsedFilesArchiveTests.files(of: site)) { sandbox in
            let first = await sandbox.build()
            #expect(first.succeeded, "\(first.lines)")
            #expect(first.statistics.pagesRendered > 0)
            if site == "podcast" { #expect(first.statistics.podcastItemsMade > 0) }
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            let archive = sandbox.site.appendingPathComponent(Self.archive)
            let bytes = try Data(contentsOf: archive)

            let second = await sandbox.build()
            #expect(second.succeeded)
            #expect(second.statistics.pagesRendered == 0)
            // No feed is rendered, so no podcast item is made.
            #expect(second.statistics.podcastItemsMade == 0)
            #expect(second.lines == first.lines)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
            // Nothing changed: the archive is the one read.
            #expect(try Data(contentsOf: archive) == bytes)
        }
    }

    @Test("random edits: each build that takes the last one's pages writes what a fresh build writes")
    func randomEdits() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-kept-pages")
        defer { try? FileManager.default.removeItem(at: folder) }
        var site = try EditableSite(folder: folder, theme: "default", episodes: Self.size.episodes)
        let options = SiteBuildOptions(
            source: folder, output: folder.appendingPathComponent("Output"), now: 1_900_000_000)
        #expect(await SitePipeline().build(options).succeeded)
        var generator = SplitMix64(seed: 29)
        var (rendered, fresh) = (0, 0)
        for step in 0..<Self.size.edits {
            let edit = try site.randomEdit(using: &generator)
            if let undo = edit.undo {
                let before = try FolderSnapshot.of(options.output)
                #expect(!(await SitePipeline().build(options).succeeded), "step \(step): the mistake built")
                #expect(try FolderSnapshot.of(options.output) == before, "step \(step): the mistake changed the output")
                _ = try undo()
            }
            let result = await SitePipeline().build(options)
            #expect(result.succeeded, "step \(step) (\(edit.kind)): \(result.diagnostics.prefix(3))")
            let output = folder.appendingPathComponent("Fresh")
            let cache = folder.appendingPathComponent("FreshCache")
            for url in [output, cache] { try? FileManager.default.removeItem(at: url) }
            let expected = await SitePipeline().build(
                SiteBuildOptions(source: folder, output: output, now: options.now, imageCache: cache))
            #expect(expected.succeeded)
            let (a, b) = (try FolderSnapshot.of(options.output), try FolderSnapshot.of(output))
            let different = Set(a.keys).symmetricDifference(b.keys).union(
                a.keys.filter { b[$0] != nil && a[$0] != b[$0] })
            #expect(different.isEmpty, "step \(step) (\(edit.kind)) differs: \(different.sorted().prefix(5))")
            if !different.isEmpty { break }
            rendered += result.statistics.pagesRendered
            fresh += expected.statistics.pagesRendered
        }
        #expect(rendered < fresh / 2, "the builds rendered \(rendered) files, fresh builds \(fresh)")
    }

    @Test("a file changed in the output, and every file after a damaged archive, is rendered again")
    func changedOutputAndDamagedArchive() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let first = await sandbox.build()
            #expect(first.succeeded)
            let written = try SiteSandbox.snapshot(of: sandbox.output)

            let page = sandbox.output.appendingPathComponent("episodes/first/index.html")
            try Data("changed by hand".utf8).write(to: page)
            let again = await sandbox.build()
            #expect(again.statistics.pagesRendered == 1)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)

            let archive = sandbox.site.appendingPathComponent(Self.archive)
            var bytes = try Data(contentsOf: archive)
            bytes[bytes.count - 3] ^= 0x20
            try bytes.write(to: archive)
            let damaged = await sandbox.build()
            #expect(damaged.succeeded)
            #expect(damaged.statistics.pagesRendered == first.statistics.pagesRendered)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
            #expect(try Data(contentsOf: archive) != bytes, "a damaged archive is written anew")
        }
    }
}
