import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The archive and the paginated listings: pages, their navigation, the sitemap, and rebuilds
/// that renumber pages.
@Suite("pagination of the archive and every listing", .tags(.slow), .tier(.slow))
struct PaginationTests {
    /// The numbers on each archive page of a 23-episode site at 5 a page, newest first.
    @Test("the archive lists every episode newest first, 5 a page, with Page N of M and rel prev/next")
    func archivePages() async throws {
        try await SiteSandbox.with(PaginationSite.files(episodes: 23, pageSize: 5)) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            var seen: [Int] = []
            for page in 1...5 {
                let path = page == 1 ? "episodes/index.html" : "episodes/page/\(page)/index.html"
                let html = try sandbox.outputText(path)
                let numbers = Self.episodeNumbers(in: html)
                #expect(numbers.count == (page == 5 ? 3 : 5), "page \(page): \(numbers)")
                seen += numbers
                #expect(html.contains("<p class=\"pagination-label\">Page \(page) of 5</p>"))
                #expect(html.contains("rel=\"prev\"") == (page > 1), "page \(page)")
                #expect(html.contains("rel=\"next\"") == (page < 5), "page \(page)")
                if page > 1 {
                    let previous = page == 2 ? "episodes/" : "episodes/page/\(page - 1)/"
                    #expect(html.contains("<link rel=\"prev\" href=\"../../../\(previous)\">"))
                    #expect(html.contains("<title>All episodes (page \(page) of 5) · Paged</title>"))
                }
                if page < 5 {
                    #expect(
                        html.contains(
                            "<link rel=\"next\" href=\"\(page == 1 ? "../" : "../../../")episodes/page/\(page + 1)/\">")
                    )
                }
            }
            #expect(seen == Array((1...23).reversed()), "every episode once, newest first")
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("episodes/page/6").path))
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("episodes/page/1").path))
            let sitemap = try sandbox.outputText("sitemap.xml")
            for page in 2...5 {
                #expect(sitemap.contains("<loc>https://example.org/shows/episodes/page/\(page)/</loc>"))
            }
            // The tag on every episode is paginated the same way; the collection follows its order (oldest first).
            let tag = try sandbox.outputText("tags/swift/page/5/index.html")
            #expect(Self.episodeNumbers(in: tag) == [3, 2, 1])
            let show = try sandbox.outputText("collections/the-show/page/2/index.html")
            #expect(Self.episodeNumbers(in: show) == [6, 7, 8, 9, 10])
            #expect(!show.contains("collection-body"), "the collection's introduction is on its first page only")
            #expect(try sandbox.outputText("collections/the-show/index.html").contains("collection-body"))
        }
    }

    @Test(
        "the page links are a window: first, last and two either side, with gaps",
        arguments: [
            (1, 1, [1]), (1, 3, [1, 2, 3]), (1, 43, [1, 2, 3, 43]), (20, 43, [1, 18, 19, 20, 21, 22, 43]),
            (43, 43, [1, 41, 42, 43]), (4, 7, [1, 2, 3, 4, 5, 6, 7]),
        ])
    func window(number: Int, count: Int, expected: [Int]) {
        #expect(SiteRenderer.pageWindow(around: number, count: count) == expected)
    }

    @Test("adding and removing episodes in serve renumbers every listing's pages, equal to a full build")
    func renumbering() async throws {
        try await SiteSandbox.with(PaginationSite.files(episodes: 10, pageSize: 5)) { sandbox in
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let session = SiteBuildSession()
            #expect(await session.build(options).succeeded)
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("episodes/page/3").path))
            try sandbox.write([PaginationSite.path(11): PaginationSite.episode(11)])
            #expect(await session.build(options).succeeded)
            let third = try sandbox.outputText("episodes/page/3/index.html")
            #expect(Self.episodeNumbers(in: third) == [1])
            #expect(try Self.episodeNumbers(in: sandbox.outputText("episodes/index.html")) == [11, 10, 9, 8, 7])
            try await Self.expectSameAsFullBuild(sandbox)
            try FileManager.default.removeItem(at: sandbox.site.appendingPathComponent(PaginationSite.path(3)))
            #expect(await session.build(options).succeeded)
            #expect(
                !FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("episodes/page/3").path))
            try await Self.expectSameAsFullBuild(sandbox)
        }
    }

    @Test(
        "slugs are readable ASCII: transliterated, symbols spelled out",
        arguments: [
            ("josé ibañez", "jose-ibanez"), ("José Ibañez", "jose-ibanez"), ("C++", "c-plus-plus"), ("c+", "c-plus"),
            ("C#", "c-sharp"), ("F#", "f-sharp"), ("c", "c"), ("Q&A", "q-and-a"), ("R&D", "r-and-d"),
            ("#hashtag", "hashtag"), ("Straße", "strasse"), ("Ærøskøbing", "aeroskobing"), ("Łódź", "lodz"),
            ("Привет мир", "privet-mir"), ("日本語", "ri-ben-yu"), ("Ελληνικά", "ellenika"), ("Swift 6.2", "swift-6-2"),
            ("  --Swift--UI--  ", "swift-ui"), ("😀", "untitled"), ("", "untitled"), ("node.js", "node-js"),
            // At most 200 characters, cut at the last dash within them (in "ri-b" of the 29th "ri-ben").
            (String(repeating: "日本", count: 100), Array(repeating: "ri-ben", count: 28).joined(separator: "-") + "-ri"),
            (String(repeating: "a", count: 300), String(repeating: "a", count: 200)),
        ])
    func slug(name: String, expected: String) {
        #expect(slugify(name) == expected)
    }

    @Test("names that make the same slug get -2 and a warning where the second is used")
    func sharedSlugs() async throws {
        var files = PaginationSite.files(episodes: 2, pageSize: 5)
        files[PaginationSite.path(2)] = Data(
            String(decoding: PaginationSite.episode(2), as: UTF8.self).replacingOccurrences(
                of: "tags: [Swift, \"Tag 2\"]", with: "tags: [swift]"
            ).utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            #expect(
                result.lines == [
                    "Content/episodes/0002-episode.md:6:7: warning: 'swift' and 'Swift' make the same slug `swift`; 'swift' gets `swift-2` (write the name the same way everywhere to make them one)"
                ])
            let second = try sandbox.outputText("tags/swift-2/index.html")
            #expect(second.contains("#swift"))
        }
    }

    static func expectSameAsFullBuild(
        _ sandbox: SiteSandbox, sourceLocation: SourceLocation = #_sourceLocation
    )
        async throws
    {
        let full = sandbox.root.appendingPathComponent("Full")
        defer { try? FileManager.default.removeItem(at: full) }
        #expect(await sandbox.build(output: full).succeeded, sourceLocation: sourceLocation)
        let (a, b) = (try SiteSandbox.snapshot(of: sandbox.output), try SiteSandbox.snapshot(of: full))
        #expect(a.keys.sorted() == b.keys.sorted(), sourceLocation: sourceLocation)
        let different = a.keys.filter { a[$0] != b[$0] }.sorted()
        #expect(different.isEmpty, "differ: \(different.prefix(5))", sourceLocation: sourceLocation)
    }

    /// The numbers of the episode cells on a page, in order (`Episode 12` → 12).
    static func episodeNumbers(in html: String) -> [Int] {
        html.components(separatedBy: "-title\">Episode ").dropFirst().compactMap {
            Int($0.prefix { $0.isNumber })
        }
    }
}
