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

/// The Podcasting 2.0 elements of payments while listening, places, licenses, a feed's texts,
/// recommended shows and schedule, and soundbites: each from its setting, checked, escaped.
@Suite(.tags(.slow), .tier(.slow)) struct PodcastNamespaceTests {
    static let node = "02d5c1bf8b940dc9cadca86d1b0a3c37fbe39cee4c7e839e33bef9174531d27f52"
    static let names = [
        "podcast:value", "podcast:value/podcast:valueRecipient", "podcast:location", "podcast:license",
        "podcast:txt", "podcast:podroll/podcast:remoteItem", "podcast:updateFrequency",
    ]

    @Test(
        "each setting of the podcast block is the channel element the namespace defines",
        arguments: [
            (
                [
                    "value:", "    suggested: 0.00000005000", "    recipients:",
                    "      - {name: Ada & Co, address: \(node), split: 95}",
                    "      - {name: Podcastindex.org, address: 03ae9f91a0cb8ff4, split: 5, customKey: 696969, customValue: eChoVKtO1KujpAA5HCoB, fee: true}",
                ],
                [
                    "<podcast:value method=\"keysend\" suggested=\"0.00000005000\" type=\"lightning\">",
                    "<podcast:valueRecipient address=\"\(node)\" name=\"Ada & Co\" split=\"95\" type=\"node\">",
                    "<podcast:valueRecipient address=\"03ae9f91a0cb8ff4\" customKey=\"696969\" customValue=\"eChoVKtO1KujpAA5HCoB\" fee=\"true\" name=\"Podcastindex.org\" split=\"5\" type=\"node\">",
                ]
            ),
            (
                [
                    "value: {type: lightning, method: lnaddress, recipients: [{type: lnaddress, address: ada@getalby.com, split: 1}]}"
                ],
                [
                    "<podcast:value method=\"lnaddress\" type=\"lightning\">",
                    "<podcast:valueRecipient address=\"ada@getalby.com\" split=\"1\" type=\"lnaddress\">",
                ]
            ),
            (["location: Austin, TX"], ["<podcast:location>Austin, TX"]),
            (
                ["location: {name: \"Austin <TX>\", geo: \"geo:30.2672,-97.7431\", osm: R113314, rel: creator}"],
                ["<podcast:location geo=\"geo:30.2672,-97.7431\" osm=\"R113314\" rel=\"creator\">Austin <TX>"]
            ),
            (["license: cc-by-4.0"], ["<podcast:license>cc-by-4.0"]),
            (
                ["license: {name: my-license, url: \"https://example.org/license?v=1&a=2\"}"],
                ["<podcast:license url=\"https://example.org/license?v=1&a=2\">my-license"]
            ),
            (["txt: S6lpp-7ZCn8-dZfGc-OoyaG"], ["<podcast:txt>S6lpp-7ZCn8-dZfGc-OoyaG"]),
            (
                ["txt: [{text: \"naj3eEZaWVVY9a38uhX8FekACyhtqP4JN\", purpose: verify}, \"a & b\"]"],
                ["<podcast:txt purpose=\"verify\">naj3eEZaWVVY9a38uhX8FekACyhtqP4JN", "<podcast:txt>a & b"]
            ),
            (
                [
                    "podroll:", "    - 917393E3-1B1E-5CEF-ACE4-EDAA54E1F810",
                    "    - {feedGuid: 5a95f9d8-35e3-51f5-a269-ba1df36b4bd8, feedUrl: https://example.org/feed.xml}",
                ],
                [
                    "<podcast:remoteItem feedGuid=\"917393e3-1b1e-5cef-ace4-edaa54e1f810\">",
                    "<podcast:remoteItem feedGuid=\"5a95f9d8-35e3-51f5-a269-ba1df36b4bd8\" feedUrl=\"https://example.org/feed.xml\">",
                ]
            ),
            (["updateFrequency: Weekly"], ["<podcast:updateFrequency>Weekly"]),
            (
                ["updateFrequency: {text: Mondays, rrule: FREQ=WEEKLY;BYDAY=MO, complete: false}"],
                ["<podcast:updateFrequency complete=\"false\" rrule=\"FREQ=WEEKLY;BYDAY=MO\">Mondays"]
            ),
        ] as [([String], [String])])
    func channel(_ lines: [String], _ expected: [String]) async throws {
        let feed = try await PodcastPublishingTests.feed(PodcastPublishingTests.edits(podcast: lines))
        let found = Self.names.flatMap { feed.channel($0) }.map(\.description)
        #expect(found.sorted() == expected.sorted())
        #expect(feed.itemCount == 3)
        #expect(Self.names.allSatisfy { feed.item(0, $0).isEmpty })
    }

    @Test("an episode's soundbites, place, license and payments are its item's; the show's stay the channel's")
    func item() async throws {
        var edits = PodcastPublishingTests.edits(podcast: [
            "value: {recipients: [{address: \(Self.node), split: 1}]}", "license: cc-by-4.0",
        ])
        edits.append(
            .replace(
                "Content/episodes/103-show-3.md", "title: Show 3\n",
                """
                title: Show 3
                soundbites:
                  - {start: "1:13", duration: 60, title: "Why it matters <a>"}
                  - {start: 1234.5, duration: "0:15.25"}
                location: {name: Lisbon, geo: "geo:38.7223,-9.1393"}
                license: {name: cc-by-sa-4.0, url: "https://creativecommons.org/licenses/by-sa/4.0/"}
                value:
                  recipients:
                    - {name: Host, address: \(Self.node), split: 50}
                    - {name: Guest, type: lnaddress, address: guest@example.org, split: 50}
                  timeSplits:
                    - {startTime: 60, duration: "3:12", remotePercentage: 95, remoteItem: {feedGuid: 05eaeb68-1d19-5f15-afb6-06aeba50381b, feedUrl: "https://example.org/a%20b.xml", itemGuid: c4c83125, medium: music}}
                    - {startTime: "5:00", duration: 30, recipients: [{name: Band, type: lnaddress, address: band@example.org, split: 1}]}

                """))
        let feed = try await PodcastPublishingTests.feed(edits)
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            #expect(await sandbox.build().lines.isEmpty)
            let own = try sandbox.outputText("episodes/show-3/index.html")
            #expect(
                own.contains(
                    "<p class=\"episode-license\">License: <a rel=\"license\" href=\"https://creativecommons.org/licenses/by-sa/4.0/\">cc-by-sa-4.0</a></p>"
                ))
            #expect(own.contains("\"license\":\"https://creativecommons.org/licenses/by-sa/4.0/\""))
            let show = try sandbox.outputText("episodes/show-2/index.html")
            #expect(show.contains("<p class=\"episode-license\">License: cc-by-4.0</p>"))
        }
        #expect(
            feed.item(0, "podcast:soundbite").map(\.description) == [
                "<podcast:soundbite duration=\"60.0\" startTime=\"73.0\">Why it matters <a>",
                "<podcast:soundbite duration=\"15.25\" startTime=\"1234.5\">",
            ])
        #expect(
            feed.item(0, "podcast:location").map(\.description) == [
                "<podcast:location geo=\"geo:38.7223,-9.1393\">Lisbon"
            ])
        #expect(
            feed.item(0, "podcast:license").map(\.description) == [
                "<podcast:license url=\"https://creativecommons.org/licenses/by-sa/4.0/\">cc-by-sa-4.0"
            ])
        #expect(
            feed.item(0, "podcast:value/podcast:valueRecipient").map { $0.attributes["name"] } == ["Host", "Guest"])
        // A song played in the episode: its share goes to the song's feed item, or to its own recipients.
        #expect(
            feed.item(0, "podcast:value/podcast:valueTimeSplit").map(\.description) == [
                "<podcast:valueTimeSplit duration=\"192.0\" remotePercentage=\"95\" startTime=\"60.0\">",
                "<podcast:valueTimeSplit duration=\"30.0\" startTime=\"300.0\">",
            ])
        #expect(
            feed.item(0, "podcast:value/podcast:valueTimeSplit/podcast:remoteItem").map(\.description) == [
                "<podcast:remoteItem feedGuid=\"05eaeb68-1d19-5f15-afb6-06aeba50381b\" feedUrl=\"https://example.org/a%20b.xml\" itemGuid=\"c4c83125\" medium=\"music\">"
            ])
        #expect(
            feed.item(0, "podcast:value/podcast:valueTimeSplit/podcast:valueRecipient").map { $0.attributes["name"] }
                == ["Band"])
        // The other episodes say nothing of their own: apps take the channel's.
        #expect(feed.item(1, "podcast:value").isEmpty)
        #expect(feed.item(1, "podcast:license").isEmpty)
        #expect(feed.channel("podcast:license").map(\.text) == ["cc-by-4.0"])
        #expect(feed.channel("podcast:value/podcast:valueRecipient").map { $0.attributes["split"] } == ["1"])
    }

    @Test("a show of a network takes the site's payments, place and license, but not its texts, podroll or schedule")
    func show() async throws {
        let lines = [
            "value: {recipients: [{address: \(Self.node), split: 1}]}", "location: Austin", "license: cc0-1.0",
            "txt: verify-me", "updateFrequency: Weekly", "podroll: [917393e3-1b1e-5cef-ace4-edaa54e1f810]",
        ]
        let feed = try await PodcastPublishingTests.feed(
            PodcastPublishingTests.edits(podcast: lines, collection: "basics")
                + [.replace(MinimalSite.collection, "order: 1", "order: 1\npodcast: {license: cc-by-4.0}")],
            path: "collections/basics/podcast.xml")
        #expect(feed.channel("podcast:license").map(\.text) == ["cc-by-4.0"])
        #expect(feed.channel("podcast:location").map(\.text) == ["Austin"])
        #expect(feed.channel("podcast:value/podcast:valueRecipient").count == 1)
        #expect(feed.channel("podcast:txt").isEmpty)
        #expect(feed.channel("podcast:updateFrequency").isEmpty)
        #expect(feed.channel("podcast:podroll").isEmpty)
    }

    @Test(
        "every mistake is an error at its line and column, and the build stops",
        arguments: [
            (
                "value: {recipients: []}",
                "12:23: error: `podcast.value.recipients` must give a `split` above 0 to one recipient at least"
            ),
            (
                "value: {type: lightning}",
                "12:10: error: `podcast.value` needs `recipients`: who is paid, each with an `address` and a `split`"
            ),
            (
                "value: {recipients: [{address: abc}]}",
                "12:24: error: a recipient of `podcast.value.recipients` needs an `address` and a `split`"
            ),
            (
                "value: {recipients: [{address: abc, split: -1}]}",
                "12:46: error: `podcast.value.recipients.split` must be a whole number from 0 to 1000000000, not -1"
            ),
            (
                "value: {recipients: [{address: a b, split: 1}]}",
                "12:34: error: `podcast.value.recipients.address` must be an address without spaces, not 'a b'"
            ),
            (
                "value: {type: Lightning, recipients: [{address: a, split: 1}]}",
                "12:17: error: `podcast.value.type` must be a lower-case name such as lightning, not 'Lightning'"
            ),
            (
                "value: {suggested: lots, recipients: [{address: a, split: 1}]}",
                "12:22: error: `podcast.value.suggested` must be an amount such as 0.00000005, not 'lots'"
            ),
            (
                "value: {recipients: [{address: a, split: 1, customValue: x}]}",
                "12:60: error: `podcast.value.recipients.customValue` needs a `customKey`"
            ),
            (
                "value: {recipients: [{address: a, split: 1}], timeSplits: [{startTime: 1, duration: 2}]}",
                "12:62: error: a time split of `podcast.value.timeSplits` needs a `remoteItem` (the song's feed and item) or `recipients`"
            ),
            (
                "value: {recipients: [{address: a, split: 1}], timeSplits: [{startTime: 1, duration: 0, recipients: [{address: a, split: 1}]}]}",
                "12:87: error: `podcast.value.timeSplits.duration` must be more than 0 seconds"
            ),
            (
                "value: {recipients: [{address: a, split: 1}], timeSplits: [{startTime: 1, duration: 2, remoteItem: {itemGuid: x}}]}",
                "12:102: error: `podcast.value.timeSplits.remoteItem` needs a `feedGuid`: the other feed's podcast:guid"
            ),
            (
                "value: {recipients: [{address: a, split: 1}], timeSplits: [{startTime: soon, duration: 2, recipients: [{address: a, split: 1}]}]}",
                "12:74: error: `podcast.value.timeSplits.startTime` 'soon' is not a time; write seconds, \"mm:ss\" or \"h:mm:ss\""
            ),
            (
                "value: {recipients: [{address: a, split: 1, share: 2}]}",
                "12:47: error: unknown key `share` in a recipient; valid keys are `name`, `type`, `address`, `split`, `customKey`, `customValue`, `fee`"
            ),
            (
                "location: {geo: \"geo:1,2\"}",
                "12:13: error: `podcast.location` needs a `name`: the place as people say it"
            ),
            (
                "location: {name: X, geo: \"30.2,-97.7\"}",
                "12:28: error: `podcast.location.geo` must be a geo URI with a latitude and a longitude, like geo:30.2672,-97.7431, not '30.2,-97.7'"
            ),
            (
                "location: {name: X, geo: \"geo:91,0\"}",
                "12:28: error: `podcast.location.geo` must be a geo URI with a latitude and a longitude, like geo:30.2672,-97.7431, not 'geo:91,0'"
            ),
            (
                "location: {name: X, osm: X113314}",
                "12:28: error: `podcast.location.osm` must be an OpenStreetMap object: N, W or R and its id, like R113314, not 'X113314'"
            ),
            (
                "location: {name: X, rel: home}",
                "12:28: error: `podcast.location.rel` must be `subject` (what it is about) or `creator` (where it is made), not 'home'"
            ),
            (
                "license: {url: https://example.org/}",
                "12:12: error: `podcast.license` needs a `name`, such as cc-by-4.0"
            ),
            (
                "license: {name: x, url: /license}",
                "12:27: error: `podcast.license.url` must be an absolute http or https URL such as https://example.org/, not '/license'"
            ),
            ("txt: {purpose: verify}", "12:8: error: a `podcast.txt` needs its `text`"),
            (
                "podroll: [not-a-guid]",
                "12:13: error: `podcast.podroll.feedGuid` must be a show's podcast:guid, a UUID, not 'not-a-guid'"
            ),
            (
                "podroll: 917393e3-1b1e-5cef-ace4-edaa54e1f810",
                "12:12: error: `podcast.podroll` must be a list, not the string '917393e3-1b1e-5cef-ace4-edaa54e1f810'"
            ),
            (
                "updateFrequency: {text: Weekly, rrule: WEEKLY}",
                "12:42: error: `podcast.updateFrequency.rrule` must be an iCalendar recurrence rule with a FREQ, like FREQ=WEEKLY;BYDAY=MO, not 'WEEKLY'"
            ),
            (
                "updateFrequency: {rrule: FREQ=DAILY}",
                "12:20: error: `podcast.updateFrequency` needs a `text`, such as Weekly"
            ),
        ] as [(String, String)])
    func mistakes(_ line: String, _ expected: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: PodcastPublishingTests.edits(podcast: [line])) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == ["\(MinimalSite.siteYML):\(expected)"])
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(written.isEmpty)
        }
    }

    @Test(
        "an episode's soundbite that is no time, too long or without its start is an error at it",
        arguments: [
            (
                "soundbites: [{start: soon, duration: 30}]",
                "3:22: error: soundbite `start` 'soon' is not a time; write \"mm:ss\", \"h:mm:ss\" or seconds"
            ),
            (
                "soundbites: [{start: 10, duration: 600}]",
                "3:36: error: soundbite `duration` must be more than 0 and at most 120 seconds (apps play 15 to 120), not 10:00"
            ),
            ("soundbites: [{duration: 30}]", "3:14: error: a soundbite needs a `start` and a `duration`"),
            ("soundbites: {start: 1, duration: 30}", "3:13: error: `soundbites` must be a list, not a mapping"),
            (
                "license: \"\(String(repeating: "x", count: 129))\"",
                "3:10: error: `license` must be at most 128 characters (the Podcasting 2.0 namespace's limit), not 129"
            ),
        ] as [(String, String)])
    func episodeMistakes(_ line: String, _ expected: String) async throws {
        let edits =
            PodcastPublishingTests.edits()
            + [.replace("Content/episodes/103-show-3.md", "title: Show 3\n", "title: Show 3\n\(line)\n")]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == ["Content/episodes/103-show-3.md:\(expected)"])
        }
    }
}
