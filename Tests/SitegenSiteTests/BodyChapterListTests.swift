import Foundation
import SitegenMarkdown
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenRender

/// An episode whose body has its own `## Chapters` list shows its chapters once (issue 50, item
/// 7): in the chapters box, which seeks the player, and not again in the notes or Contents. The
/// podcast feed's show notes keep the list: a podcast app shows notes as text, and many make
/// their times tappable where they read no chapters.
@Suite struct BodyChapterListTests {
    /// A body, and what is left of its HTML once the chapter list the scanner read is left out
    /// (`nil`: the body stays as it is).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var markdown: String
        /// The chapters' times, when they are not the scanner's (front matter `chapters`).
        var frontMatterTimes: [Double]?
        var remaining: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a list after the heading; the text after it stays",
            markdown: "Intro.\n\n## Chapters\n\n- 00:00 Intro\n- 05:30 [The remote part](https://example.org/r)\n"
                + "- 38:45 Wrap-up\n\nThanks for listening.\n\n## Links\n\nMore.\n",
            remaining: "<p>Intro.</p>\n<p>Thanks for listening.</p>\n<h2 id=\"links\">Links</h2>\n<p>More.</p>\n"),
        Case(
            name: "lines that start with a time, after a line that does not; the last heading",
            markdown: "Notes.\n\n### Timestamps:\n\nJump to a part:\n\n00:00 Intro\n[12:30] **The middle**\n"
                + "(1:02:03) – The end\n",
            remaining: "<p>Notes.</p>\n"),
        Case(
            name: "an ordered list with bold times and an item that is no chapter",
            markdown: "## Chapters\n\n1. **0:00** Start\n2. soon: Later\n3. `1:00` Then\n",
            remaining: ""),
        Case(
            name: "front matter chapters that are not the list's: the list stays",
            markdown: "## Chapters\n\n- 00:00 Intro\n- 05:00 Middle\n", frontMatterTimes: [0, 60],
            remaining: nil),
        Case(
            name: "front matter chapters with the list's times: shown once",
            markdown: "## Chapters\n\n- 00:00 Intro\n- 05:00 Middle\n", frontMatterTimes: [0, 300],
            remaining: ""),
        Case(
            name: "a heading of level 5 is no chapter list",
            markdown: "##### Chapters\n\n- 00:00 Intro\n", frontMatterTimes: [0], remaining: nil),
        Case(
            name: "a list in a code block is no chapter list",
            markdown: "## Chapters\n\n```\n- 00:00 Intro\n```\n", frontMatterTimes: [0], remaining: nil),
    ]

    @Test("the body's chapter list and its heading are left out when the chapters are its", arguments: cases)
    func removal(_ input: Case) throws {
        let document = MarkdownRenderer.render(input.markdown)
        let chapters =
            input.frontMatterTimes.map { $0.map { EpisodeChapter(start: $0, title: "t", url: nil) } }
            ?? ChapterListScanner.chapters(in: input.markdown) ?? []
        let result = BodyChapterList.removing(from: document.html, headings: document.headings, chapters: chapters)
        #expect(result?.html == input.remaining)
        if let result {
            let heading = document.headings.first { $0.id == result.headingID }
            #expect(BodyChapterList.isChapterHeading(heading?.text ?? ""), "the heading left out of Contents")
        }
    }

    @Test("an episode page of the podcast fixture shows a body's chapters once; its feed item keeps them")
    func podcastFixture() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let episodes = built.episodes.filter(\.chaptersFromBody)
        try #require(!episodes.isEmpty, "the fixture has an episode with chapters in its body")
        let feed = try String(contentsOf: built.output.appendingPathComponent("podcast.xml"), encoding: .utf8)
        for episode in episodes {
            let page = try String(contentsOf: built.output.appendingPathComponent(episode.pagePath), encoding: .utf8)
            let box = try #require(Self.element(page, from: "<nav class=\"episode-chapters\"", to: "</nav>"))
            // The notes end where the transcript, its links, the license or the pager begin.
            let body = try #require(
                ["<details", "<p class=\"transcript-links", "<p class=\"episode-license", "</div>\n<nav class=\"pager"]
                    .compactMap { Self.element(page, from: "<div class=\"prose episode-body\">", to: "</div>\n" + $0) }
                    .min { $0.count < $1.count })
            let contents = try #require(Self.element(page, from: "<nav class=\"toc\"", to: "</nav>"))
            #expect(box.components(separatedBy: "<li ").count - 1 == episode.chapters.count, "\(episode.slug)")
            for chapter in episode.chapters {
                #expect(box.contains(">\(chapter.title)<"), "\(episode.slug): the box has \(chapter.title)")
                #expect(!body.contains(chapter.title), "\(episode.slug): the notes repeat \(chapter.title)")
            }
            #expect(!body.contains("id=\"chapters\""), "\(episode.slug): the notes' Chapters heading")
            #expect(!contents.contains("#chapters\""), "\(episode.slug): Contents names the Chapters heading")
            // The feed's show notes keep the list.
            let item = try #require(feed.components(separatedBy: "<item>").first { $0.contains(episode.title) })
            for chapter in episode.chapters { #expect(item.contains(chapter.title), "\(episode.slug) feed") }
        }
    }

    /// The text from the first `start` to the first `end` after it.
    static func element(_ page: String, from start: String, to end: String) -> Substring? {
        guard let open = page.range(of: start), let close = page[open.upperBound...].range(of: end) else {
            return nil
        }
        return page[open.lowerBound..<close.upperBound]
    }
}
