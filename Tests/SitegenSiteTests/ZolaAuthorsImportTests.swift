import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import zola` of a page's `authors` (a page's own key since Zola 0.19, written into
/// its feeds as the item's author): an episode's authors become its hosts.
@Suite("sitegen import zola: a page's authors")
struct ZolaAuthorsImportTests {
    /// A Zola show's settings, with the feed Zola makes itself.
    static let configuration = """
        base_url = "https://show.example.org"
        title = "Crab Talk"
        author = "Crab Talk"
        generate_feeds = true
        """

    /// An episode of the show with the given extra front matter lines.
    static func episode(_ lines: String) -> String {
        """
        +++
        title = "Episode 1: Borrowing"
        date = 2024-05-01
        \(lines)

        [extra]
        audio = "https://cdn.example.org/1.mp3"
        +++

        We talk about borrowing.
        """
    }

    static let cases: [RealShowImportCase] = [
        RealShowImportCase(
            name: "names, and an RSS author's address with the name in brackets, are the hosts",
            generator: .zola,
            files: [
                "config.toml": configuration,
                "content/episodes/_index.md": "+++\ntitle = \"Episodes\"\n+++\n",
                "content/episodes/001.md": episode(
                    #"authors = ["Ana Ferreira", "bo@example.org (Bo Lindqvist)", "Ana Ferreira"]"#),
            ],
            report: ["hosts from Zola's `authors`: content/episodes/001.md"],
            holds: [
                "episodes/episodes-001.md": ["hosts:", "- ana-ferreira", "- bo-lindqvist"],
                "people/ana-ferreira.md": ["Ana Ferreira"],
                "people/bo-lindqvist.md": ["Bo Lindqvist"],
            ],
            lacks: ["episodes/episodes-001.md": ["authors", "bo@example.org"]],
            built: ["people/bo-lindqvist/index.html": ["Bo Lindqvist", "Episode 1: Borrowing"]]),
        RealShowImportCase(
            name: "an address alone names no person: the authors stay under params",
            generator: .zola,
            files: [
                "config.toml": configuration,
                "content/episodes/_index.md": "+++\ntitle = \"Episodes\"\n+++\n",
                "content/episodes/001.md": episode(#"authors = ["Ana Ferreira", "bo@example.org"]"#),
            ],
            report: ["went to params: authors (1)"],
            holds: ["episodes/episodes-001.md": ["params:", "authors:", "bo@example.org"]],
            lacks: ["episodes/episodes-001.md": ["hosts:"]]),
        RealShowImportCase(
            name: "hosts the page names win over its authors",
            generator: .zola,
            files: [
                "config.toml": configuration,
                "content/episodes/_index.md": "+++\ntitle = \"Episodes\"\n+++\n",
                "content/episodes/001.md": episode(
                    """
                    authors = ["Ana Ferreira"]

                    [taxonomies]
                    hosts = ["Carla Mendes"]
                    """),
            ],
            report: ["went to params: authors (1)"],
            holds: ["episodes/episodes-001.md": ["- carla-mendes", "authors:"]],
            lacks: ["episodes/episodes-001.md": ["- ana-ferreira"]]),
    ]

    @Test("a Zola episode's authors are imported as the import reads them", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }

    @Test(
        "an author's name as Zola's pages and RSS write it",
        arguments: [
            ("Jane Doe", "Jane Doe"), ("  Jane Doe ", "Jane Doe"), ("jane@example.org (Jane Doe)", "Jane Doe"),
            ("jane@example.org", nil), ("jane@example.org ()", nil), ("Jane (the host)", "Jane (the host)"),
            ("", nil),
        ] as [(String, String?)])
    func authorName(_ written: String, _ name: String?) {
        #expect(ImportWriter.authorName(written) == name)
    }
}
