import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Serve's rebuilds of the podcast fixture: editing a chapter, a person or a transcript changes
/// exactly the files that show it, and the output equals a full build byte for byte.
@Suite(.serialized, .tags(.slow), .tier(.slow)) struct PodcastIncrementalTests {
    /// One edit: the file, the text replaced, and the output files that show it.
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var old: String
        var new: String
        var changed: Set<String>
        /// Text the changed files show after the edit (so that the test is not comparing two
        /// stale builds).
        var shows: String

        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit(
            name: "a chapter in front matter", file: "episodes/001-welcome.md",
            old: #"title: "The first question""#, new: #"title: "The very first question""#,
            changed: ["episodes/welcome/index.html", "episodes/welcome/chapters.json"],
            shows: "The very first question"),
        Edit(
            name: "a chapter's start in front matter", file: "episodes/503-self-hosted-video.md",
            old: #"{start: "0:42", title: "The demo"}"#, new: #"{start: "0:45", title: "The demo"}"#,
            changed: ["episodes/self-hosted-video/index.html", "episodes/self-hosted-video/chapters.json"],
            shows: #"data-seek="45""#),
        // The body's chapter list is also the show notes, which the site's feed carries.
        Edit(
            name: "a chapter of a body's ## Chapters list", file: "episodes/002-remote-audio.md",
            old: "- 38:45 Wrap-up", new: "- 38:45 Wrap-up and goodbye",
            changed: ["episodes/remote-audio/index.html", "episodes/remote-audio/chapters.json", "podcast.xml"],
            shows: "Wrap-up and goodbye"),
        // A soundbite is the feed's alone: no page shows it.
        Edit(
            name: "a soundbite in front matter", file: "episodes/001-welcome.md",
            old: #"title: "A listener asks""#, new: #"title: "A listener asks twice""#, changed: ["podcast.xml"],
            shows: "A listener asks twice"),
        Edit(
            name: "a person's bio", file: "people/grace.md", old: "Grace produces Side Quest",
            new: "Grace produces and edits Side Quest", changed: ["people/grace/index.html"],
            shows: "produces and edits"),
        // A name shows wherever the person does: their page, the people list, the pages of their
        // episodes and the feeds' podcast:person.
        Edit(
            name: "a person's name", file: "people/grace.md", old: #"name: "Grace Guest""#,
            new: #"name: "Grace Renamed""#,
            changed: [
                "people/grace/index.html", "people/index.html", "episodes/welcome/index.html",
                "episodes/two-formats/index.html", "episodes/side-quest-one/index.html",
                "episodes/side-quest-bonus/index.html", "podcast.xml", "collections/side-quest/podcast.xml",
            ], shows: "Grace Renamed"),
        Edit(
            name: "a WebVTT transcript", file: "transcripts/001-welcome.vtt", old: "Here is the first question.",
            new: "Here is the very first question.",
            changed: ["episodes/welcome/index.html", "transcripts/001-welcome.vtt"], shows: "very first question"),
        Edit(
            name: "a Markdown transcript", file: "transcripts/002-remote-audio.md",
            old: "Thanks for taking my question.",
            new: "Thanks for taking my long question.",
            changed: ["episodes/remote-audio/index.html", "transcripts/002-remote-audio.md"],
            shows: "my long question"),
        Edit(
            name: "a caption file", file: "captions/503.de.vtt", old: "The demo (de)", new: "Die Vorführung",
            changed: ["captions/503.de.vtt"], shows: "Vorführung"),
    ]

    @Test("an edit re-renders exactly the files that show it, equal to a full build", arguments: edits)
    func edit(_ edit: Edit) async throws {
        let site = try PodcastFixture.copy("sitegen-podcast-incremental")
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("Output")
        let options = SiteBuildOptions(source: site, output: output, now: SiteSandbox.now)
        let session = SiteBuildSession()
        #expect(await session.build(options).diagnostics.map(\.description) == [])

        let file = site.appendingPathComponent("Content/\(edit.file)")
        let text = try String(contentsOf: file, encoding: .utf8)
        try #require(text.contains(edit.old), "\(edit.file) has no '\(edit.old)'")
        try text.replacingOccurrences(of: edit.old, with: edit.new).write(to: file, atomically: false, encoding: .utf8)
        let watched = site.appendingPathComponent("Content").resolvingSymlinksInPath().path + "/" + edit.file
        let result = await session.build(options, changedPaths: [watched])
        #expect(result.diagnostics.map(\.description) == [])
        #expect(Set(result.changedPaths) == edit.changed)
        #expect(result.statistics.pagesRendered <= 12, "rendered \(result.statistics.pagesRendered) files")

        let full = site.appendingPathComponent("Full")
        #expect(await PodcastFixture.build(site, into: full).succeeded)
        let (incremental, complete) = (try FolderSnapshot.of(output), try FolderSnapshot.of(full))
        #expect(incremental.keys.sorted() == complete.keys.sorted())
        let different = incremental.keys.filter { incremental[$0] != complete[$0] }.sorted()
        #expect(different == [], "differ from a full build")
        // The edit reached the output (the test is not comparing two stale builds): every changed
        // page shows it, and so does at least one changed file.
        let shown = try edit.changed.sorted().filter {
            try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8).contains(edit.shows)
        }
        #expect(!shown.isEmpty)
        #expect(edit.changed.filter { $0.hasSuffix(".html") }.allSatisfy(shown.contains), "show it: \(shown)")
    }
}
