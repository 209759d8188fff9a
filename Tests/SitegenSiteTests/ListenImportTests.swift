import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen import` of an episode's pages on listening platforms, kept per platform
/// (`spotify`, `apple_podcasts`) or as a player's HTML: they become its `listen` links.
@Suite("sitegen import: an episode's links to listening platforms")
struct ListenImportTests {
    static let cases: [RealShowImportCase] = [
        RealShowImportCase(
            name: "a key per platform, and a Spotify player's iframe, are one list of listen links",
            generator: .hugo,
            files: [
                "hugo.toml": "baseURL = \"https://show.example.org/\"\ntitle = \"Crab Talk\"\n",
                "content/episodes/one.md": """
                ---
                title: One
                date: 2024-05-01
                apple_podcasts: https://podcasts.apple.com/us/podcast/crab-talk/id1?i=1000
                spotify_embed: '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/03neabTmLhxBVYa0zu4wEC?utm_source=generator&amp;theme=0" width="100%" height="152"></iframe>'
                overcast: not a link
                ---
                Notes.
                """,
            ],
            report: ["went to params: overcast: not a web address (or a list of them) (1)"],
            holds: [
                "episodes/one.md": [
                    "listen:\n- https://podcasts.apple.com/us/podcast/crab-talk/id1?i=1000\n"
                        + "- https://open.spotify.com/embed/episode/03neabTmLhxBVYa0zu4wEC?utm_source=generator&theme=0"
                ]
            ],
            built: [
                "episodes/one/index.html": [
                    #"data-embed="https://open.spotify.com/embed/episode/03neabTmLhxBVYa0zu4wEC""#,
                    #">Apple Podcasts</a>"#,
                ]
            ]),
        RealShowImportCase(
            name: "a platforms map with a video: the video, the other pages listen links, a non-link stays",
            generator: .jekyll,
            files: [
                "_config.yml": "title: Crab Talk\nurl: https://show.example.org\n",
                "_posts/2024-05-01-one.md": """
                ---
                title: One
                platforms:
                  youtube: https://www.youtube.com/watch?v=SDipvSE21Es
                  deezer: https://www.deezer.com/episode/1
                  castbox: [https://castbox.fm/episode/1, https://castbox.fm/episode/1]
                  notes: see the show notes
                ---
                Notes.
                """,
            ],
            report: ["went to params: platforms: not web addresses (notes)"],
            holds: [
                "episodes/one.md": [
                    "video: https://www.youtube.com/watch?v=SDipvSE21Es",
                    "listen:\n- https://castbox.fm/episode/1\n- https://www.deezer.com/episode/1\n",
                    "notes: see the show notes",
                ]
            ],
            built: ["episodes/one/index.html": [">Castbox</a>", ">Deezer</a>"]]),
    ]

    @Test("an episode's pages on listening platforms are its listen links", arguments: cases)
    func importAndBuild(_ show: RealShowImportCase) async throws {
        try await show.importAndBuild()
    }
}
