import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// An episode's `listen:` links (its pages on Spotify, Apple Podcasts and the like): each named by
/// its platform on the page, and a Spotify episode's player embedded (behind a Play button) when
/// the episode has nothing of its own to play.
@Suite("An episode's listen links")
struct ListenLinksTests {
    /// A site with the given episodes (name → front matter lines).
    static func files(_ episodes: [String: String]) -> [String: Data] {
        var files = ["Content/site.yml": Data("title: Show\nbaseURL: https://show.example.org/\n".utf8)]
        for (name, lines) in episodes {
            files["Content/episodes/\(name).md"] = Data(
                "---\ntitle: \(name)\ndate: 2024-01-01\n\(lines)\n---\nNotes.\n".utf8)
        }
        return files
    }

    @Test("each link is named by its platform; a Spotify episode without audio gets its player, and the media script")
    func page() async throws {
        let episodes = [
            "spotify": """
            listen:
              - https://open.spotify.com/embed/episode/03neabTmLhxBVYa0zu4wEC
              - https://podcasts.apple.com/us/podcast/show/id123?i=1000
              - https://music.amazon.de/podcasts/abc
              - https://listen.example.net/one
            """,
            "video": "listen: https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk\n"
                + "video: https://www.youtube.com/watch?v=SDipvSE21Es",
            "plain": "summary: nothing to play",
        ]
        try await SiteSandbox.with(Self.files(episodes)) { sandbox in
            let result = await SitePipeline().build(
                SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now))
            #expect(result.succeeded, "\(result.diagnostics)")
            let read = { (path: String) in
                try String(contentsOf: sandbox.output.appendingPathComponent(path), encoding: .utf8)
            }
            let spotify = try read("episodes/spotify/index.html")
            #expect(
                spotify.contains(
                    #"<a class="listen-link" href="https://open.spotify.com/episode/03neabTmLhxBVYa0zu4wEC">Spotify</a> "#
                        + #"<a class="listen-link" href="https://podcasts.apple.com/us/podcast/show/id123?i=1000">Apple Podcasts</a> "#
                        + #"<a class="listen-link" href="https://music.amazon.de/podcasts/abc">Amazon Music</a> "#
                        + #"<a class="listen-link" href="https://listen.example.net/one">listen.example.net</a>"#))
            #expect(
                spotify.contains(
                    #"data-sg-facade data-embed="https://open.spotify.com/embed/episode/03neabTmLhxBVYa0zu4wEC" data-kind="spotify""#
                ))
            #expect(spotify.contains(#"aria-label="Play on Spotify: spotify""#))
            #expect(spotify.contains("assets/media."), "the facade needs the media script")
            #expect(
                spotify.contains(
                    #""sameAs":["https://open.spotify.com/episode/03neabTmLhxBVYa0zu4wEC","#
                        + #""https://podcasts.apple.com/us/podcast/show/id123?i=1000""#))
            // An episode with its own video plays that; Spotify is a link beside it.
            let video = try read("episodes/video/index.html")
            #expect(!video.contains(#"data-kind="spotify""#))
            #expect(video.contains(#"href="https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk">Spotify</a>"#))
            let plain = try read("episodes/plain/index.html")
            #expect(!plain.contains("episode-listen") && !plain.contains("assets/media."))
        }
    }

    @Test(
        "a link that is not a web address is an error at its place",
        arguments: [
            ("listen: ftp://files.example.org/1.mp3", 4, 9),
            ("listen:\n  - https://open.spotify.com/episode/1\n  - podcasts.apple.com/x", 6, 5),
            ("listen: {spotify: https://open.spotify.com/episode/1}", 4, 9),
        ])
    func mistakes(_ lines: String, _ line: Int, _ column: Int) async throws {
        try await SiteSandbox.with(Self.files(["one": lines])) { sandbox in
            let result = await SitePipeline().build(
                SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now))
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.count == 1, "\(result.diagnostics)")
            #expect(errors.first?.position?.file == "Content/episodes/one.md")
            #expect(errors.first?.position?.line == line && errors.first?.position?.column == column, "\(errors)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }

    @Test(
        "another tool's key for a platform's page is a warning that names `listen`",
        arguments: ["spotify", "Apple-Podcasts"])
    func otherToolsKey(_ key: String) async throws {
        let lines = "\(key): https://open.spotify.com/episode/03neabTmLhxBVYa0zu4wEC"
        try await SiteSandbox.with(Self.files(["one": lines])) { sandbox in
            let result = await SitePipeline().build(
                SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now))
            #expect(result.succeeded)
            let warning = result.diagnostics.first { $0.message.contains("unknown key `\(key)`") }
            #expect(warning?.message.contains("did you mean `listen`?") == true, "\(result.diagnostics)")
            #expect(warning?.position?.line == 4 && warning?.position?.column == 1)
        }
    }

    @Test(
        "a link's platform and a Spotify episode's id",
        arguments: [
            ("https://open.spotify.com/episode/03neabTmLhxBVYa0zu4wEC?si=abc", "Spotify", "03neabTmLhxBVYa0zu4wEC"),
            ("https://open.spotify.com/intl-de/episode/03neabTmLhxBVYa0zu4wEC", "Spotify", "03neabTmLhxBVYa0zu4wEC"),
            (
                "https://open.spotify.com/embed-podcast/episode/03neabTmLhxBVYa0zu4wEC", "Spotify",
                "03neabTmLhxBVYa0zu4wEC"
            ),
            ("https://open.spotify.com/show/03neabTmLhxBVYa0zu4wEC", "Spotify", nil),
            ("https://open.spotify.com/episode/short", "Spotify", nil),
            ("https://podcasters.spotify.com/pod/show/x/episodes/y", "Spotify", nil),
            ("https://www.podcasts.apple.com/x", "Apple Podcasts", nil),
            ("https://music.youtube.com/watch?v=x", "YouTube Music", nil),
            ("https://pca.st/episode/x", "Pocket Casts", nil),
            ("https://evil-spotify.com/episode/x", "evil-spotify.com", nil),
        ] as [(String, String, String?)])
    func platforms(_ url: String, _ platform: String, _ spotify: String?) {
        #expect(ListenURL.platform(url) == platform)
        #expect(ListenURL.spotifyEpisode(url) == spotify)
    }
}
