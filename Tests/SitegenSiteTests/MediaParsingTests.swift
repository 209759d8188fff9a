import Foundation
import SitegenDiagnostics
import SitegenMarkdown
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The small readers of media front matter and files: timestamps, video URLs, chapter lists in
/// bodies, transcripts, name-based UUIDs, RFC 822 dates.
@Suite struct MediaParsingTests {
    @Test(
        "timestamps: mm:ss, h:mm:ss and seconds",
        arguments: [
            ("00:25", 25.0), ("12:48", 768), ("1:04:12", 3852), ("90", 90), ("90.5", 90.5), ("0", 0),
            ("61:00", 3660), (" 12:48\t", 768), ("\u{00A0}12:48\u{2003}", 768),
        ] as [(String, Double)])
    func timestamps(text: String, seconds: Double) {
        #expect(MediaTimestamp.seconds(text) == seconds)
    }

    @Test(
        "not timestamps",
        arguments: [
            "", "1:2", "1:60", "1:00:60", "a:bc", "1:2:3:4", ".5", "5.", "-1", "1e3", "1:05.5.5",
            "\u{FF11}\u{FF12}", "1:\u{0664}5", "1:05\u{00A0}x",
        ])
    func notTimestamps(text: String) {
        #expect(MediaTimestamp.seconds(text) == nil)
    }

    @Test(
        "YouTube and Vimeo addresses give their ids; other addresses none",
        arguments: [
            ("https://www.youtube.com/watch?v=aqz-KE-bpKQ", EpisodeVideo.Source.youTube(id: "aqz-KE-bpKQ")),
            ("https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=5", .youTube(id: "aqz-KE-bpKQ")),
            ("https://youtu.be/aqz-KE-bpKQ", .youTube(id: "aqz-KE-bpKQ")),
            ("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", .youTube(id: "aqz-KE-bpKQ")),
            ("https://m.youtube.com/shorts/aqz-KE-bpKQ", .youTube(id: "aqz-KE-bpKQ")),
            ("https://vimeo.com/76979871", .vimeo(id: "76979871")),
            ("https://player.vimeo.com/video/76979871?h=abc", .vimeo(id: "76979871")),
        ])
    func videoURLs(url: String, source: EpisodeVideo.Source) {
        #expect(VideoURL.source(url) == source)
    }

    @Test(
        "addresses that are not embeddable videos",
        arguments: [
            "https://www.youtube.com/channel/UC123", "https://youtu.be/", "https://vimeo.com/channels/staffpicks",
            "https://example.org/watch?v=aqz-KE-bpKQ", "https://youtube.com/watch?v=<script>",
        ])
    func notVideoURLs(url: String) {
        #expect(VideoURL.source(url) == nil)
    }

    @Test("a `## Chapters` list in the body gives chapters; code fences and other lists do not")
    func chapterList() {
        let body = """
            Intro text.

            - 00:10 not a chapter: before the heading

            ## Chapters

            - 00:00 Welcome
            * 1:30 [Swift Testing](https://swift.org/testing) link
            + 1:02:03 – The end
            - later: not a time

            ```
            - 2:00:00 inside a fence
            ```

            ## Links

            - 2:10:00 after the section
            """
        let chapters = ChapterListScanner.chapters(in: body)
        #expect(chapters?.map(\.start) == [0, 90, 3723])
        #expect(chapters?.map(\.title) == ["Welcome", "Swift Testing link", "The end"])
        #expect(chapters?[1].url == "https://swift.org/testing")
        #expect(ChapterListScanner.chapters(in: "## Chapter notes\n\n- 00:00 x\n") == nil)
        #expect(ChapterListScanner.chapters(in: "No chapters here.\n") == nil)
        let (_, warnings) = ChapterListScanner.chapters(in: body, path: "e.md", lineOffset: 4)
        #expect(
            warnings.map(\.description) == [
                "e.md:14:3: warning: 'later:' is not a time (m:ss or h:mm:ss), so this item of the Chapters list is not a chapter"
            ])
    }

    @Test(
        "show notes' timestamps are chapters: a Timestamps heading, lines that start with a time, marks around it",
        arguments: [
            (
                "## Timestamps\n\n00:00 Intro\n02:15 - Topic\n1:02:03 | The end", [0, 135, 3723],
                ["Intro", "Topic", "The end"]
            ),
            (
                "### Chapters:\n\n[00:00] Intro\n(01:30) – Next\n**2:00** Bold time", [0, 90, 120],
                ["Intro", "Next", "Bold time"]
            ),
            ("## time stamps\n\n`0:00` Code time\n0:45: Colon after", [0, 45], ["Code time", "Colon after"]),
            (
                "## Timestamps\n\n[12:30](https://youtu.be/abc?t=750) Linked time\n[13:00](https://youtu.be/abc?t=780) – Two",
                [750, 780], ["Linked time", "Two"]
            ),
            ("## Chapters\n\n1. 00:00 Intro\n2) 01:00 Second", [0, 60], ["Intro", "Second"]),
            // Prose before the times is no chapter, nor is a year or a number of seconds without a colon;
            // the first other line after them ends the list.
            (
                "## Timestamps\n\n2024 was a good year; the times:\n90 seconds in\n00:00 Intro\n05:00 End\nThanks for listening!\n10:00 after",
                [0, 300], ["Intro", "End"]
            ),
            ("## Links\n\n00:00 Not under a chapters heading", [], []),
        ] as [(String, [Double], [String])])
    func showNotesTimestamps(body: String, starts: [Double], titles: [String]) {
        let (chapters, warnings) = ChapterListScanner.chapters(in: body + "\n", path: "e.md", lineOffset: 0)
        #expect((chapters ?? []).map(\.start) == starts)
        #expect((chapters ?? []).map(\.title) == titles)
        #expect((chapters ?? []).allSatisfy { $0.url == nil })
        #expect(warnings.map(\.description) == [])
    }

    @Test(
        "a body Chapters list: Markdown in titles is text, and each item left out says why at its line",
        arguments: [
            ("- 0:00 **Bold** _it_ `code` <b>x</b>", ["Bold it code x"], []),
            ("- 0:00 Q&amp;A &lt;live&gt;", ["Q&A <live>"], []),
            ("- 0:00 [A *linked* title](https://example.org/)", ["A linked title"], []),
            (
                "- 5:00 Later\n- 1:00 Earlier", ["Later"],
                [
                    "e.md:4:3: warning: this chapter starts at 1:00, not after the chapter before it (5:00), so it is left out"
                ]
            ),
            (
                "- 99:99 Bad\n- 1:00 Good", ["Good"],
                [
                    "e.md:3:3: warning: '99:99' is not a time (m:ss or h:mm:ss), so this item of the Chapters list is not a chapter"
                ]
            ),
        ] as [(String, [String], [String])])
    func chapterListItems(list: String, titles: [String], warnings: [String]) {
        let (chapters, found) = ChapterListScanner.chapters(
            in: "## Chapters\n\n" + list + "\n", path: "e.md", lineOffset: 0)
        #expect((chapters ?? []).map(\.title) == titles)
        #expect(found.map(\.description) == warnings)
    }

    @Test(
        "WebVTT and SRT cues: times, speakers, text without tags",
        arguments: [
            (
                "t.vtt",
                "WEBVTT\n\nNOTE a comment\n\n1\n00:00:01.500 --> 00:00:04.000\n<v Ada Lovelace>Hello <i>there</i> &amp; welcome\n\n00:01:05.000 --> 00:01:09.000 align:start\nSecond cue\non two lines\n"
            ),
            (
                "t.srt",
                "1\r\n00:00:01,500 --> 00:00:04,000\r\n<v Ada Lovelace>Hello <i>there</i> &amp; welcome\r\n\r\n2\r\n00:01:05,000 --> 00:01:09,000\r\nSecond cue\r\non two lines\r\n"
            ),
        ])
    func transcriptCues(file: String, text: String) throws {
        let (transcript, diagnostics) = TranscriptDecoder(unsafeHTML: false).decode(
            text, path: "Content/\(file)", relative: file)
        #expect(diagnostics.isEmpty)
        guard case .cues(let cues)? = transcript?.content else {
            Issue.record("no cues")
            return
        }
        #expect(cues.map(\.start) == [1.5, 65])
        #expect(cues[0].speaker == "Ada Lovelace")
        #expect(cues[0].text == "Hello there & welcome")
        #expect(cues[1].text == "Second cue on two lines")
    }

    @Test(
        "a cue's voice is its name without the span's classes, and control characters become U+FFFD",
        arguments: [
            ("<v.loud Ada Lovelace>Hello", "Ada Lovelace", "Hello"),
            ("<v.loud.slow\tAda>Hi</v>", "Ada", "Hi"),
            ("<v Grace>Bell\u{7}and\u{1B}escape", "Grace", "Bell\u{FFFD}and\u{FFFD}escape"),
            ("<v Del\u{7F}>x", "Del\u{FFFD}", "x"),
            ("<video>not a voice", nil, "not a voice"),
            ("<v>no name", nil, "no name"),
        ] as [(String, String?, String)])
    func transcriptVoices(cue: String, speaker: String?, text: String) {
        let (transcript, _) = TranscriptDecoder(unsafeHTML: false).decode(
            "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\(cue)\n", path: "Content/t.vtt", relative: "t.vtt")
        guard case .cues(let cues)? = transcript?.content else {
            Issue.record("no cues")
            return
        }
        #expect(cues.map(\.speaker) == [speaker])
        #expect(cues.map(\.text) == [text])
    }

    @Test("a Markdown transcript's heading ids cannot meet the show notes' (sg-transcript- in front)")
    func transcriptHeadingIDs() {
        let (transcript, diagnostics) = TranscriptDecoder(unsafeHTML: false).decode(
            "## Intro\n\nHello.\n\n## Intro {#intro}\n", path: "Content/t.md", relative: "t.md")
        #expect(diagnostics.isEmpty)
        guard case .markdown(let document)? = transcript?.content else {
            Issue.record("no Markdown transcript")
            return
        }
        #expect(document.headings.map(\.id) == ["sg-transcript-intro-1", "sg-transcript-intro"])
        #expect(document.html.contains("<h2 id=\"sg-transcript-intro\">"))
    }

    @Test("a transcript with a bad cue time is reported at its line")
    func badCueTime() {
        let (transcript, diagnostics) = TranscriptDecoder(unsafeHTML: false).decode(
            "WEBVTT\n\n00:00:61.000 --> 00:01:02.000\nx\n", path: "Content/t.vtt", relative: "t.vtt")
        #expect(transcript == nil)
        #expect(
            diagnostics.map(\.description) == [
                "Content/t.vtt:3:1: error: '00:00:61.000' is not a cue time; write hh:mm:ss.mmm (WebVTT) or hh:mm:ss,mmm (SRT)"
            ])
    }

    @Test("UUID v5 agrees with the Podcasting 2.0 specification's example and with Python's uuid5")
    func uuid() {
        #expect(
            UUIDv5.make(namespace: UUIDv5.podcastNamespace, name: "mp3s.nashownotes.com/pc20rss.xml")
                == "917393e3-1b1e-5cef-ace4-edaa54e1f810")
        #expect(
            UUIDv5.make(namespace: UUIDv5.podcastNamespace, name: "example.org/podcast.xml")
                == "e29b26c4-63d9-5b35-bbb6-8bcbab6c3ba6")
        #expect(
            SHA1.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined()
                == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    @Test(
        "RFC 822 dates for pubDate",
        arguments: [
            ("2024-03-14", "Thu, 14 Mar 2024 00:00:00 +0000"),
            ("2000-02-29T23:59:59Z", "Tue, 29 Feb 2000 23:59:59 +0000"),
            ("1969-12-31", "Wed, 31 Dec 1969 00:00:00 +0000"),
        ])
    func rfc822(text: String, expected: String) throws {
        let date = try ContentDate.parse(text).get()
        #expect(date.rfc822 == expected)
    }

    @Test(
        "RFC 3339 dates for the Atom feed: the instant in UTC, its day too",
        arguments: [
            ("2024-02-01T23:30:00-05:00", "2024-02-02T04:30:00Z"),
            ("2024-02-01T01:30:00+09:00", "2024-01-31T16:30:00Z"),
            ("2024-03-14", "2024-03-14T00:00:00Z"),
            ("1969-12-31T23:00:00-02:00", "1970-01-01T01:00:00Z"),
            ("1969-12-31", "1969-12-31T00:00:00Z"),
        ])
    func rfc3339(text: String, expected: String) throws {
        #expect(try ContentDate.parse(text).get().rfc3339 == expected)
    }

    @Test("seek links become media-fragment links with data-seek; other fragments stay")
    func seekLinks() {
        let html = ##"<a href="#t=01:30">x</a> <a href="#t=nope">y</a> <a href="#intro">z</a> <a href="#t=5">w</a>"##
        let rewritten = SeekLinks.rewrite(html) { "../../a.mp3#t=" + MediaTimestamp.fragment($0) }
        #expect(
            rewritten
                == ##"<a href="../../a.mp3#t=90" data-seek="90">x</a> <a href="#t=nope">y</a> <a href="#intro">z</a> <a href="../../a.mp3#t=5" data-seek="5">w</a>"##
        )
    }

    /// TejasQ/build-with-bob writes its video's moments as YouTube does, a query of the page
    /// itself: `[2:14](?t=134)`; they were left as links that reload the page.
    @Test("a link to the page's own ?t= query seeks the player too; other queries stay")
    func querySeekLinks() {
        let html =
            ##"<a href="?t=134">2:14</a> <a href="?t=1:05:33">x</a> <a href="?page=2">y</a> <a href="?t=134&amp;x=1">z</a>"##
        let rewritten = SeekLinks.rewrite(html) { "https://www.youtube.com/watch?v=id&t=\(Int($0))s" }
        #expect(
            rewritten
                == ##"<a href="https://www.youtube.com/watch?v=id&amp;t=134s" data-seek="134">2:14</a> <a href="https://www.youtube.com/watch?v=id&amp;t=3933s" data-seek="3933">x</a> <a href="?page=2">y</a> <a href="?t=134&amp;x=1">z</a>"##
        )
    }
}
