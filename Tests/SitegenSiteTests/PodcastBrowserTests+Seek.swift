import Foundation
import SitegenTestSupport
import Testing

/// Seeking on pages with both audio and a video, and before the audio has loaded
/// (`Fixtures/seek-links/`, served by `Tools/seek-browser.py` with byte ranges and held files).
extension PodcastBrowserTests {
    /// Runs the plan's pages in one browser, the `hold` files answered only at a `release` step.
    static func runSeek(_ pages: [[String: Any]], hold: [String] = []) async throws -> [[JSONValue]] {
        let output = try await SeekLinksSite.shared.get()
        let folder = try PackagePaths.temporaryFolder("sitegen-seek-browser")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = folder.appendingPathComponent("plan.json")
        try JSONSerialization.data(withJSONObject: ["pages": pages, "hold": hold]).write(to: plan)
        let result = try await PodcastTools.run("seek-browser.py", [output.path, plan.path, "--timeout", "300"])
        let steps = result["pages"].array.map { $0["steps"].array }
        for (page, results) in zip(pages, steps) {
            for step in results where !step["error"].isNull { Issue.record("\(page["path"] ?? ""): \(step["error"])") }
        }
        return steps
    }

    /// Records every `seeked` of the page's media elements (`window.sgSeeked`: the element's
    /// tag and its time then), and returns which element the page marks as the one links seek.
    static let recordSeeks = """
        (() => {
          window.sgSeeked = [];
          document.querySelectorAll("audio, video").forEach(media => {
            media.muted = true;
            media.addEventListener("seeked", () => window.sgSeeked.push({tag: media.tagName, time: media.currentTime}));
          });
          const player = document.querySelector("[data-sg-player]");
          return player ? player.tagName : null;
        })()
        """

    /// The page's state after the clicks: the facade's iframe, the audio and the video.
    static let mediaState = """
        (() => {
          const audio = document.querySelector("audio"), video = document.querySelector("video");
          const frame = document.querySelector("[data-sg-facade] iframe");
          return {iframe: frame ? frame.src : null, button: !!document.querySelector("[data-sg-facade] button"),
                  audio: audio ? audio.currentTime : null, video: video ? video.currentTime : null,
                  seeked: window.sgSeeked, href: location.href};
        })()
        """

    /// Whether the audio has seeked to `seconds`: the time a `seeked` reads may be a little past
    /// it when the audio already plays, and the links' times are 10 s apart.
    static func seekedAudio(_ seconds: Int) -> String {
        "window.sgSeeked.some(s => s.tag === 'AUDIO' && s.time > \(seconds) - 0.01 && s.time < \(seconds) + 5)"
    }

    @Test("with audio and a YouTube or video file, chapter and body links seek the audio and load no embed")
    func audioFirst() async throws {
        let chapter = ".episode-chapters li:nth-child(2) a[data-seek]"
        let pages: [[String: Any]] = ["audio-and-youtube", "audio-and-video-file"].map { slug in
            [
                "path": "episodes/\(slug)/index.html",
                "steps": [
                    ["eval": Self.recordSeeks], ["eval": "document.querySelector('\(chapter)').href"],
                    ["requests": true], ["click": chapter], ["until": Self.seekedAudio(40), "ceiling": 30_000],
                    ["click": ".episode-body a[data-seek]:last-of-type"],
                    ["until": Self.seekedAudio(slug == "audio-and-youtube" ? 50 : 40), "ceiling": 30_000],
                    ["eval": Self.mediaState], ["requests": true],
                ],
            ]
        }
        let results = try await Self.runSeek(pages)
        try #require(results.count == 2)
        for (slug, steps) in zip(["audio-and-youtube", "audio-and-video-file"], results) {
            #expect(steps[0]["value"].string == "AUDIO", "\(slug): the audio is the player links seek")
            let number = slug == "audio-and-youtube" ? "001" : "002"
            #expect(steps[1]["value"].string?.hasSuffix("/audio/\(number).wav#t=40") == true, "\(slug): \(steps[1])")
            let state = steps[7]["value"]
            #expect(state["iframe"].isNull, "\(slug): no embed loaded")
            #expect(state["audio"].double.map { $0 >= 40 } == true, "\(slug): \(state)")
            #expect(state["video"].double.map { $0 == 0 } ?? true, "\(slug): the video stayed at 0")
            #expect(state["seeked"].array.allSatisfy { $0["tag"].string == "AUDIO" }, "\(slug): \(state)")
            #expect(state["href"].string?.hasSuffix("/episodes/\(slug)/index.html") == true, "\(slug): the page stayed")
            let elsewhere = steps[8]["requests"].array.compactMap(\.string).filter {
                !$0.hasPrefix("http://127.0.0.1:") && !$0.hasPrefix("data:")
            }
            #expect(elsewhere == [], "\(slug): requests to another host")
            if slug == "audio-and-youtube" {
                #expect(state["button"].bool == true, "\(slug): the facade's Play button")
            }
        }
    }

    @Test("`seek: video` makes chapter links load the YouTube embed at their start, and leaves the audio")
    func seekVideo() async throws {
        let chapter = ".episode-chapters li:nth-child(2) a[data-seek]"
        let results = try await Self.runSeek([
            [
                "path": "episodes/seek-video/index.html",
                "steps": [
                    ["eval": Self.recordSeeks], ["eval": "document.querySelector('\(chapter)').href"],
                    ["click": chapter], ["eval": Self.mediaState],
                ],
            ]
        ])
        let steps = try #require(results.first)
        #expect(steps[0]["value"].string == "DIV", "the facade is the player links seek")
        #expect(steps[1]["value"].string == "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=40s")
        let state = steps[3]["value"]
        #expect(state["iframe"].string?.hasSuffix("start=40") == true, "\(state)")
        #expect(state["audio"].double == 0 && state["seeked"].array.isEmpty, "\(state)")
    }

    /// Makes the page's media elements ignore a `currentTime` set before their metadata, as
    /// Safari on iOS does (Chromium keeps it as the start to play from).
    static let dropEarlyTimes = """
        (() => {
          const time = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, "currentTime");
          Object.defineProperty(HTMLMediaElement.prototype, "currentTime", {
            configurable: true, get: time.get,
            set(value) { if (this.readyState >= 1) time.set.call(this, value); }
          });
          return true;
        })()
        """

    @Test(
        "a click before the audio has loaded ends with the audio at the link's time, even if the browser drops it",
        arguments: [false, true])
    func clickBeforeLoad(dropsEarlyTimes: Bool) async throws {
        let audio = "document.querySelector('audio')"
        let results = try await Self.runSeek(
            [
                [
                    "path": "episodes/slow-audio/index.html",
                    "steps": [
                        ["eval": dropsEarlyTimes ? Self.dropEarlyTimes : "true"],
                        ["eval": Self.recordSeeks], ["click": ".episode-body a[data-seek]"],
                        ["eval": "({ready: \(audio).readyState, network: \(audio).networkState})"], ["release": true],
                        ["until": "\(audio).readyState >= 1 && window.sgSeeked.length > 0", "ceiling": 30_000],
                        ["eval": Self.mediaState],
                    ],
                ]
            ], hold: ["/audio/004.wav"])
        let steps = try #require(results.first)
        #expect(steps[3]["value"]["ready"].int == 0, "the click came before the metadata: \(steps[3])")
        let state = steps[6]["value"]
        let first = state["seeked"][0]["time"].double ?? -1
        #expect(first > 39.99 && first < 45, "the first seek went to 0:40: \(state)")
        #expect(state["audio"].double.map { $0 >= 40 } == true, "\(state)")
    }

    @Test("a #t= in the page's address sets the audio's start without playing or loading the embed")
    func addressTime() async throws {
        let audio = "document.querySelector('audio')"
        let results = try await Self.runSeek([
            [
                "path": "episodes/audio-and-youtube/index.html#t=0:40",
                "steps": [
                    [
                        "eval":
                            "({time: \(audio).currentTime, paused: \(audio).paused, "
                            + "frame: !!document.querySelector('iframe')})"
                    ]
                ],
            ]
        ])
        let value = try #require(results.first?.first?["value"])
        #expect(value["time"].double == 40 && value["paused"].bool == true && value["frame"].bool == false, "\(value)")
    }
}
