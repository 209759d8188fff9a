import Foundation
import SitegenContent
import SitegenTestSupport
import Testing

/// A show's pages on listening platforms (`podcast.listen`): linked in the footer of every page
/// of the show, named by platform, and the same series elsewhere in the episodes' JSON-LD.
@Suite("show listen links: podcast.listen in the footer and JSON-LD")
struct ShowListenLinksTests {
    static let apple = "https://podcasts.apple.com/us/podcast/the-show/id1234567890"
    static let spotify = "https://open.spotify.com/show/19G0cWsh1sU9f5uk7q8P78"

    /// The `partOfSeries` (or `isPartOf`) of an episode page's JSON-LD.
    static func series(of html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/ld+json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = Data(html[start.upperBound..<end.lowerBound].utf8)
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let nodes = try #require(graph["@graph"] as? [[String: Any]])
        let episode = try #require(nodes.first { $0["partOfSeries"] != nil || $0["isPartOf"] != nil })
        return try #require((episode["partOfSeries"] ?? episode["isPartOf"]) as? [String: Any])
    }

    @Test("the site's links are in every page's footer, in their order, named by platform, escaped")
    func siteLinks() async throws {
        let edits = PodcastPublishingTests.edits(podcast: [
            "listen: [\"\(Self.spotify)\", \"\(Self.apple)\", \"https://example.org/show?a=1&b=2\"]"
        ])
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let footer =
                "<p class=\"site-listen\"><span>Listen on</span> <a href=\"\(Self.spotify)\">Spotify</a> "
                + "<a href=\"\(Self.apple)\">Apple Podcasts</a> "
                + "<a href=\"https://example.org/show?a=1&amp;b=2\">example.org</a> </p>"
            for path in ["index.html", "episodes/show-1/index.html", "library/index.html"] {
                let html = try sandbox.outputText(path)
                #expect(html.contains(footer), "\(path)")
            }
            let series = try Self.series(of: try sandbox.outputText("episodes/show-1/index.html"))
            #expect(series["sameAs"] as? [String] == [Self.spotify, Self.apple, "https://example.org/show?a=1&b=2"])
        }
    }

    @Test("a site without links has no listen line and no sameAs")
    func noLinks() async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: PodcastPublishingTests.edits()) { sandbox in
            #expect(await sandbox.build().lines.isEmpty)
            let page = try sandbox.outputText("episodes/show-1/index.html")
            #expect(!page.contains("site-listen"))
            #expect(try Self.series(of: page)["sameAs"] == nil)
        }
    }

    @Test("a show of its own links its own pages on its collection's and episodes' pages, never the network's")
    func showLinks() async throws {
        var edits = PodcastPublishingTests.edits(podcast: ["listen: \(Self.apple)"], collection: "basics")
        edits.append(
            .replace(
                MinimalSite.collection, "order: 1", "order: 1\npodcast: {author: Grace, listen: [\"\(Self.spotify)\"]}")
        )
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let show =
                "<p class=\"site-listen\"><span>Listen to Basics on</span> <a href=\"\(Self.spotify)\">Spotify</a> </p>"
            let site =
                "<p class=\"site-listen\"><span>Listen on</span> <a href=\"\(Self.apple)\">Apple Podcasts</a> </p>"
            for path in ["collections/basics/index.html", "episodes/show-1/index.html"] {
                let html = try sandbox.outputText(path)
                #expect(html.contains(show), "\(path)")
                #expect(html.contains(site), "\(path)")
            }
            let home = try sandbox.outputText("index.html")
            #expect(home.contains(site))
            #expect(!home.contains("Listen to Basics"))
            let series = try Self.series(of: try sandbox.outputText("episodes/show-1/index.html"))
            #expect(series["sameAs"] as? [String] == [Self.spotify])
        }
    }

    @Test("links need no feed: a site without audio links its show's pages")
    func withoutMedia() async throws {
        let edit = SiteEdit.replace(
            MinimalSite.siteYML, "baseURL: https://example.org/",
            "baseURL: https://example.org/\npodcast:\n  listen: \(Self.spotify)")
        try await SiteSandbox.with(minimalSiteEditedBy: [edit]) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let home = try sandbox.outputText("index.html")
            #expect(home.contains("<a href=\"\(Self.spotify)\">Spotify</a>"))
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(written["podcast.xml"] == nil)
        }
    }
}
