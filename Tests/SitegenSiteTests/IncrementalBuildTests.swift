import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

@Suite("incremental rebuilds equal full builds byte for byte", .serialized, .tags(.slow), .tier(.slow))
struct IncrementalBuildTests {
    /// A temporary folder holding a copy of the sample site's Content/.
    func sampleSiteCopy(_ prefix: String) throws -> URL {
        let site = try PackagePaths.temporaryFolder(prefix)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Content"), to: site.appendingPathComponent("Content"))
        return site
    }

    func expectSame(
        _ incremental: URL, _ site: URL, now: Int = 1_900_000_000, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let full = site.appendingPathComponent("Full")
        let result = await SitePipeline().build(SiteBuildOptions(source: site, output: full, now: now))
        #expect(result.succeeded, sourceLocation: sourceLocation)
        let (a, b) = (try FolderSnapshot.of(incremental), try FolderSnapshot.of(full))
        #expect(a.keys.sorted() == b.keys.sorted(), sourceLocation: sourceLocation)
        let different = a.keys.filter { a[$0] != b[$0] }.sorted()
        #expect(different.isEmpty, "differ: \(different.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test("edit, add, remove and rename episodes; edit site.yml")
    func equalsFullBuild() async throws {
        let site = try sampleSiteCopy("sitegen-incremental")
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("Output")
        let options = SiteBuildOptions(source: site, output: output, now: 1_900_000_000)
        let generator = SiteBuildSession()
        #expect(await generator.build(options).succeeded)
        let episodes = site.appendingPathComponent("Content/episodes")
        let names = try FileManager.default.contentsOfDirectory(atPath: episodes.path).filter { $0.hasSuffix(".md") }
            .sorted()
        let first = episodes.appendingPathComponent(names[0])

        let text = try String(contentsOf: first, encoding: .utf8)
        try text.replacingOccurrences(of: "title: ", with: "title: Edited ").write(
            to: first, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        let statistics = await generator.lastResult!.statistics
        #expect(statistics.filesParsed == 1, "only the edited episode is parsed again")
        #expect(statistics.filesChanged < 60, "only the changed files are written (\(statistics.filesChanged))")
        #expect(
            statistics.pagesRendered > 0 && statistics.pagesRendered < 60,
            "only the pages that show the episode are rendered (\(statistics.pagesRendered))")
        try await expectSame(output, site)

        // A change deep in the body (not the summary) re-renders the episode's own page and, when
        // the episode is in it, the podcast feed, which carries the show notes; nothing else.
        let edited = try String(contentsOf: first, encoding: .utf8)
        try (edited + "\nA closing paragraph added by the test.\n").write(to: first, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        let bodyEdit = await generator.lastResult!
        let page = try #require(bodyEdit.changedPaths.first { $0.hasPrefix("episodes/") })
        let feed = try String(contentsOf: output.appendingPathComponent("podcast.xml"), encoding: .utf8)
        let inFeed = feed.contains("/\(page.dropLast("index.html".count))</link>")
        #expect(bodyEdit.changedPaths == (inFeed ? [page, "podcast.xml"] : [page]), "\(bodyEdit.changedPaths)")
        #expect(bodyEdit.statistics.pagesRendered == bodyEdit.changedPaths.count)
        try await expectSame(output, site)
        try edited.write(to: first, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)

        try FileManager.default.moveItem(
            at: episodes.appendingPathComponent(names[1]), to: episodes.appendingPathComponent("999-renamed.md"))
        try FileManager.default.removeItem(at: episodes.appendingPathComponent(names[2]))
        let added = text.replacingOccurrences(of: "title: ", with: "title: Added ").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .filter { !$0.hasPrefix("slug:") }.joined(separator: "\n")
        try added.write(to: episodes.appendingPathComponent("998-added.md"), atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        #expect(await generator.lastResult!.statistics.filesParsed == 2, "the renamed and the added file")
        try await expectSame(output, site)
        let siteYML = site.appendingPathComponent("Content/site.yml")
        let yml = try String(contentsOf: siteYML, encoding: .utf8)
        try yml.replacingOccurrences(of: "title: ", with: "title: Renamed ").write(
            to: siteYML, atomically: true, encoding: .utf8)
        #expect(await generator.build(options).succeeded)
        try await expectSame(output, site)

        // The site's own copy of the theme, then an edit to one template and one cell template:
        // every page that uses them is rendered again.
        let theme = site.appendingPathComponent("Themes/default")
        try FileManager.default.createDirectory(
            at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Sources/SitegenRender/DefaultTheme"), to: theme)
        #expect(await generator.build(options).succeeded)
        try await expectSame(output, site)
        for template in ["templates/base.mustache", "templates/cells/episode-card.mustache"] {
            let file = theme.appendingPathComponent(template)
            let source = try String(contentsOf: file, encoding: .utf8)
            try source.replacingOccurrences(of: "href=", with: "data-edited=\"yes\" href=").write(
                to: file, atomically: true, encoding: .utf8)
            #expect(await generator.build(options).succeeded)
            try await expectSame(output, site)
        }
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("data-edited"), "the edited templates were used")
    }

    @Test(
        "edits to episodes' texts (bodies, titles, summaries) only re-render the pages that show them; anything else builds the whole site; both equal a full build"
    )
    func textEdits() async throws {
        let site = try sampleSiteCopy("sitegen-body-edits")
        defer { try? FileManager.default.removeItem(at: site) }
        let episodes = site.appendingPathComponent("Content/episodes")
        // An episode dated after the build's clock: it appears once the clock passes its date.
        let names = try FileManager.default.contentsOfDirectory(atPath: episodes.path).filter { $0.hasSuffix(".md") }
            .sorted()
        let model = try String(contentsOf: episodes.appendingPathComponent(names[3]), encoding: .utf8)
        let future = model.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("date:")
                ? "date: 2030-06-01" : line.hasPrefix("slug:") ? "slug: from-the-future" : String(line)
        }.joined(separator: "\n")
        try future.write(to: episodes.appendingPathComponent("990-future.md"), atomically: true, encoding: .utf8)
        let output = site.appendingPathComponent("Output")
        var options = SiteBuildOptions(source: site, output: output, now: 1_900_000_000)
        let generator = SiteBuildSession()
        #expect(await generator.build(options).succeeded)
        let watched = site.appendingPathComponent("Content").resolvingSymlinksInPath().path + "/episodes/"
        func edit(_ name: String, _ change: (String) -> String) throws -> String {
            let file = episodes.appendingPathComponent(name)
            try change(try String(contentsOf: file, encoding: .utf8)).write(
                to: file, atomically: false, encoding: .utf8)
            return watched + name
        }
        func rebuild(
            _ paths: [String], fast: Bool, sourceLocation: SourceLocation = #_sourceLocation
        ) async throws -> SiteBuildResult {
            #expect(await generator.build(options, changedPaths: paths).succeeded, sourceLocation: sourceLocation)
            let result = try #require(await generator.lastResult)
            #expect(result.statistics.onlyEpisodeTextsChanged == fast, sourceLocation: sourceLocation)
            try await expectSame(output, site, now: options.now, sourceLocation: sourceLocation)
            return result
        }

        // A closing paragraph: the episode's own page (and its neighbours' if its reading time moved).
        var result = try await rebuild(
            [try edit(names[0]) { $0 + "\nA closing paragraph added by the test.\n" }], fast: true)
        #expect(
            result.statistics.filesParsed == 1 && result.statistics.pagesRendered >= 1
                && result.statistics.pagesRendered < 5, "\(result.statistics.pagesRendered)")
        // The same text again (a touch): nothing changes.
        result = try await rebuild([watched + names[0]], fast: true)
        #expect(result.changedPaths.isEmpty)
        // A new first paragraph: the summary changes, so every page showing the episode's card and the feed.
        let noSummary = try #require(
            try names.first {
                !(try String(contentsOf: episodes.appendingPathComponent($0), encoding: .utf8)).contains("\nsummary:")
            })
        result = try await rebuild(
            [
                try edit(noSummary) { text in
                    let parts = text.components(separatedBy: "\n---\n")
                    return parts[0] + "\n---\n\nA brand new first paragraph, which becomes the summary.\n\n"
                        + parts.dropFirst().joined(separator: "\n---\n")
                }
            ], fast: true)
        #expect(result.changedPaths.contains("feed.xml"))
        #expect(result.statistics.pagesRendered > 1, "\(result.statistics.pagesRendered)")
        // Two bodies at once, one of them twice in the burst.
        let two = [try edit(names[2]) { $0 + "\nMore.\n" }, try edit(names[4]) { $0 + "\nMore.\n" }]
        _ = try await rebuild(two + [two[0]], fast: true)
        // An atomic save: a temporary file renamed over the episode.
        let temporary = episodes.appendingPathComponent(names[3] + ".tmp-4711")
        try
            (try String(contentsOf: episodes.appendingPathComponent(names[3]), encoding: .utf8)
            + "\nSaved atomically.\n")
            .write(to: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary.path, episodes.appendingPathComponent(names[3]).path) == 0)
        _ = try await rebuild([watched + names[3] + ".tmp-4711", watched + names[3]], fast: true)
        // An editor's save that keeps the old text as a backup (`name~`, emacs' habit): the backup
        // is no content, so the edit is still a body edit.
        let backup = episodes.appendingPathComponent(names[1] + "~")
        try FileManager.default.copyItem(at: episodes.appendingPathComponent(names[1]), to: backup)
        _ = try await rebuild(
            [watched + names[1] + "~", try edit(names[1]) { $0 + "\nSaved by emacs.\n" }], fast: true)
        try FileManager.default.removeItem(at: backup)
        // A file that the last build read and that is gone now: the whole site.
        try FileManager.default.removeItem(at: episodes.appendingPathComponent(names[10]))
        _ = try await rebuild([watched + names[10]], fast: false)
        // A new title: the pages that show it, the site's structure kept.
        result = try await rebuild(
            [try edit(names[5]) { $0.replacingOccurrences(of: "title: ", with: "title: Retitled ") }], fast: true)
        #expect(result.changedPaths.contains("feed.xml"))
        // Any other value of the front matter (a tag): the whole site.
        _ = try await rebuild(
            [try edit(names[5]) { $0.replacingOccurrences(of: "  - actors\n", with: "  - retagged\n") }], fast: false)
        // An old address, then a new title, which its redirect page shows too.
        _ = try await rebuild(
            [
                try edit(names[5]) {
                    $0.replacingOccurrences(of: "\ntitle: ", with: "\naliases: [/old/address/]\ntitle: ")
                }
            ],
            fast: false)
        _ = try await rebuild(
            [try edit(names[5]) { $0.replacingOccurrences(of: "title: Retitled ", with: "title: Renamed ") }],
            fast: true)
        let redirect = try String(
            contentsOf: output.appendingPathComponent("old/address/index.html"), encoding: .utf8)
        #expect(redirect.contains("Renamed"), "the redirect page shows the new title")
        _ = try await rebuild([try edit(names[6]) { $0 + "\nMore.\n" }], fast: true)
        // A body edit together with another file of Content/: the whole site.
        _ = try await rebuild(
            [
                try edit(names[7]) { $0 + "\nMore.\n" },
                site.appendingPathComponent("Content/site.yml").resolvingSymlinksInPath().path,
            ], fast: false)
        // The clock passed the future episode's date: the whole site, which now shows it.
        options.now = 1_920_000_000
        _ = try await rebuild([try edit(names[8]) { $0 + "\nMore.\n" }], fast: false)
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("episodes/from-the-future/index.html").path))
        _ = try await rebuild([try edit(names[8]) { $0 + "\nMore again.\n" }], fast: true)
        // A broken body edit? Bodies cannot break; a broken front matter is an error, then a fix.
        #expect(
            await !generator.build(
                options, changedPaths: [try edit(names[9]) { $0.replacingOccurrences(of: "title:", with: "title: [") }]
            ).succeeded)
        _ = try await rebuild(
            [try edit(names[9]) { $0.replacingOccurrences(of: "title: [", with: "title:") }], fast: false)
        _ = try await rebuild([try edit(names[9]) { $0 + "\nMore.\n" }], fast: true)
    }

    @Test("a rebuild says what changed: nothing, the stylesheet alone, or pages")
    func outputChange() async throws {
        let site = try sampleSiteCopy("sitegen-change")
        defer { try? FileManager.default.removeItem(at: site) }
        let theme = site.appendingPathComponent("Themes/default")
        try FileManager.default.createDirectory(
            at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Sources/SitegenRender/DefaultTheme"), to: theme)
        let options = SiteBuildOptions(source: site, output: site.appendingPathComponent("Output"), now: 1_900_000_000)
        let session = SiteBuildSession()
        #expect(await session.build(options).succeeded)
        #expect(await session.build(options).change == .none, "nothing changed")
        let css = theme.appendingPathComponent("style.css")
        try (try String(contentsOf: css, encoding: .utf8) + "\n.edited { color: red; }\n").write(
            to: css, atomically: true, encoding: .utf8)
        let stylesheet = await session.build(options, changedPaths: [css.path])
        guard case .stylesheet(let path) = stylesheet.change else {
            Issue.record("a CSS edit is a stylesheet change, not \(stylesheet.change)")
            return
        }
        #expect(stylesheet.changedPaths.contains(path) && path.hasPrefix("assets/site."))
        // The stylesheet and an image of Content/ in one burst: the pages must reload.
        try (try String(contentsOf: css, encoding: .utf8) + "\n.again { color: blue; }\n").write(
            to: css, atomically: true, encoding: .utf8)
        let logo = site.appendingPathComponent("Content/images/logo.svg")
        try (try String(contentsOf: logo, encoding: .utf8) + "<!-- edited -->\n").write(
            to: logo, atomically: true, encoding: .utf8)
        #expect(await session.build(options, changedPaths: [css.path, logo.path]).change == .pages)
        // A layout file changes the stylesheet and the pages' markup: a reload.
        let layout = theme.appendingPathComponent("layouts/list.yml")
        let text = try String(contentsOf: layout, encoding: .utf8)
        try text.replacingOccurrences(of: "interGroupSpacing: 16", with: "interGroupSpacing: 18").write(
            to: layout, atomically: true, encoding: .utf8)
        #expect(await session.build(options, changedPaths: [layout.path]).change == .pages)
    }
}
