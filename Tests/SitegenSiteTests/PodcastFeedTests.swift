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

/// The podcast fixture's feeds as real clients read them: gPodder's `podcastparser` and
/// `feedparser` (PyPI), each value compared with the front matter and the files' sizes.
@Suite(
    .serialized, .tags(.nuChecker), .tier(.nuChecker), .needs(.pythonPackages(["podcastparser", "feedparser"]))
)
struct PodcastFeedTests {
    /// The shows, read from the bundled fixture (the site's feed and each show of its own).
    static let shows = (try? ExpectedShow.all(in: PodcastFixture.bundledContent)) ?? []

    /// A feed as both parsers read it.
    struct ParsedFeed {
        var podcastparser: JSONValue
        /// podcastparser with the Podcasting 2.0 namespace's current address added (it knows
        /// only the old one; see `Tools/media-parsers.py`): its reading of `podcast:` elements.
        var podcastparserNamespaced: JSONValue
        var feedparser: JSONValue
    }

    static func parse(_ feed: URL) async throws -> ParsedFeed {
        let parsed = try await PodcastTools.run("media-parsers.py", ["feed", feed.path])
        return ParsedFeed(
            podcastparser: parsed["podcastparser"], podcastparserNamespaced: parsed["podcastparser_ns"],
            feedparser: parsed["feedparser"])
    }

    @Test(
        "the channel has everything Apple Podcasts requires, from site.yml or the show's front matter", arguments: shows
    )
    func channel(_ show: ExpectedShow) async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let feed = try await Self.parse(built.output.appendingPathComponent(show.feedPath))
        let artwork = PodcastFixture.baseURL + show.image
        let channel = feed.podcastparser
        #expect(channel["title"].string == show.title)
        #expect(channel["description"].string == show.description)
        #expect(channel["language"].string == show.language)
        #expect(channel["cover_url"].string == artwork)
        #expect(channel["itunes_author"].string == show.author)
        #expect(
            channel["itunes_owner"] == .object(["name": .string(show.ownerName), "email": .string(show.ownerEmail)]))
        let category = [show.category] + (show.subcategory.map { [$0] } ?? [])
        #expect(channel["itunes_categories"] == .array([.array(category.map(JSONValue.string))]))
        #expect(channel["explicit"].bool == show.explicit)
        #expect(channel["type"].string == show.type)

        let parsed = feed.feedparser
        #expect(parsed["bozo"].bool == false, "feedparser: \(parsed["bozo_exception"])")
        #expect(parsed["version"].string == "rss20")
        #expect(parsed["feed"]["title"].string == show.title)
        #expect(parsed["feed"]["language"].string == show.language)
        #expect(parsed["feed"]["image"]["href"].string == artwork)
        #expect(parsed["feed"]["author"].string == show.author)
        #expect(parsed["feed"]["publisher_detail"]["email"].string == show.ownerEmail)
        #expect(Set(parsed["feed"]["tags"].array.compactMap { $0["term"].string }) == Set(category))

        // The artwork is the show's own file, published where the feed says.
        let published = try Data(contentsOf: built.output.appendingPathComponent(show.image))
        #expect(published == (try Data(contentsOf: built.site.appendingPathComponent("Content/\(show.image)"))))
    }

    @Test(
        "every item: its enclosure's URL, length and type, duration, number, season, type and links equal the front matter",
        arguments: shows)
    func items(_ show: ExpectedShow) async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let feed = try await Self.parse(built.output.appendingPathComponent(show.feedPath))
        let expected = built.episodes.filter { show.contains($0) && $0.enclosure != nil }
        let items = feed.podcastparser["episodes"].array
        let namespaced = feed.podcastparserNamespaced["episodes"].array
        let entries = feed.feedparser["entries"].array
        #expect(expected.count >= 2)
        // Only the show's own episodes, each once (a video-only episode has nothing to enclose).
        #expect(items.compactMap { $0["title"].string }.sorted() == expected.map(\.title).sorted())
        #expect(entries.compactMap { $0["title"].string }.sorted() == expected.map(\.title).sorted())
        for episode in expected {
            let enclosure = try #require(episode.enclosure)
            let item = try #require(items.first { $0["link"].string == episode.url }, "no item for \(episode.slug)")
            #expect(
                item["enclosures"]
                    == .array([
                        .object([
                            "url": .string(enclosure.url), "file_size": .number(Double(enclosure.length)),
                            "mime_type": .string(enclosure.type),
                        ])
                    ]), "\(episode.slug)")
            #expect(item["total_time"].int == episode.duration, "\(episode.slug)")
            // podcastparser keeps positive episode numbers only (a trailer numbered 0 has none).
            #expect(item["number"].int == episode.number.flatMap { $0 > 0 ? $0 : nil }, "\(episode.slug)")
            #expect(item["season"].int == episode.season, "\(episode.slug)")
            #expect(item["type"].string == episode.episodeType, "\(episode.slug)")
            if let explicit = episode.explicit { #expect(item["explicit"].bool == explicit, "\(episode.slug)") }
            if let guid = episode.guid { #expect(item["guid"].string == guid, "\(episode.slug)") }
            // The Podcasting 2.0 elements: chapters, transcript, hosts and guests.
            let podcast = try #require(namespaced.first { $0["link"].string == episode.url })
            let chapters = episode.url + "chapters.json"
            #expect(
                podcast["chapters_json_url"].string == (episode.chapters.isEmpty ? nil : chapters), "\(episode.slug)")
            let transcript = episode.transcript.map {
                $0.hasPrefix("https://")
                    ? $0 : $0.hasSuffix(".md") ? episode.url + "#sg-transcript" : PodcastFixture.baseURL + $0
            }
            #expect(podcast["transcript_url"].string == transcript, "\(episode.slug)")
            let people = podcast["persons"].array.map { "\($0["role"].string ?? "?") \($0["href"].string ?? "?")" }
            let cast =
                episode.hosts.map { "host \(PodcastFixture.baseURL)people/\($0)/" }
                + episode.guests.map { "guest \(PodcastFixture.baseURL)people/\($0)/" }
            #expect(people == cast, "\(episode.slug)")

            let entry = try #require(entries.first { $0["link"].string == episode.url })
            let first = entry["enclosures"][0]
            #expect(entry["enclosures"].array.count == 1, "\(episode.slug)")
            #expect(first["href"].string == enclosure.url, "\(episode.slug)")
            #expect(first["length"].int == enclosure.length, "\(episode.slug)")
            #expect(first["type"].string == enclosure.type, "\(episode.slug)")
            #expect(entry["itunes_duration"].int == episode.duration, "\(episode.slug)")
            // Apple's itunes:episode is a non-zero integer: episode 0 has podcast:episode only.
            #expect(entry["itunes_episode"].int == (episode.number == 0 ? nil : episode.number), "\(episode.slug)")
            #expect(entry["itunes_season"].int == episode.season, "\(episode.slug)")
            #expect(entry["podcast_episode"].int == episode.number, "\(episode.slug)")
            #expect(entry["podcast_season"].int == episode.season, "\(episode.slug)")
            #expect(entry["itunes_episodetype"].string == episode.episodeType, "\(episode.slug)")
            #expect(entry["id"].string == item["guid"].string, "both parsers read the same guid")
            #expect(entry["podcast_chapters"]["url"].string == (episode.chapters.isEmpty ? nil : chapters))
        }
    }

    @Test("each item's chapters JSON is in Output/ where the feed says, with the episode's chapters")
    func chaptersFiles() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let feed = try await Self.parse(built.output.appendingPathComponent("podcast.xml"))
        var checked = 0
        for item in feed.podcastparserNamespaced["episodes"].array {
            guard let url = item["chapters_json_url"].string else { continue }
            let episode = try #require(built.episodes.first { $0.url == item["link"].string })
            #expect(url.hasPrefix(PodcastFixture.baseURL))
            let file = built.output.appendingPathComponent(String(url.dropFirst(PodcastFixture.baseURL.count)))
            let json = try JSONValue.parse(try Data(contentsOf: file))
            #expect(json["version"].string == "1.2.0")
            let chapters = json["chapters"].array.map {
                ExpectedEpisode.Chapter(
                    start: $0["startTime"].double ?? -1, title: $0["title"].string ?? "", url: $0["url"].string)
            }
            #expect(chapters == episode.chapters, "\(episode.slug)")
            checked += 1
        }
        #expect(checked == built.episodes.filter { !$0.chapters.isEmpty && $0.enclosure != nil }.count)
        #expect(checked >= 2)
    }

    @Test("both parsers read the publishing settings, and the episode in two formats offers both")
    func publishing() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let feed = try await Self.parse(built.output.appendingPathComponent("podcast.xml"))
        // gPodder refuses to import a locked feed into another host and shows the funding link.
        #expect(feed.podcastparserNamespaced["import_prohibited"].bool == true)
        #expect(feed.podcastparserNamespaced["funding_url"].string == "https://podcast.example.org/support")
        let channel = feed.feedparser["feed"]
        #expect(channel["rights"].string == "© 2024 Fixture Radio")
        #expect(channel["podcast_medium"].string == "podcast")
        #expect(channel["podcast_locked"]["owner"].string == "ada@podcast.example.org")
        // The trailer episode is also the show's preview.
        let trailer = channel["podcast_trailer"]
        #expect(trailer["url"].string == PodcastFixture.baseURL + "audio/000-trailer.wav")
        #expect(trailer["type"].string == "audio/wav")
        #expect(trailer["season"].string == "1")
        #expect(trailer["pubdate"].string == "Mon, 01 Jan 2024 00:00:00 +0000")
        // feedparser keeps the last alternate enclosure of an item: the ogg, after the mp3 default.
        let entry = try #require(
            feed.feedparser["entries"].array.first { $0["title"].string == "Two Formats, One Episode" })
        #expect(entry["podcast_alternateenclosure"]["type"].string == "audio/ogg")
        #expect(entry["podcast_source"]["uri"].string == "https://cdn.example.net/fixture/500.ogg")
    }

    @Test("guids are unique, the same in every feed, and stay the same in a later build with a new episode")
    func guidsStable() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        func guids(_ feed: ParsedFeed) -> [String: String] {
            Dictionary(
                feed.podcastparser["episodes"].array.map { ($0["link"].string ?? "", $0["guid"].string ?? "") },
                uniquingKeysWith: { first, _ in first })
        }
        let first = await guids(try Self.parse(built.output.appendingPathComponent("podcast.xml")))
        #expect(Set(first.values).count == first.count, "unique: \(first)")
        #expect(!first.values.contains(""))
        for show in Self.shows where show.collection != nil {
            for (link, guid) in await guids(try Self.parse(built.output.appendingPathComponent(show.feedPath))) {
                #expect(first[link] == guid, "\(link) has another guid in \(show.feedPath)")
            }
        }

        let site = try PodcastFixture.copy("sitegen-podcast-guids")
        defer { try? FileManager.default.removeItem(at: site) }
        try """
        ---
        title: "A Newer Episode"
        date: 2024-04-01
        duration: "10:00"
        collection: main-feed
        number: 504
        audio: {url: "https://cdn.example.net/fixture/504.mp3", length: 123456}
        ---
        Published after the others.

        """.write(to: site.appendingPathComponent("Content/episodes/504-newer.md"), atomically: true, encoding: .utf8)
        let output = site.appendingPathComponent("Output")
        #expect(await PodcastFixture.build(site, into: output).diagnostics.map(\.description) == [])
        let second = await guids(try Self.parse(output.appendingPathComponent("podcast.xml")))
        #expect(second.count == first.count + 1)
        for (link, guid) in first { #expect(second[link] == guid, "\(link) changed its guid") }
        #expect(Set(second.values).count == second.count)
    }
}
