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

/// A Spotify episode's player in headless Chromium (`Tools/media-browser.py`, the site served on
/// 127.0.0.1): the page asks nothing of Spotify until Play is pressed, then loads its embed in
/// the box the facade held, so nothing below it moves.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromiumDevTools))
struct ListenBrowserTests {
    @Test("a Spotify episode's page requests nothing from Spotify until Play, then its embed, in the same box")
    func spotifyFacade() async throws {
        let files = ListenLinksTests.files([
            "one": "listen: https://open.spotify.com/episode/03neabTmLhxBVYa0zu4wEC?si=x"
        ])
        try await SiteSandbox.with(files) { sandbox in
            let result = await SitePipeline().build(
                SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now))
            try #require(result.succeeded, "\(result.diagnostics)")
            let box =
                "(() => { const b = document.querySelector('.episode-player-spotify').getBoundingClientRect();"
                + " return Math.round(b.height) })()"
            let iframe =
                "(() => { const f = document.querySelector('[data-sg-facade] iframe');"
                + " return f ? [f.src, f.className, f.title] : null })()"
            let page: [String: Any] = [
                "path": "episodes/one/",
                "steps": [
                    ["wait": 500], ["requests": true], ["buttons": true], ["eval": box], ["eval": iframe],
                    ["click": "[data-sg-facade] button"], ["wait": 1_000], ["requests": true], ["eval": iframe],
                    ["eval": box],
                ],
            ]
            let (origin, pages) = try await PodcastBrowserTests.run([page], output: sandbox.output)
            let steps = try #require(pages.first).array
            for step in steps where !step["error"].isNull { Issue.record("\(step["error"])") }
            let before = steps[1]["requests"].array.compactMap(\.string)
            #expect(before.allSatisfy { $0.hasPrefix(origin + "/") || $0.hasPrefix("data:") }, "\(before)")
            let names = steps[2]["buttons"].array.compactMap(\.string)
            #expect(names.contains("Play on Spotify: one"), "\(names)")
            #expect(steps[3]["value"].int == 152)
            #expect(steps[4]["value"].isNull, "no iframe before Play")
            let after = steps[7]["requests"].array.compactMap(\.string)
            #expect(after.contains { URL(string: $0)?.host == "open.spotify.com" }, "\(after)")
            let frame = steps[8]["value"].array.compactMap(\.string)
            #expect(frame == ["https://open.spotify.com/embed/episode/03neabTmLhxBVYa0zu4wEC", "listen-embed", "one"])
            #expect(steps[9]["value"].int == 152, "the embed fills the facade's box")
        }
    }
}
