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

/// The search index: Pagefind run after the pages, `search: false`, a missing Pagefind.
@Suite(
    "search: the Pagefind index and the search page", .serialized, .tags(.slow), .tier(.slow),
    .needs(.pythonPackages(["pagefind_bin"])))
struct SearchIndexTests {
    @Test("a build writes the index, the search page and a Search link on every page; the same input, the same bytes")
    func indexWritten() async throws {
        try await SiteSandbox.with(SearchSite.files()) { sandbox in
            let result = await SitePipeline().build(SearchSite.options(site: sandbox.site, output: sandbox.output))
            #expect(result.lines == [])
            let manager = FileManager.default
            for file in [
                "pagefind/pagefind.js", "pagefind/pagefind-ui.js", "pagefind/pagefind-ui.css", "search/index.html",
            ] {
                #expect(manager.fileExists(atPath: sandbox.output.appendingPathComponent(file).path), "\(file)")
            }
            let entry = try sandbox.outputText("pagefind/pagefind-entry.json")
            #expect(entry.contains("\"page_count\":12"), "only the 12 episode pages are indexed: \(entry)")
            for page in ["index.html", "episodes/episode-3/index.html", "tags/index.html", "404.html"] {
                #expect(try sandbox.outputText(page).contains("class=\"site-search\""), "\(page)")
            }
            let episode = try sandbox.outputText("episodes/episode-3/index.html")
            #expect(episode.contains("data-pagefind-body"))
            #expect(episode.contains("<span data-pagefind-filter=\"tag\">José Ibañez</span>"))
            #expect(episode.contains("data-pagefind-filter=\"collection\">Beta Show</a>"))
            // The same input gives the same bytes, index included: Pagefind 1.5 writes its filter
            // and metadata files from a hash map, in an order that varies from run to run
            // (Pagefind/pagefind#638); sitegen writes them again in an order of its own.
            let first = try SiteSandbox.snapshot(of: sandbox.output)
            for run in 1...3 {
                let again = sandbox.root.appendingPathComponent("Again\(run)")
                #expect(await SitePipeline().build(SearchSite.options(site: sandbox.site, output: again)).succeeded)
                #expect(try SiteSandbox.snapshot(of: again) == first, "run \(run)")
            }
            #expect(first.keys.contains { $0.hasPrefix("pagefind/filter/") })
        }
    }

    @Test("search: false writes no index, no search page and no Search link, and removes an earlier index")
    func searchOff() async throws {
        try await SiteSandbox.with(SearchSite.files()) { sandbox in
            let options = SearchSite.options(site: sandbox.site, output: sandbox.output)
            let session = SiteBuildSession()
            #expect(await session.build(options).succeeded)
            await session.waitForSearchIndex()
            #expect(FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("pagefind").path))
            try sandbox.write(SearchSite.files(search: false).filter { $0.key == "Content/site.yml" })
            #expect(await session.build(options).succeeded)
            await session.waitForSearchIndex()
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("pagefind").path))
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("search").path))
            #expect(!(try sandbox.outputText("index.html")).contains("site-search"))
        }
    }

    @Test("in a build session the index follows the pages: a new episode is in it after the rebuild")
    func sessionRefreshesIndex() async throws {
        try await SiteSandbox.with(SearchSite.files()) { sandbox in
            let options = SearchSite.options(site: sandbox.site, output: sandbox.output)
            let session = SiteBuildSession()
            #expect(await session.build(options).succeeded)
            #expect(await session.waitForSearchIndex() == nil)
            let before = try sandbox.outputText("pagefind/pagefind-entry.json")
            #expect(before.contains("\"page_count\":12"))
            try sandbox.write([
                "Content/episodes/013-e.md": Data("---\ntitle: Episode 13\ndate: 2024-03-01\n---\nNew.\n".utf8)
            ])
            #expect(await session.build(options).succeeded)
            #expect(await session.waitForSearchIndex() == nil)
            #expect(try sandbox.outputText("pagefind/pagefind-entry.json").contains("\"page_count\":13"))
        }
    }

    @Test("an alias inside pagefind/ is an error: the search index is written there")
    func aliasInIndex() async throws {
        var files = SearchSite.files()
        let path = "Content/episodes/01-e.md"
        let episode = String(decoding: try #require(files[path]), as: UTF8.self)
        files[path] = Data(
            episode.replacingOccurrences(
                of: "slug: episode-1\n", with: "slug: episode-1\naliases: [/pagefind/pagefind.js]\n"
            ).utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await SitePipeline().build(SearchSite.options(site: sandbox.site, output: sandbox.output))
            #expect(
                result.lines == [
                    "\(path):4:11: error: alias '/pagefind/pagefind.js/' is the path of a page or file the site has (pagefind/); remove the alias"
                ])
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }

    @Test("a missing Pagefind is an error naming the install command, and Output/ is left as it was")
    func missingPagefind() async throws {
        try await SiteSandbox.with(SearchSite.files()) { sandbox in
            var options = SearchSite.options(site: sandbox.site, output: sandbox.output)
            options.searchIndexer = SearchIndexer(command: ["/nonexistent/pagefind"])
            let result = await SitePipeline().build(options)
            #expect(!result.succeeded)
            #expect(result.lines.count == 1)
            #expect(
                result.lines.first?.hasPrefix(
                    "Content/site.yml:1:1: error: the site has search (the default), but Pagefind cannot run") == true)
            #expect(result.lines.first?.contains("python3 -m pip install pagefind-bin") == true)
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }
}
