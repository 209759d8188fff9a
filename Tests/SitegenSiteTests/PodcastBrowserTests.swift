import Foundation
import SitegenTestSupport
import Testing

/// The podcast fixture's episode pages in headless Chromium (`Tools/media-browser.py`, over the
/// DevTools pipe, the site served on 127.0.0.1): chapter, body and transcript links seek the
/// player, and a YouTube or Vimeo page asks nothing of another host until Play is pressed.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromiumDevTools))
struct PodcastBrowserTests {
    /// Runs the plan's pages in one browser and returns each page's step results.
    static func run(_ pages: [[String: Any]], output: URL) async throws -> (origin: String, pages: [JSONValue]) {
        let folder = try PackagePaths.temporaryFolder("sitegen-media-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = folder.appendingPathComponent("plan.json")
        try JSONSerialization.data(withJSONObject: ["pages": pages]).write(to: plan)
        let result = try await PodcastTools.run("media-browser.py", [output.path, plan.path, "--timeout", "300"])
        return (result["origin"].string ?? "", result["pages"].array.map { $0["steps"] })
    }

    /// Before any click: `play()` only counts (so that the seek is read before the browser loads
    /// the file: the fixture's audio is seconds long, its chapters minutes apart), every click
    /// records the player's `currentTime` and whether the page handled it, and the links under
    /// test are numbered.
    static let instrument = """
        (() => {
          window.sgTest = {seeks: [], plays: 0};
          HTMLMediaElement.prototype.play = function () { window.sgTest.plays += 1; return Promise.resolve(); };
          window.addEventListener("click", event => {
            const player = document.querySelector("[data-sg-player]");
            window.sgTest.seeks.push({time: player ? player.currentTime : null, handled: event.defaultPrevented});
          });
          const transcript = document.querySelector(".episode-transcript");
          if (transcript) transcript.open = true;
          const groups = {chapter: ".episode-chapters a[data-seek]", body: ".episode-body a[data-seek]",
                          cue: ".transcript-body a[data-seek]"};
          const counts = {};
          for (const [name, selector] of Object.entries(groups)) {
            const links = document.querySelectorAll(selector);
            links.forEach((link, index) => link.setAttribute("data-test-" + name, String(index)));
            counts[name] = links.length;
          }
          return counts;
        })()
        """

    /// The seconds of every cue of a WebVTT file.
    static func cueStarts(_ file: URL) throws -> [Double] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { $0.contains("-->") }.compactMap {
            ExpectedEpisode.seconds(String($0.split(separator: " ")[0]))
        }
    }

    @Test("chapter, body #t= and transcript links set the player's currentTime to their start")
    func seekLinks() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let episodes = built.episodes.filter { episode in
            guard !episode.chapters.isEmpty else { return false }
            if case .file = episode.video { return true }
            return episode.video == nil && !episode.audio.isEmpty
        }
        #expect(episodes.count >= 2, "an audio and a video episode with chapters")
        var expected: [[Double]] = []
        var pages: [[String: Any]] = []
        for episode in episodes {
            var cues: [Double] = []
            if let transcript = episode.transcript, transcript.hasSuffix(".vtt"), !transcript.hasPrefix("https://") {
                cues = try Self.cueStarts(built.site.appendingPathComponent("Content/\(transcript)"))
            }
            let clicks =
                episode.chapters.indices.map { "[data-test-chapter=\"\($0)\"]" }
                + episode.bodyTimestamps.indices.map { "[data-test-body=\"\($0)\"]" }
                + cues.indices.map { "[data-test-cue=\"\($0)\"]" }
            expected.append(episode.chapters.map(\.start) + episode.bodyTimestamps + cues)
            pages.append([
                "path": episode.pagePath,
                "steps": [["eval": Self.instrument]] + clicks.map { ["click": $0] } + [
                    ["eval": "({test: window.sgTest, href: location.href})"]
                ],
            ])
        }
        let (origin, results) = try await Self.run(pages, output: built.output)
        try #require(results.count == episodes.count)
        for (index, episode) in episodes.enumerated() {
            let steps = results[index].array
            let counts = steps.first?["value"]
            #expect(counts?["chapter"].int == episode.chapters.count, "\(episode.slug): \(steps.first ?? .null)")
            #expect(counts?["body"].int == episode.bodyTimestamps.count, "\(episode.slug)")
            for step in steps where !step["error"].isNull { Issue.record("\(episode.slug): \(step["error"])") }
            let last = try #require(steps.last?["value"])
            let seeks = last["test"]["seeks"].array
            #expect(seeks.map { $0["time"].double } == expected[index], "\(episode.slug)")
            #expect(seeks.allSatisfy { $0["handled"].bool == true }, "\(episode.slug): a click was not handled")
            #expect(last["test"]["plays"].int == expected[index].count, "\(episode.slug): play() after each seek")
            #expect(last["href"].string == "\(origin)/\(episode.pagePath)", "\(episode.slug): the page stayed")
        }
    }

    @Test(
        "a YouTube or Vimeo page requests nothing from another host until Play is pressed, then the privacy-enhanced embed"
    )
    func facade() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        var embeds: [(episode: ExpectedEpisode, prefix: String, host: String)] = []
        for episode in built.episodes {
            switch episode.video {
            case .youTube(let id):
                embeds.append((episode, "https://www.youtube-nocookie.com/embed/\(id)?", "www.youtube-nocookie.com"))
            case .vimeo(let id): embeds.append((episode, "https://player.vimeo.com/video/\(id)?", "player.vimeo.com"))
            default: break
            }
        }
        #expect(embeds.count == 2)
        let iframe =
            "(() => { const f = document.querySelector('[data-sg-facade] iframe'); return f ? f.src : null })()"
        let button =
            "(() => { const b = document.querySelector('[data-sg-facade] button'); return b ? b.tagName : null })()"
        let pages: [[String: Any]] = embeds.map { embed in
            [
                "path": embed.episode.pagePath,
                "steps": [
                    ["wait": 500], ["requests": true], ["buttons": true], ["eval": button], ["eval": iframe],
                    ["click": "[data-sg-facade] button"], ["wait": 1_000], ["requests": true], ["eval": iframe],
                ],
            ]
        }
        let (origin, results) = try await Self.run(pages, output: built.output)
        try #require(results.count == embeds.count)
        for (index, embed) in embeds.enumerated() {
            let steps = results[index].array
            for step in steps where !step["error"].isNull { Issue.record("\(embed.episode.slug): \(step["error"])") }
            let before = steps[1]["requests"].array.compactMap(\.string)
            #expect(before.contains("\(origin)/\(embed.episode.pagePath)"), "\(before)")
            let elsewhere = before.filter { !$0.hasPrefix(origin + "/") && !$0.hasPrefix("data:") }
            #expect(elsewhere == [], "\(embed.episode.slug) asked another host before Play")
            let names = steps[2]["buttons"].array.compactMap(\.string)
            #expect(names.contains { $0.contains("Play") && $0.contains(embed.episode.title) }, "\(names)")
            #expect(steps[3]["value"].string == "BUTTON")
            #expect(steps[4]["value"].isNull, "no iframe before Play")
            let after = steps[7]["requests"].array.compactMap(\.string)
            let src = steps[8]["value"].string ?? ""
            #expect(src.hasPrefix(embed.prefix), "\(embed.episode.slug): iframe \(src)")
            if embed.host == "player.vimeo.com" { #expect(src.contains("dnt=1")) }
            #expect(after.contains { URL(string: $0)?.host == embed.host }, "\(embed.episode.slug): \(after)")
            let others = after.filter { !$0.hasPrefix(origin + "/") && URL(string: $0)?.host != embed.host }
            #expect(others == [], "\(embed.episode.slug): after Play, requests to \(others)")
        }
    }

    @Test("on a YouTube page a chapter link loads the embed at the chapter's start")
    func facadeChapter() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let episode = try #require(
            built.episodes.first { if case .youTube = $0.video { !$0.chapters.isEmpty } else { false } })
        let chapter = try #require(episode.chapters.last)
        let iframe =
            "(() => { const f = document.querySelector('[data-sg-facade] iframe'); return f ? f.src : null })()"
        let (_, results) = try await Self.run(
            [
                [
                    "path": episode.pagePath,
                    "steps": [
                        ["eval": Self.instrument],
                        ["click": "[data-test-chapter=\"\(episode.chapters.count - 1)\"]"], ["eval": iframe],
                        ["eval": "window.sgTest.seeks"],
                    ],
                ]
            ], output: built.output)
        let steps = try #require(results.first).array
        for step in steps where !step["error"].isNull { Issue.record("\(step["error"])") }
        #expect(steps[2]["value"].string?.hasSuffix("start=\(Int(chapter.start))") == true, "\(steps[2])")
        #expect(steps[3]["value"][0]["handled"].bool == true)
    }
}
