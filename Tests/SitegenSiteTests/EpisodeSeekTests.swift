import Foundation
import SitegenDiagnostics
import SitegenPipeline
import Testing

/// `seek:` in an episode's front matter: with both audio and a video, chapter and timestamp
/// links seek the audio (the feed's enclosure) unless the episode says `seek: video`; a bad
/// value is an error at its place, a player the episode lacks a warning.
@Suite struct EpisodeSeekTests {
    /// The minimal site made a show, its first episode given audio, a YouTube video, chapters,
    /// a body timestamp and `seekLine` (line 10 of the file).
    static func edits(seekLine: String, video: Bool = true) -> [SiteEdit] {
        let media = [
            "audio: {url: https://cdn.example.org/1.mp3, length: 1000}",
            video ? "video: https://www.youtube.com/watch?v=dQw4w9WgXcQ" : "season: 1",
            "chapters: [{start: \"0:00\", title: Hello}, {start: \"0:40\", title: The point}]", seekLine,
        ]
        return [
            .replace(
                MinimalSite.siteYML, "baseURL: https://example.org/",
                """
                baseURL: https://example.org/
                podcast:
                  author: Test Author
                  owner: {name: Test Author, email: test@example.org}
                  category: Technology
                  explicit: false
                  image: images/artwork.png
                """),
            .writeData("Content/images/artwork.png", MediaFileBytes.artwork),
            .replace(MinimalSite.first, "category: Tutorials", "category: Tutorials\n" + media.joined(separator: "\n")),
            .replace(MinimalSite.first, "The first episode's body.", "The point: [0:40](#t=0:40)."),
        ]
    }

    /// The first episode's page and the build's diagnostics.
    static func build(_ edits: [SiteEdit]) async throws -> (page: String?, lines: [String]) {
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            let lines = result.diagnostics.map(\.description)
            return (result.succeeded ? try sandbox.outputText("episodes/first/index.html") : nil, lines)
        }
    }

    @Test(
        "with audio and YouTube, links seek the audio by default and with `seek: audio`",
        arguments: ["", "seek: audio"])
    func audioFirst(seekLine: String) async throws {
        let (page, lines) = try await Self.build(Self.edits(seekLine: seekLine))
        #expect(lines == [])
        let html = try #require(page)
        #expect(html.contains("aria-label=\"First episode\" data-sg-player>"), "the audio is the seek target")
        #expect(!html.contains("data-sg-facade data-sg-player"))
        #expect(html.contains("<a href=\"https://cdn.example.org/1.mp3#t=40\" data-seek=\"40\">"))
        #expect(!html.contains("youtube.com/watch?v=dQw4w9WgXcQ&amp;t="))
    }

    @Test("`seek: video` makes the links seek the YouTube video")
    func seekVideo() async throws {
        let (page, lines) = try await Self.build(Self.edits(seekLine: "seek: video"))
        #expect(lines == [])
        let html = try #require(page)
        #expect(html.contains("data-sg-facade data-sg-player"), "the facade is the seek target")
        #expect(!html.contains("aria-label=\"First episode\" data-sg-player"))
        #expect(html.contains("<a href=\"https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=40s\" data-seek=\"40\">"))
    }

    @Test("a `seek` that is no player is an error at its value")
    func badValue() async throws {
        let (page, lines) = try await Self.build(Self.edits(seekLine: "seek: vidoe"))
        #expect(page == nil)
        #expect(
            lines == [
                "\(MinimalSite.first):10:7: error: unknown player to seek 'vidoe'; did you mean `video`? (valid: audio, video)"
            ])
        let (_, list) = try await Self.build(Self.edits(seekLine: "seek: [video]"))
        #expect(list.count == 1 && list[0].hasPrefix("\(MinimalSite.first):10:7: error: "), "\(list)")
    }

    @Test("`seek: video` without a video is a warning, and the links seek the audio")
    func videoMissing() async throws {
        let (page, lines) = try await Self.build(Self.edits(seekLine: "seek: video", video: false))
        #expect(
            lines == [
                "\(MinimalSite.first):10:7: warning: `seek: video` but the episode has no `video` the page plays "
                    + "(a file, YouTube or Vimeo); `seek` is ignored"
            ])
        let html = try #require(page)
        #expect(html.contains("<a href=\"https://cdn.example.org/1.mp3#t=40\" data-seek=\"40\">"))
    }
}
