import Foundation
import SitegenTestSupport
import Testing

/// The default theme's audio player (issue 50) on the seek-links fixture's audio episode, with
/// real clicks and key presses: it replaces the browser's controls, plays and pauses, skips,
/// changes speed, seeks from the keyboard, shows the chapter it is in and a mark per chapter.
extension PodcastBrowserTests {
    /// The player's state: the audio's time, rate and paused state and what the controls show.
    static let playerState = """
        (() => {
          const audio = document.querySelector("audio"), controls = document.querySelector("[data-sg-audio]");
          const toggle = controls.querySelector(".audio-toggle"), range = controls.querySelector("input[type=range]");
          const box = e => e.getBoundingClientRect();
          return {time: audio.currentTime, paused: audio.paused, rate: audio.playbackRate, native: audio.controls,
                  hidden: controls.hidden, toggle: toggle.getAttribute("aria-label"),
                  elapsed: controls.querySelector("[data-elapsed]").textContent,
                  total: controls.querySelector("[data-total]").textContent,
                  chapter: controls.querySelector("[data-chapter]").textContent,
                  speed: controls.querySelector("[data-rate]").textContent, max: range.max,
                  valueText: range.getAttribute("aria-valuetext") || "",
                  marks: [...controls.querySelectorAll("[data-at]")].filter(m => !m.hidden).map(m => m.style.left),
                  overflow: controls.scrollWidth > controls.clientWidth + 1,
                  outside: [...controls.querySelectorAll("button, input")].filter(e =>
                    box(e).left < box(controls).left - 1 || box(e).right > box(controls).right + 1).length,
                  heights: [box(controls.parentNode).height, box(controls).height]};
        })()
        """

    static func audio(_ condition: String) -> String {
        "(() => { const audio = document.querySelector('audio'); return \(condition); })()"
    }

    @Test("the audio player plays, pauses, skips, changes speed and seeks from the keyboard, with chapter marks")
    func audioPlayer() async throws {
        let steps: [[String: Any]] = [
            ["eval": "(() => { document.querySelector('audio').muted = true; return true; })()"],
            ["eval": Self.playerState], ["buttons": true],
            ["click": ".audio-toggle"], ["until": Self.audio("!audio.paused && audio.currentTime > 0.2")],
            ["eval": Self.playerState],
            ["click": ".audio-toggle"], ["until": Self.audio("audio.paused")], ["eval": Self.playerState],
            ["click": "[data-skip='30']"], ["until": Self.audio("audio.currentTime >= 30")], ["eval": Self.playerState],
            ["press": "ArrowRight", "on": "input[type=range]"], ["press": "ArrowRight", "on": "input[type=range]"],
            ["until": Self.audio("audio.currentTime >= 40")], ["eval": Self.playerState],
            ["click": "[data-skip='-15']"], ["until": Self.audio("audio.currentTime < 30")],
            ["click": ".audio-speed"], ["eval": Self.playerState],
            ["press": "Space", "on": ".audio-toggle"], ["until": Self.audio("!audio.paused")],
            ["eval": Self.playerState], ["viewport": 320], ["eval": Self.playerState],
        ]
        let results = try await Self.runSeek([["path": "episodes/slow-audio/index.html", "steps": steps]])
        let page = try #require(results.first)
        try #require(page.count == steps.count)
        let start = page[1]["value"]
        #expect(
            start["native"].bool == false && start["hidden"].bool == false, "the theme's controls replace the browser's"
        )
        #expect(start["total"].string == "1:00" && start["max"].string == "60", "\(start)")
        #expect(
            start["marks"].array.compactMap(\.string).map { $0.prefix(5) } == ["66.66"],
            "one mark, at 0:40 of 1:00: \(start)")
        #expect(start["toggle"].string == "Play" && start["chapter"].string == "Hello", "\(start)")
        let names = page[2]["buttons"].array.compactMap(\.string)
        for name in ["Play", "Back 15 seconds", "Forward 30 seconds", "Playback speed: 1×"] {
            #expect(names.contains(name), "a button named '\(name)' in \(names)")
        }
        #expect(page[5]["value"]["toggle"].string == "Pause", "playing: \(page[5])")
        #expect(page[8]["value"]["toggle"].string == "Play", "paused again: \(page[8])")
        let skipped = page[11]["value"]
        #expect(
            skipped["elapsed"].string?.hasPrefix("0:3") == true && skipped["chapter"].string == "Hello", "\(skipped)")
        let keyed = page[15]["value"]
        #expect(keyed["chapter"].string == "The point", "two ArrowRight presses reach the second chapter: \(keyed)")
        #expect(keyed["valueText"].string?.hasPrefix("0:4") == true, "\(keyed)")
        let faster = page[19]["value"]
        #expect(faster["rate"].double == 1.25 && faster["speed"].string == "1.25×", "\(faster)")
        #expect(faster["time"].double.map { $0 < 30 && $0 >= 20 } == true, "back 15 s: \(faster)")
        #expect(page[22]["value"]["paused"].bool == false, "Space on the Play button plays")
        for (index, width) in [(22, 1280), (24, 320)] {
            let state = page[index]["value"]
            #expect(state["overflow"].bool == false && state["outside"].int == 0, "\(width) px: \(state)")
            let heights = state["heights"].array.compactMap(\.double)
            #expect(
                heights.count == 2 && heights[0] == heights[1],
                "\(width) px: the reserved box is the player's: \(heights)")
        }
    }
}
