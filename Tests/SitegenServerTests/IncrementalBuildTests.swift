import Foundation
import SitegenSite
import SitegenTestSupport
import Testing

@Suite("incremental rebuilds equal full builds byte for byte", .serialized)
struct IncrementalBuildTests {
    /// Every file under a folder, by relative path, and every folder as `path/` (so that a
    /// folder a rebuild left empty, or a stray temporary file, shows as a difference).
    func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                files[isFolder.boolValue ? path + "/" : path] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
            }
        }
        return files
    }

    func expectSame(_ incremental: URL, _ site: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let full = site.appendingPathComponent("Full")
        let result = await SiteGenerator().build(SiteBuildOptions(source: site, output: full, now: 1_900_000_000))
        #expect(result.succeeded, sourceLocation: sourceLocation)
        let (a, b) = (try snapshot(incremental), try snapshot(full))
        #expect(a.keys.sorted() == b.keys.sorted(), sourceLocation: sourceLocation)
        let different = a.keys.filter { a[$0] != b[$0] }.sorted()
        #expect(different.isEmpty, "differ: \(different.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test("edit, add, remove and rename episodes; edit site.yml")
    func equalsFullBuild() async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-incremental")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Content"), to: site.appendingPathComponent("Content"))
        let output = site.appendingPathComponent("Output")
        let options = SiteBuildOptions(source: site, output: output, now: 1_900_000_000)
        let generator = IncrementalSiteGenerator()
        #expect(await generator.build(options).succeeded)
        let episodes = site.appendingPathComponent("Content/episodes")
        let names = try FileManager.default.contentsOfDirectory(atPath: episodes.path).filter { $0.hasSuffix(".md") }.sorted()
        let first = episodes.appendingPathComponent(names[0])

        let text = try String(contentsOf: first, encoding: .utf8)
        try text.replacingOccurrences(of: "title: ", with: "title: Edited ").write(to: first, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        let statistics = await generator.lastStatistics
        #expect(statistics.filesParsed == 1, "only the edited episode is parsed again")
        #expect(statistics.filesChanged < 60, "only the changed files are written (\(statistics.filesChanged))")
        #expect(statistics.pagesRendered > 0 && statistics.pagesRendered < 60, "only the pages that show the episode are rendered (\(statistics.pagesRendered))")
        try await expectSame(output, site)

        // A change deep in the body (not the summary) re-renders the episode's own page only.
        let edited = try String(contentsOf: first, encoding: .utf8)
        try (edited + "\nA closing paragraph added by the test.\n").write(to: first, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        let rendered = await generator.lastStatistics.pagesRendered
        #expect(rendered == 1, "pages rendered: \(rendered)")
        try await expectSame(output, site)
        try edited.write(to: first, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)

        try FileManager.default.moveItem(at: episodes.appendingPathComponent(names[1]), to: episodes.appendingPathComponent("999-renamed.md"))
        try FileManager.default.removeItem(at: episodes.appendingPathComponent(names[2]))
        let added = text.replacingOccurrences(of: "title: ", with: "title: Added ").split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("slug:") }.joined(separator: "\n")
        try added.write(to: episodes.appendingPathComponent("998-added.md"), atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        #expect(await generator.lastStatistics.filesParsed == 2, "the renamed and the added file")
        try await expectSame(output, site)
        let siteYML = site.appendingPathComponent("Content/site.yml")
        let yml = try String(contentsOf: siteYML, encoding: .utf8)
        try yml.replacingOccurrences(of: "title: ", with: "title: Renamed ").write(to: siteYML, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        try await expectSame(output, site)

        // The site's own copy of the theme, then an edit to one template and one cell template:
        // every page that uses them is rendered again.
        let theme = site.appendingPathComponent("Themes/default")
        try FileManager.default.createDirectory(at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Sources/SitegenSite/DefaultTheme"), to: theme)
        #expect(await generator.build(options).succeeded)
        try await expectSame(output, site)
        for template in ["templates/base.mustache", "templates/cells/episode-card.mustache"] {
            let file = theme.appendingPathComponent(template)
            let source = try String(contentsOf: file, encoding: .utf8)
            try source.replacingOccurrences(of: "href=", with: "data-edited=\"yes\" href=").write(to: file, atomically: true, encoding: .utf8)
            #expect(await generator.build(options).succeeded)
            try await expectSame(output, site)
        }
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("data-edited"), "the edited templates were used")
    }
}
