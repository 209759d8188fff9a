import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import zola` of a site whose `feed_filenames` (Zola 0.19) name its own feed of pages
/// beside a podcast feed: the podcast feed's address becomes the podcast feed's, the first other
/// feed's the Atom feed's, and the report names the feeds whose addresses are not kept.
@Suite("sitegen import zola: feed_filenames with a podcast feed and Zola's own")
struct ZolaFeedNamesImportTests {
    /// A Zola show's settings with the given feed names.
    static func configuration(_ names: String) -> String {
        """
        base_url = "https://show.example.org"
        title = "Crab Talk"
        generate_feeds = true
        feed_filenames = \(names)

        [extra]
        media_prefix = "https://media.example.org/"
        """
    }

    /// The site's files but for its settings: a podcast feed template and one episode.
    static let files: [String: String] = [
        "templates/podcast.xml": RealShowZolaImportTests.simplePodFeed,
        "content/_index.md": "+++\ntitle = \"Episodes\"\nsort_by = \"date\"\n+++\n",
        "content/001-borrowing.md": """
        +++
        title = "Borrowing"
        date = 2024-05-01

        [extra]
        audio_file = "001.mp3"
        +++

        We talk about borrowing.
        """,
    ]

    static let cases: [RealShowImportCase] = [
        RealShowImportCase(
            name: "Zola's Atom feed before the podcast feed: both addresses kept",
            generator: .zola,
            files: files.merging(["config.toml": configuration(#"["atom.xml", "podcast.xml"]"#)]) { $1 },
            report: ["the old feed's address kept: atomFeed: /atom.xml"],
            holds: ["site.yml": ["atomFeed: /atom.xml"]],
            lacks: ["site.yml": ["feedAliases"]],
            built: [
                "atom.xml": ["<feed xmlns=\"http://www.w3.org/2005/Atom\"", "Borrowing"],
                "podcast.xml": ["https://media.example.org/001.mp3"],
            ]),
        RealShowImportCase(
            name: "the podcast feed first, then Zola's RSS and Atom feeds: the first of those is the Atom feed's",
            generator: .zola,
            files: files.merging(["config.toml": configuration(#"["podcast.xml", "rss.xml", "atom.xml"]"#)]) {
                $1
            },
            report: [
                "the old feed's address kept: atomFeed: /rss.xml",
                "old feeds not kept at their addresses (sitegen writes one Atom feed, at /rss.xml): /atom.xml",
            ],
            holds: ["site.yml": ["atomFeed: /rss.xml"]],
            built: ["rss.xml": ["<feed xmlns=\"http://www.w3.org/2005/Atom\""]]),
        RealShowImportCase(
            name: "Zola's feed at sitegen's own Atom address stays there",
            generator: .zola,
            files: files.merging(["config.toml": configuration(#"["feed.xml", "podcast.xml"]"#)]) { $1 },
            report: [],
            holds: ["episodes/001-borrowing.md": ["https://media.example.org/001.mp3"]],
            lacks: ["site.yml": ["atomFeed"]],
            built: ["feed.xml": ["<feed xmlns=\"http://www.w3.org/2005/Atom\""]]),
    ]

    @Test("each feed keeps the address Zola gave it where sitegen can", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
