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

/// The podcast feed's publishing settings (copyright, lock, funding, medium, a move, an end, a
/// block, a limit on the episodes listed) and the other formats an episode is published in, each
/// read from the feed with an XML parser.
@Suite("podcast feed: publishing settings and alternate enclosures")
struct PodcastPublishingTests {
    static let artwork = "Content/images/artwork.png"

    /// The minimal site with a podcast block (plus `extra`, indented into it) and three episodes
    /// with audio, a day apart, the newest with two formats.
    static func edits(podcast extra: [String] = [], collection: String? = nil) -> [SiteEdit] {
        let block =
            ([
                "podcast:", "  author: Ada", "  owner: {name: Ada, email: ada@example.org}", "  category: Technology",
                "  explicit: false", "  image: images/artwork.png",
            ] + extra.map { "  " + $0 }).joined(separator: "\n")
        var edits: [SiteEdit] = [
            .replace(MinimalSite.siteYML, "baseURL: https://example.org/", "baseURL: https://example.org/\n" + block),
            .writeData(artwork, MediaFileBytes.artwork),
        ]
        for day in 1...3 {
            let audio =
                day == 3
                ? "audio:\n  - {url: \"https://cdn.example.org/3.mp3\", length: 3000}\n  - {url: \"https://cdn.example.org/3.ogg\", length: 2500}"
                : "audio: {url: \"https://cdn.example.org/\(day).mp3\", length: \(day)000}"
            let show = collection.map { "collection: \($0)\n" } ?? ""
            edits.append(
                .write(
                    "Content/episodes/10\(day)-show-\(day).md",
                    "---\ntitle: Show \(day)\ndate: 2025-05-0\(day)\n\(show)\(audio)\n---\nNotes \(day).\n"))
        }
        return edits
    }

    /// Builds the site and reads one of its podcast feeds.
    static func feed(_ edits: [SiteEdit], path: String = "podcast.xml") async throws -> FeedElements {
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let data = try #require(try SiteSandbox.snapshot(of: sandbox.output)[path])
            let feed = FeedElements.read(data)
            #expect(feed.error == nil, "\(feed.error ?? "")")
            return feed
        }
    }

    static let publishingNames = [
        "copyright", "podcast:medium", "podcast:locked", "podcast:funding", "itunes:new-feed-url", "itunes:complete",
        "itunes:block", "podcast:block",
    ]

    @Test(
        "each setting is the channel element podcast apps read, and nothing else changes",
        arguments: [
            ([String](), [String]()),
            (["copyright: \"© 2025 Ada & Co <ada>\""], ["<copyright>© 2025 Ada & Co <ada>"]),
            (["medium: course"], ["<podcast:medium>course"]),
            (["locked: true"], ["<podcast:locked owner=\"ada@example.org\">yes"]),
            (["locked: false"], ["<podcast:locked owner=\"ada@example.org\">no"]),
            (
                ["funding: https://example.org/give"],
                ["<podcast:funding url=\"https://example.org/give\">Support the show"]
            ),
            (
                [
                    "funding:", "  - {url: \"https://example.org/members?plan=1\", text: Join us}",
                    "  - https://x.example/é",
                ],
                [
                    "<podcast:funding url=\"https://example.org/members?plan=1\">Join us",
                    "<podcast:funding url=\"https://x.example/%C3%A9\">Support the show",
                ]
            ),
            (
                ["newFeedURL: https://new.example.org/feed.xml"],
                ["<itunes:new-feed-url>https://new.example.org/feed.xml"]
            ),
            (["complete: true"], ["<itunes:complete>Yes"]),
            (["complete: false", "block: false"], []),
            (["block: true"], ["<itunes:block>Yes", "<podcast:block>yes"]),
        ])
    func channelSettings(lines: [String], expected: [String]) async throws {
        let feed = try await Self.feed(Self.edits(podcast: lines))
        let found = Self.publishingNames.flatMap { feed.channel($0) }.map(\.description)
        #expect(found.sorted() == expected.sorted())
        #expect(feed.itemCount == 3)
    }

    @Test("the default theme's footer shows the copyright instead of the author, and the funding links, escaped")
    func footer() async throws {
        let lines = [
            "copyright: \"© 2025 Ada & <Co>\"", "funding: {url: \"https://example.org/give?a=1&b=2\", text: Tip <us>}",
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: Self.edits(podcast: lines)) { sandbox in
            #expect(await sandbox.build().lines.isEmpty)
            let page = try sandbox.outputText("index.html")
            #expect(page.contains("<p>© 2025 Ada &amp; &lt;Co&gt;</p>"))
            #expect(!page.contains("<p>© Test Author</p>"))
            #expect(
                page.contains(
                    "<p class=\"site-funding\"><a href=\"https://example.org/give?a=1&amp;b=2\">Tip &lt;us&gt;</a></p>")
            )
        }
        try await SiteSandbox.with(minimalSiteEditedBy: Self.edits()) { sandbox in
            #expect(await sandbox.build().lines.isEmpty)
            let page = try sandbox.outputText("index.html")
            #expect(page.contains("<p>© Test Author</p>"))
            #expect(!page.contains("site-funding"))
        }
    }

    @Test(
        "without author and description: the footer's notice is the site's title, and the Atom feed has no empty subtitle"
    )
    func noAuthor() async throws {
        let edits: [SiteEdit] = [
            .replace(MinimalSite.siteYML, "author: Test Author\n", ""),
            .replace(MinimalSite.siteYML, "description: A tiny site for the build tests.\n", ""),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            #expect(await sandbox.build().succeeded)
            #expect(try sandbox.outputText("index.html").contains("<p>© Test Site</p>"))
            let atom = try sandbox.outputText("feed.xml")
            #expect(!atom.contains("<subtitle>"))
            #expect(atom.contains("<author><name>Test Site</name></author>"))
        }
    }

    @Test(
        "site.yml's `copyright` is the footer's, the Atom feed's `<rights>` and the podcast's; `podcast.copyright` overrides it in the feed"
    )
    func siteCopyright() async throws {
        var edits = Self.edits()
        edits.append(
            .replace(MinimalSite.siteYML, "author: Test Author", "author: Test Author\ncopyright: \"© Site & Co\""))
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            #expect(await sandbox.build().lines.isEmpty)
            #expect(try sandbox.outputText("index.html").contains("<p>© Site &amp; Co</p>"))
            #expect(try sandbox.outputText("feed.xml").contains("<rights>© Site &amp; Co</rights>"))
            let feed = FeedElements.read(Data(try sandbox.outputText("podcast.xml").utf8))
            #expect(feed.channel("copyright").map(\.text) == ["© Site & Co"])
        }
        edits = Self.edits(podcast: ["copyright: Feed only"])
        edits.append(.replace(MinimalSite.siteYML, "author: Test Author", "author: Test Author\ncopyright: Site"))
        let feed = try await Self.feed(edits)
        #expect(feed.channel("copyright").map(\.text) == ["Feed only"])
    }

    @Test("a trailer episode is a podcast:trailer of the channel, even when `limit` leaves its item out")
    func trailer() async throws {
        var edits = Self.edits(podcast: ["limit: 1"])
        edits.append(
            .replace(
                "Content/episodes/101-show-1.md", "title: Show 1",
                "title: Show 1 & more\nepisodeType: trailer\nseason: 2"))
        let feed = try await Self.feed(edits)
        #expect(feed.itemCount == 1)
        #expect(
            feed.channel("podcast:trailer").map(\.description) == [
                "<podcast:trailer length=\"1000\" pubdate=\"Thu, 01 May 2025 00:00:00 +0000\" season=\"2\" type=\"audio/mpeg\" url=\"https://cdn.example.org/1.mp3\">Show 1 & more"
            ])
        let none = try await Self.feed(Self.edits())
        #expect(none.channel("podcast:trailer").isEmpty)
    }

    @Test(
        "an episode's number and season are Apple's elements and the Podcasting 2.0 ones, and none without",
        arguments: ["number: 42\nseason: 3", "number: \"042\"\nseason: '3'"])
    func numbers(lines: String) async throws {
        var edits = Self.edits()
        edits.append(.replace("Content/episodes/103-show-3.md", "title: Show 3", "title: Show 3\n" + lines))
        let feed = try await Self.feed(edits)
        let names = ["itunes:episode", "itunes:season", "podcast:episode", "podcast:season"]
        #expect(
            names.flatMap { feed.item(0, $0) }.map(\.description) == [
                "<itunes:episode>42", "<itunes:season>3", "<podcast:episode>42", "<podcast:season>3",
            ])
        #expect(names.flatMap { feed.item(1, $0) }.isEmpty)
    }

    @Test("a form feed in show notes (HTML allows it, XML does not) leaves the feed readable, without it")
    func controlCharacterInNotes() async throws {
        var edits = Self.edits()
        edits.append(.replace("Content/episodes/103-show-3.md", "Notes 3.", "Notes\u{0C} 3, page two."))
        let feed = try await Self.feed(edits)
        #expect(feed.item(0, "content:encoded").map(\.text) == ["<p>Notes 3, page two.</p>"])
    }

    @Test("`limit` lists the newest episodes only; the channel's date is still the newest episode's")
    func limit() async throws {
        let feed = try await Self.feed(Self.edits(podcast: ["limit: 2"]))
        #expect(feed.itemCount == 2)
        #expect(feed.elements.filter { $0.path == "rss/channel/item/title" }.map(\.text) == ["Show 3", "Show 2"])
        #expect(feed.channel("lastBuildDate").map(\.text) == ["Sat, 03 May 2025 00:00:00 +0000"])
        let all = try await Self.feed(Self.edits(podcast: ["limit: 3"]))
        #expect(all.itemCount == 3)
    }

    @Test("an episode in two formats lists both as alternate enclosures, the enclosure's first and the default")
    func alternateEnclosures() async throws {
        let feed = try await Self.feed(Self.edits())
        // Items are newest first: item 0 is the episode with two formats.
        #expect(
            feed.item(0, "enclosure").map(\.description) == [
                "<enclosure length=\"3000\" type=\"audio/mpeg\" url=\"https://cdn.example.org/3.mp3\">"
            ])
        #expect(
            feed.item(0, "podcast:alternateEnclosure").map(\.description) == [
                "<podcast:alternateEnclosure default=\"true\" length=\"3000\" type=\"audio/mpeg\">",
                "<podcast:alternateEnclosure length=\"2500\" type=\"audio/ogg\">",
            ])
        let sources = feed.elements.filter {
            $0.item == 0 && $0.path.hasSuffix("podcast:alternateEnclosure/podcast:source")
        }
        #expect(
            sources.map { $0.attributes["uri"] } == ["https://cdn.example.org/3.mp3", "https://cdn.example.org/3.ogg"])
        // One format: no alternates.
        #expect(feed.item(1, "podcast:alternateEnclosure").isEmpty)
    }

    @Test(
        "a show of its own takes the network's copyright, funding, medium, lock and limit, not its move, end or block")
    func showInherits() async throws {
        let site = [
            "copyright: Network", "funding: https://example.org/give", "medium: video", "locked: true", "limit: 1",
            "newFeedURL: https://new.example.org/feed.xml", "complete: true", "block: true",
        ]
        var edits = Self.edits(podcast: site, collection: "basics")
        edits.append(.replace(MinimalSite.collection, "order: 1", "order: 1\npodcast: {author: Grace}"))
        let feed = try await Self.feed(edits, path: "collections/basics/podcast.xml")
        let found = Self.publishingNames.flatMap { feed.channel($0) }.map(\.description)
        #expect(
            found == [
                "<copyright>Network", "<podcast:medium>video", "<podcast:locked owner=\"ada@example.org\">yes",
                "<podcast:funding url=\"https://example.org/give\">Support the show",
            ])
        #expect(feed.itemCount == 1)
        #expect(feed.channel("itunes:author").map(\.text) == ["Grace"])
    }

    @Test(
        "artwork Apple Podcasts would refuse is a warning at the show's podcast block; the feed is still written",
        .tags(.slow), .tier(.slow))
    func artworkSize() async throws {
        for (width, height) in [(500, 500), (2000, 1000), (3200, 3200)] {
            var edits = Self.edits()
            edits.append(
                .writeData(Self.artwork, MediaFileBytes.png(width: width, height: height, red: 1, green: 2, blue: 3)))
            try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
                let result = await sandbox.build()
                #expect(
                    result.lines == [
                        "Content/site.yml:7:3: warning: the podcast artwork images/artwork.png is \(width)×\(height) px; "
                            + "Apple Podcasts takes square artwork from 1400×1400 to 3000×3000 px"
                    ])
                #expect(
                    FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("podcast.xml").path))
            }
        }
    }

    @Test("a show of its own whose thumbnail apps cannot draw (SVG) takes the network's artwork, not the SVG")
    func showArtwork() async throws {
        var edits = Self.edits(collection: "basics")
        edits.append(
            .replace(
                MinimalSite.collection, "order: 1", "order: 1\nthumbnail: images/basics.svg\npodcast: {author: Grace}"))
        edits.append(
            .write(
                "Content/images/basics.svg",
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"9\"><rect width=\"16\" height=\"9\"/></svg>\n"
            ))
        let feed = try await Self.feed(edits, path: "collections/basics/podcast.xml")
        #expect(
            feed.channel("itunes:image").map { $0.attributes["href"] } == ["https://example.org/images/artwork.png"])
    }

    @Test("a show's own feed is linked (autodiscovery and footer) from its collection page and its episodes' pages")
    func showFeedLinks() async throws {
        var edits = Self.edits(collection: "basics")
        edits.append(.replace(MinimalSite.collection, "order: 1", "order: 1\npodcast: {author: Grace}"))
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let discovery =
                "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Basics (podcast)\" href=\"%@collections/basics/podcast.xml\">"
            for (path, root) in [("collections/basics/index.html", "../../"), ("episodes/show-1/index.html", "../../")]
            {
                let html = try sandbox.outputText(path)
                #expect(html.contains(discovery.replacingOccurrences(of: "%@", with: root)), "\(path)")
                #expect(
                    html.contains("<a href=\"\(root)collections/basics/podcast.xml\">Basics podcast feed</a>"),
                    "\(path)")
            }
            // A page outside the show links the site's feed only.
            #expect(!(try sandbox.outputText("index.html")).contains("collections/basics/podcast.xml"))
        }
    }

    @Test("a length written for a local file that disagrees with the file is a warning; the feed says the file's size")
    func staleLength() async throws {
        var edits = Self.edits()
        edits.append(.writeData("Content/audio/3.mp3", Data(count: 2048)))
        edits.append(
            .replace(
                "Content/episodes/103-show-3.md",
                "audio:\n  - {url: \"https://cdn.example.org/3.mp3\", length: 3000}\n  - {url: \"https://cdn.example.org/3.ogg\", length: 2500}",
                "audio: {url: audio/3.mp3, length: 5}"))
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "Content/episodes/103-show-3.md:4:8: warning: `audio` 'audio/3.mp3' is given a length of 5 bytes, but the file has 2048; the feed says 2048"
                ])
            let feed = FeedElements.read(try #require(try SiteSandbox.snapshot(of: sandbox.output)["podcast.xml"]))
            #expect(feed.item(0, "enclosure").map { $0.attributes["length"] } == ["2048"])
        }
    }

    @Test("episode 0 has no itunes:episode (Apple's is non-zero) but keeps podcast:episode")
    func episodeZero() async throws {
        var edits = Self.edits()
        edits.append(.replace("Content/episodes/103-show-3.md", "title: Show 3", "title: Show 3\nnumber: 0"))
        let feed = try await Self.feed(edits)
        #expect(feed.item(0, "itunes:episode").isEmpty)
        #expect(feed.item(0, "podcast:episode").map(\.text) == ["0"])
    }

    @Test(
        "explicit may be the text Apple's older specification and podcast themes write, for the show and an episode",
        arguments: [
            ("\"yes\"", "true"), ("'no'", "false"), ("clean", "false"), ("Explicit", "true"), ("\"False\"", "false"),
        ]
    )
    func explicitAsText(value: String, expected: String) async throws {
        var edits = Self.edits()
        edits.append(.replace(MinimalSite.siteYML, "  explicit: false", "  explicit: \(value)"))
        edits.append(
            .replace("Content/episodes/101-show-1.md", "title: Show 1\n", "title: Show 1\nexplicit: \(value)\n"))
        let feed = try await Self.feed(edits)
        #expect(feed.channel("itunes:explicit").map(\.text) == [expected])
        // Newest first: Show 1 is the third item, and the only one that says.
        #expect((0..<3).map { feed.item($0, "itunes:explicit").map(\.text) } == [[], [], [expected]])
    }

    @Test("an explicit flag that is no such text is an error at it")
    func explicitMistake() async throws {
        var edits = Self.edits()
        edits.append(.replace(MinimalSite.siteYML, "  explicit: false", "  explicit: sometimes"))
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "\(MinimalSite.siteYML):10:13: error: `podcast.explicit` must be true or false (or \"yes\", \"no\", \"clean\"), not the string 'sometimes'"
                ])
        }
    }

    @Test(
        "every mistake is an error at its line and column, and the build stops",
        arguments: [
            (
                "medium: courses",
                "12:11: error: unknown `podcast.medium` 'courses'; did you mean `course`? (valid: podcast, music, video, film, audiobook, newsletter, blog, course)"
            ),
            ("limit: 0", "12:10: error: `podcast.limit` must be a whole number from 1 to 1000000, not 0"),
            ("limit: many", "12:10: error: `podcast.limit` must be a whole number, not the string 'many'"),
            ("locked: yes please", "12:11: error: `podcast.locked` must be true or false, not the string 'yes please'"),
            (
                "funding: ftp://x",
                "12:12: error: `podcast.funding` must be an absolute http or https URL such as https://example.org/, not 'ftp://x'"
            ),
            ("funding: {text: Hi}", "12:12: error: a `podcast.funding` link needs a `url`"),
            (
                "funding: {url: https://example.org/, label: Hi}",
                "12:40: error: unknown key `label` in a `podcast.funding` link; valid keys are `url`, `text`"
            ),
            (
                "newFeedURL: /feed.xml",
                "12:15: error: `podcast.newFeedURL` must be an absolute http or https URL such as https://example.org/, not '/feed.xml'"
            ),
            ("complete: 1", "12:13: error: `podcast.complete` must be true or false, not the number 1"),

            ("blocked: true", "12:3: error: unknown key `blocked` in `podcast`; did you mean `locked`?"),
            (
                "listen: ftp://x",
                "12:11: error: each of `podcast.listen` must be an absolute http or https URL such as https://example.org/, not 'ftp://x'"
            ),
            (
                "listen: [\"\(ShowListenLinksTests.spotify)\", 42]",
                "12:68: error: each of `podcast.listen` must be an absolute http or https URL such as https://example.org/, not '42'"
            ),
            ("listen: {url: x}", "12:11: error: `podcast.listen` must be a string, not a mapping"),
        ])
    func mistakes(line: String, expected: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: Self.edits(podcast: [line])) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == ["\(MinimalSite.siteYML):\(expected)"])
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(written.isEmpty)
        }
    }

    @Test("a funding text longer than apps show is a warning")
    func longFundingText() async throws {
        let text = String(repeating: "x", count: 129)
        try await SiteSandbox.with(
            minimalSiteEditedBy: Self.edits(podcast: ["funding: {url: \"https://example.org/\", text: \(text)}"])
        ) { sandbox in
            let result = await sandbox.build()
            #expect(
                result.lines == [
                    "\(MinimalSite.siteYML):12:48: warning: `podcast.funding.text` has 129 characters; podcast apps may cut it after 128"
                ])
        }
    }
}
