import Foundation
import SitegenDiagnostics
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `podcast.feedAliases`: the feed written again at the addresses it had before the show moved
/// to sitegen, so that apps subscribed there keep getting episodes.
@Suite(.tags(.slow), .tier(.slow)) struct PodcastFeedAliasTests {
    @Test("the site's feed and a show's are written at each of their old paths, byte for byte")
    func copies() async throws {
        var edits = PodcastPublishingTests.edits(
            podcast: ["feedAliases: [/feed/podcast.xml, /feed/, /old/show.rss]"], collection: "basics")
        edits.append(
            .replace(MinimalSite.collection, "order: 1", "order: 1\npodcast: {author: Grace, feedAliases: /basics.xml}")
        )
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let feed = try #require(files["podcast.xml"])
            #expect(FeedElements.read(feed).itemCount == 3)
            for path in ["feed/podcast.xml", "feed/index.html", "old/show.rss"] {
                #expect(files[path] == feed, "\(path)")
            }
            let show = try #require(files["collections/basics/podcast.xml"])
            #expect(files["basics.xml"] == show)
            #expect(show != feed)
        }
    }

    @Test("an old path holds the feed's own bytes, not a second rendering of them")
    func sharedBytes() async throws {
        try await SiteSandbox.with(
            minimalSiteEditedBy: PodcastPublishingTests.edits(podcast: ["feedAliases: [/feed/podcast.xml, /rss/]"])
        ) { sandbox in
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let result = await SitePipeline().build(options)
            #expect(result.diagnostics.map(\.description) == [])
            let pages = try #require(result.keptUntilExit.compactMap { $0 as? RenderedPages }.first)
            func buffer(_ path: String) throws -> UnsafeRawPointer? {
                let file = try #require(pages.files.first { $0.path == path }, "\(path)")
                return file.data.withUnsafeBytes { $0.baseAddress }
            }
            let feed = try buffer("podcast.xml")
            #expect(feed != nil)
            #expect(try buffer("feed/podcast.xml") == feed)
            #expect(try buffer("rss/index.html") == feed)
        }
    }

    /// The podcast edits with `atomFeed:` written before `baseURL` (line 5).
    static func movingAtom(_ value: String, podcast: [String] = []) -> [SiteEdit] {
        PodcastPublishingTests.edits(podcast: podcast) + [
            .replace(
                MinimalSite.siteYML, "baseURL: https://example.org/",
                "atomFeed: \(value)\nbaseURL: https://example.org/")
        ]
    }

    @Test("with the Atom feed moved by atomFeed:, the podcast feed keeps an old address at /feed.xml")
    func feedXML() async throws {
        try await SiteSandbox.with(
            minimalSiteEditedBy: Self.movingAtom("/atom.xml", podcast: ["feedAliases: /feed.xml"])
        ) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let feed = try #require(files["podcast.xml"])
            #expect(files["feed.xml"] == feed)
            let atom = String(decoding: try #require(files["atom.xml"]), as: UTF8.self)
            #expect(atom.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\""))
            #expect(
                atom.contains(
                    "<link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.org/atom.xml\"/>"))
            let home = String(decoding: try #require(files["index.html"]), as: UTF8.self)
            #expect(home.contains("type=\"application/atom+xml\" title=\"Test Site\" href=\"./atom.xml\""))
            #expect(home.contains("<a href=\"./atom.xml\">Atom feed</a>"))
            #expect(!home.contains("feed.xml"))
            let episode = String(decoding: try #require(files["episodes/show-1/index.html"]), as: UTF8.self)
            #expect(episode.contains("href=\"../../atom.xml\""))
        }
    }

    @Test("serve's rebuild after atomFeed: changes moves the Atom feed")
    func atomMovedUnderServe() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: Self.movingAtom("/feeds/atom.xml")) { sandbox in
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let session = SiteBuildSession()
            #expect(await session.build(options).diagnostics.map(\.description) == [])
            #expect(try SiteSandbox.snapshot(of: sandbox.output)["feeds/atom.xml"] != nil)
            let file = sandbox.site.appendingPathComponent(MinimalSite.siteYML)
            let text = try String(contentsOf: file, encoding: .utf8)
            try text.replacingOccurrences(of: "atomFeed: /feeds/atom.xml\n", with: "").write(
                to: file, atomically: false, encoding: .utf8)
            let result = await session.build(options, changedPaths: [file.resolvingSymlinksInPath().path])
            #expect(result.diagnostics.map(\.description) == [])
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(files["feeds/atom.xml"] == nil)
            #expect(files["feed.xml"] != nil)
            #expect(String(decoding: files["index.html"] ?? Data(), as: UTF8.self).contains("href=\"./feed.xml\""))
        }
    }

    @Test(
        "an atomFeed: that is not an .xml path of the site, or one the site writes, is an error at its place",
        arguments: [
            (
                "/feed/",
                "5:11: error: `atomFeed` must be the path of an .xml file of the site, like /atom.xml, not '/feed/'"
            ),
            (
                "atom.json",
                "5:11: error: `atomFeed` must be the path of an .xml file of the site, like /atom.xml, not 'atom.json'"
            ),
            (
                "https://example.org/atom.xml",
                "5:11: error: `atomFeed` must be a plain path (letters, digits, '-', '_', '.', '/'), not 'https://example.org/atom.xml'"
            ),
            ("/a/../atom.xml", "5:11: error: `atomFeed` '/a/../atom.xml' must not contain '.' or '..' segments"),
            (
                "/podcast.xml",
                "5:11: error: `atomFeed` '/podcast.xml' is the path of a file sitegen writes; choose another"
            ),
            (
                "sitemap-1.xml",
                "5:11: error: `atomFeed` 'sitemap-1.xml' is the path of a file sitegen writes; choose another"
            ),
            (
                "/pagefind/a.xml",
                "5:11: error: `atomFeed` '/pagefind/a.xml' is the path of a file sitegen writes; choose another"
            ),
            ("[a.xml]", "5:11: error: `atomFeed` must be a string, not a list"),
            (
                "/episodes/show-1/index.html/a.xml",
                "5:11: error: `atomFeed` '/episodes/show-1/index.html/a.xml' is the path of a page or file the site has; choose another"
            ),
        ] as [(String, String)])
    func atomMistakes(_ value: String, _ expected: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: Self.movingAtom(value)) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.filter { $0.contains("error") } == ["\(MinimalSite.siteYML):\(expected)"])
        }
    }

    @Test("serve's rebuild after an edit writes the old path again, equal to the feed")
    func incremental() async throws {
        try await SiteSandbox.with(
            minimalSiteEditedBy: PodcastPublishingTests.edits(podcast: ["feedAliases: /feed/podcast.xml"])
        ) { sandbox in
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let session = SiteBuildSession()
            #expect(await session.build(options).diagnostics.map(\.description) == [])
            let file = sandbox.site.appendingPathComponent(MinimalSite.siteYML)
            let text = try String(contentsOf: file, encoding: .utf8)
            try text.replacingOccurrences(of: "author: Ada", with: "author: Grace").write(
                to: file, atomically: false, encoding: .utf8)
            let result = await session.build(options, changedPaths: [file.resolvingSymlinksInPath().path])
            #expect(result.diagnostics.map(\.description) == [])
            #expect(result.changedPaths.contains("feed/podcast.xml"))
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(files["feed/podcast.xml"] == files["podcast.xml"])
            #expect(String(decoding: files["feed/podcast.xml"] ?? Data(), as: UTF8.self).contains("Grace"))
            // An old path taken out of the settings leaves the output; a new one joins it.
            let edited = try String(contentsOf: file, encoding: .utf8)
            try edited.replacingOccurrences(of: "feedAliases: /feed/podcast.xml", with: "feedAliases: /rss/").write(
                to: file, atomically: false, encoding: .utf8)
            let moved = await session.build(options, changedPaths: [file.resolvingSymlinksInPath().path])
            #expect(moved.diagnostics.map(\.description) == [])
            let after = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(after["feed/podcast.xml"] == nil)
            #expect(after["rss/index.html"] == after["podcast.xml"])
        }
    }

    @Test(
        "an old path that is not a path of the site, or one the site writes already, is an error at its place",
        arguments: [
            (
                "feedAliases: https://old.example.org/feed.xml",
                "12:16: error: feed alias 'https://old.example.org/feed.xml' must be a path of this site (like /2019/07/old-title/), not a URL"
            ),
            (
                "feedAliases: [/a/../feed.xml]",
                "12:17: error: feed alias '/a/../feed.xml' must not contain '.' or '..' segments"
            ),
            (
                "feedAliases: {path: /feed}",
                "12:16: error: `podcast.feedAliases` must be a list of paths, not a mapping"
            ),
            (
                "feedAliases: /feed.xml",
                "12:16: error: feed alias '/feed.xml' is the path of a page or file the site has (feed.xml); remove the alias (sitegen's Atom feed is there; `atomFeed:` in site.yml moves it)"
            ),
            (
                "feedAliases: /episodes/",
                "12:16: error: feed alias '/episodes/' is the path of a page or file the site has (episodes/index.html); remove the alias"
            ),
        ] as [(String, String)])
    func mistakes(_ line: String, _ expected: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: PodcastPublishingTests.edits(podcast: [line])) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.filter { $0.contains("error") } == ["\(MinimalSite.siteYML):\(expected)"])
        }
    }
}
