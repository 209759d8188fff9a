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

/// `sitegen import` keeps the address the old site published its podcast feed at as
/// `podcast.feedAliases`, so that apps subscribed there keep getting episodes.
@Suite("sitegen import: the old podcast feed's address", .tags(.slow), .tier(.slow))
struct ImportOldFeedTests {
    static let episode = "---\ntitle: One\ndate: 2024-01-01\naudio: https://cdn.example.org/1.mp3\n---\n\nOne.\n"
    static let jekyllEpisode =
        "---\ntitle: One\npodcast_link: https://cdn.example.org/1.mp3\npodcast_length: 1234\n---\n\nOne.\n"
    static let jekyllFeed = """
        ---
        layout: null
        %@
        ---
        <rss><channel>{% for post in site.posts %}<item><enclosure url="{{ post.podcast_link }}"/></item>{% endfor %}</channel></rss>
        """

    static let cases: [RealShowImportCase] = [
        RealShowImportCase(
            name: "Hugo: _default/rss.xml is the home's and every episode section's index.xml",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://example.org/\"\ntitle = \"Show\"\n",
                "layouts/_default/rss.xml": """
                {{ range .Pages }}<item><enclosure url="{{ .Params.audio }}"/><guid>{{ .Permalink }}</guid></item>{{ end }}
                """,
                "content/episodes/one.md": episode,
            ],
            report: [
                "podcast.feedAliases (the feed is written there too, so subscribers keep getting episodes): /index.xml, /episodes/index.xml"
            ],
            holds: ["site.yml": ["feedAliases:\n  - /index.xml\n  - /episodes/index.xml"]]),
        // valeriogalano/podcast-feed-hugo, a Hugo module (its templates are not in the site's
        // repository): its feed is the `podcast` section's, /podcast/index.xml.
        RealShowImportCase(
            name: "Hugo: podcast-feed-hugo's feed is the podcast section's index.xml",
            generator: .hugo,
            files: [
                "config.toml": """
                baseURL = "https://podcast.example.org/"
                title = "Example"
                [module]
                [[module.imports]]
                path = "github.com/valeriogalano/podcast-feed-hugo"
                [params.podcast]
                cdn_base_url = "https://cdn.example.org"
                """,
                "content/podcast/first.md":
                    "---\ntitle: First\ndate: 2022-08-27\naudio: /podcast/first.mp3\n---\n\nOne.\n",
            ],
            report: [
                "podcast.feedAliases (the feed is written there too, so subscribers keep getting episodes): /podcast/index.xml"
            ],
            holds: ["site.yml": ["feedAliases:\n  - /podcast/index.xml"]]),
        RealShowImportCase(
            name: "Jekyll: a feed template in a folder is published at its path",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Show\nurl: https://example.org\n",
                "feed/podcast.xml": jekyllFeed.replacingOccurrences(of: "%@", with: ""),
                "_posts/2024-01-01-one.md": jekyllEpisode,
            ],
            report: [
                "podcast.feedAliases (the feed is written there too, so subscribers keep getting episodes): /feed/podcast.xml"
            ],
            holds: ["site.yml": ["feedAliases:\n  - /feed/podcast.xml"]]),
        RealShowImportCase(
            name: "Jekyll: a feed template's permalink is where it was published",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Show\nurl: https://example.org\n",
                "podcast.xml": jekyllFeed.replacingOccurrences(of: "%@", with: "permalink: /audio/feed.rss"),
                "_posts/2024-01-01-one.md": jekyllEpisode,
            ],
            report: [
                "podcast.feedAliases (the feed is written there too, so subscribers keep getting episodes): /audio/feed.rss"
            ],
            holds: ["site.yml": ["feedAliases:\n  - /audio/feed.rss"]]),
        RealShowImportCase(
            name:
                "Jekyll: a feed at /feed.xml keeps its address, with sitegen's Atom feed moved to /atom.xml",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Show\nurl: https://example.org\n",
                "feed.xml": jekyllFeed.replacingOccurrences(of: "%@", with: ""),
                "_posts/2024-01-01-one.md": jekyllEpisode,
            ],
            report: [
                "the old podcast feed was at /feed.xml, where sitegen writes its Atom feed: atomFeed: /atom.xml",
                "the old podcast feed's address kept as podcast.feedAliases",
                "podcast.guid pinned to the one Podcasting 2.0 derives from the old feed's address, /feed.xml",
            ],
            holds: ["site.yml": ["atomFeed: /atom.xml", "feedAliases:\n  - /feed.xml"]],
            built: [
                "feed.xml": ["<rss", "<enclosure url=\"https://cdn.example.org/"],
                "atom.xml": ["<feed xmlns=\"http://www.w3.org/2005/Atom\""],
                "index.html": ["href=\"./atom.xml\""],
            ]),
        RealShowImportCase(
            name: "Jekyll: the Podcasting 2.0 elements a feed template writes as they are are the show's",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Show\nurl: https://example.org\n",
                "podcast.xml": """
                ---
                layout: null
                ---
                <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
                <channel>
                <itunes:author>Ada</itunes:author>
                <podcast:license url="https://creativecommons.org/licenses/by/4.0/">cc-by-4.0</podcast:license>
                <podcast:location geo="geo:52.52,13.405" osm="R62422">Berlin</podcast:location>
                <podcast:txt purpose="verify">abc-123</podcast:txt>
                <podcast:value type="lightning" method="keysend" suggested="0.00000005000">
                  <podcast:valueRecipient name="Ada &amp; Co" type="node" address="02d5c1bf8b94" split="95" />
                  <podcast:valueRecipient name="Podcastindex.org" type="node" address="03ae9f91a0cb" split="5" fee="true"/>
                </podcast:value>
                <podcast:podroll><podcast:remoteItem feedGuid="917393E3-1B1E-5CEF-ACE4-EDAA54E1F810"/></podcast:podroll>
                <podcast:updateFrequency rrule="{{ site.rrule }}">Weekly</podcast:updateFrequency>
                {% for post in site.posts %}<item><enclosure url="{{ post.podcast_link }}"/></item>{% endfor %}
                </channel></rss>
                """,
                "_posts/2024-01-01-one.md": jekyllEpisode,
            ],
            report: [
                "the old feed's Podcasting 2.0 elements kept in the podcast block: podcast.license, podcast.location, "
                    + "podcast.podroll, podcast.txt, podcast.value"
            ],
            holds: ["site.yml": ["cc-by-4.0", "geo:52.52,13.405", "abc-123", "02d5c1bf8b94"]],
            lacks: ["site.yml": ["updateFrequency", "rrule"]],
            built: [
                "podcast.xml": [
                    "<podcast:license url=\"https://creativecommons.org/licenses/by/4.0/\">cc-by-4.0</podcast:license>",
                    "<podcast:location geo=\"geo:52.52,13.405\" osm=\"R62422\">Berlin</podcast:location>",
                    "<podcast:txt purpose=\"verify\">abc-123</podcast:txt>",
                    "<podcast:value type=\"lightning\" method=\"keysend\" suggested=\"0.00000005000\">",
                    "<podcast:valueRecipient name=\"Ada &amp; Co\" type=\"node\" address=\"02d5c1bf8b94\" split=\"95\"/>",
                    "address=\"03ae9f91a0cb\" split=\"5\" fee=\"true\"/>",
                    "<podcast:remoteItem feedGuid=\"917393e3-1b1e-5cef-ace4-edaa54e1f810\"/>",
                ]
            ]),
    ]

    @Test("the old feed's address is kept, and the imported site builds", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }

    @Test(
        "a Hugo feed template's published paths",
        arguments: [
            ("layouts/_default/podcast.xml", ["/feed/podcast.xml"]),
            ("layouts/index.podcastfeed.xml", ["/feed/podcast.xml"]),
            ("themes/t/layouts/_default/list.itunes.xml", ["/itunes.xml"]),
            ("layouts/index.rss.xml", ["/index.xml"]),
            ("layouts/_default/rss.xml", ["/index.xml", "/episodes/index.xml", "/shows/index.xml"]),
            ("layouts/_default/list.rss.xml", ["/index.xml", "/episodes/index.xml", "/shows/index.xml"]),
            ("layouts/episodes/rss.xml", ["/episodes/index.xml"]),
            ("layouts/section/shows.rss.xml", ["/shows/index.xml"]),
            // JupiterBroadcasting's: every section's feed, a network's shows' too.
            ("themes/jb/layouts/section/list.rss.xml", ["/episodes/index.xml", "/shows/index.xml"]),
            // Castanet's, old and new.
            ("themes/castanet/layouts/episode/section.rss.xml", ["/episode/index.xml"]),
            ("themes/castanet/layouts/episode.rss.xml", ["/episode/index.xml"]),
            ("layouts/_default/single.html.xml", []),
        ] as [(String, [String])])
    func hugoPaths(_ template: String, _ expected: [String]) {
        let configuration: [String: Any] = [
            "outputFormats": [
                "podcastFeed": ["path": "/feed/", "baseName": "podcast"], "itunes": ["baseName": "itunes"],
            ]
        ]
        #expect(
            HugoSource.feedPaths(of: template, configuration: configuration, sections: ["episodes", "shows"])
                == expected)
    }
}

extension ImportOldFeedTests {
    @Test(
        "a Hugo feed template publishes no path for a kind whose `outputs` leave out RSS",
        arguments: [
            // JupiterBroadcasting's `[outputs] section = ["html"]` (commit ebf514c9, "disabling RSS building").
            ("themes/jb/layouts/section/list.rss.xml", ["section": ["html"]], []),
            ("themes/jb/layouts/section/list.rss.xml", ["section": ["html", "RSS"]], ["/show/index.xml"]),
            ("layouts/_default/rss.xml", ["home": ["html"]], ["/show/index.xml"]),
            ("layouts/index.rss.xml", ["home": ["html"], "section": ["html"]], []),
        ] as [(String, [String: [String]], [String])])
    func hugoOutputs(_ template: String, _ outputs: [String: [String]], _ expected: [String]) {
        #expect(
            HugoSource.feedPaths(of: template, configuration: ["outputs": outputs], sections: ["show"]) == expected)
    }

    @Test("the channel guid of an old feed address is the one Podcasting 2.0 derives from it")
    func oldChannelGuid() {
        // Podcasting 2.0's own example: podcastindex.org/namespace/1.0#guid.
        #expect(
            SiteImporter.oldChannelGuid(baseURL: "https://mp3s.nashownotes.com", path: "/pc20rss.xml")
                == "917393e3-1b1e-5cef-ace4-edaa54e1f810")
        #expect(
            SiteImporter.oldChannelGuid(baseURL: "https://example.org/", path: "/feed/")
                == SiteImporter.oldChannelGuid(baseURL: "http://example.org", path: "/feed"))
    }
}

extension ImportOldFeedTests {
    @Test(
        "a feed template's Podcasting 2.0 element is kept only when written as it is and as the build reads it",
        arguments: [
            (#"<podcast:license>cc0-1.0</podcast:license>"#, #"{"license":"cc0-1.0"}"#),
            (#"<podcast:license url="/license">x</podcast:license>"#, "{}"),
            (
                #"<podcast:location geo="30.2,-97.7">Austin &amp; around</podcast:location>"#,
                #"{"location":"Austin \u0026 around"}"#
            ),
            (#"<podcast:location rel="creator">{{ site.city }}</podcast:location>"#, "{}"),
            (
                #"<podcast:value type="lightning"><podcast:valueRecipient address="{{ site.node }}" split="100"/></podcast:value>"#,
                "{}"
            ),
            (#"<podcast:value><podcast:valueRecipient address="a" split="1" fee="true"/></podcast:value>"#, "{}"),
            (
                #"<podcast:txt>a</podcast:txt><podcast:txt purpose="verify">b&#x26;c</podcast:txt>"#,
                #"{"txt":["a",{"purpose":"verify","text":"b\u0026c"}]}"#
            ),
            (#"<podcast:podroll><podcast:remoteItem feedGuid="nope"/></podcast:podroll>"#, "{}"),
            (
                #"<podcast:updateFrequency complete="true">Ended</podcast:updateFrequency>"#,
                #"{"updateFrequency":{"complete":true,"text":"Ended"}}"#
            ),
            (#"<podcast:licensed>x</podcast:licensed>"#, "{}"),
        ] as [(String, String)])
    func namespaceHead(_ head: String, _ expected: String) {
        #expect(JSONText.encode(FeedNamespaceHead.settings(in: Substring(head))) == expected)
    }
}
