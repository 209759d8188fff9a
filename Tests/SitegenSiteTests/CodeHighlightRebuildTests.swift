import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenHighlight
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Serve's rebuilds and highlighting: editing a code block highlights that episode again and
/// renders its page only, and the output equals a full build.
@Suite("editing a code block re-highlights only that episode", .serialized, .tags(.slow), .tier(.slow))
struct CodeHighlightRebuildTests {
    @Test("a changed line in a Swift block re-renders the episode's page alone")
    func codeEdit() async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-code-edit")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Content"), to: site.appendingPathComponent("Content"))
        let output = site.appendingPathComponent("Output")
        let options = SiteBuildOptions(source: site, output: output, now: 1_900_000_000)
        let session = SiteBuildSession()
        #expect(await session.build(options).succeeded)

        let name = "001-from-completion-handlers-to-async-await.md"
        let file = site.appendingPathComponent("Content/episodes/\(name)")
        let text = try String(contentsOf: file, encoding: .utf8)
        let fence = try #require(text.range(of: "```swift\n"))
        var edited = text
        edited.insert(contentsOf: "@MainActor let editedByTheTest = 42\n", at: fence.upperBound)
        try edited.write(to: file, atomically: false, encoding: .utf8)
        let watched = site.appendingPathComponent("Content").resolvingSymlinksInPath().path + "/episodes/" + name
        let result = await session.build(options, changedPaths: [watched])

        #expect(result.succeeded)
        #expect(result.statistics.onlyEpisodeTextsChanged)
        #expect(result.statistics.filesParsed == 1)
        #expect(result.statistics.pagesRendered == 1, "pages rendered: \(result.statistics.pagesRendered)")
        #expect(result.changedPaths.count == 1 && result.changedPaths.first?.hasPrefix("episodes/") == true)
        let page = try String(
            contentsOf: output.appendingPathComponent(try #require(result.changedPaths.first)), encoding: .utf8)
        #expect(
            page.contains(
                "<span class=\"hl-attr\">@MainActor</span> <span class=\"hl-kw\">let</span> "
                    + "<span class=\"hl-decl\">editedByTheTest</span> = <span class=\"hl-num\">42</span>"))

        // The edited block's tokens reach the cache file at the next full build.
        let settings = site.appendingPathComponent("Content").resolvingSymlinksInPath().path + "/site.yml"
        let everything = await session.build(options, changedPaths: [settings])
        #expect(everything.succeeded && !everything.statistics.onlyEpisodeTextsChanged)
        let cache = SwiftHighlightCache(
            data: try Data(contentsOf: site.appendingPathComponent("Cache/highlight/swift.bin")))
        let body = edited[fence.upperBound...]
        let block = String(body[..<(try #require(body.range(of: "```"))).lowerBound])
        #expect(cache.lookup(SwiftHighlightCache.key(block)) != nil, "the edited block is in the cache file")

        let full = site.appendingPathComponent("Full")
        #expect(await SitePipeline().build(SiteBuildOptions(source: site, output: full, now: 1_900_000_000)).succeeded)
        let (a, b) = (try FolderSnapshot.of(output), try FolderSnapshot.of(full))
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a.keys.filter { a[$0] != b[$0] }.isEmpty)
    }
}
