import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// One way of naming transcripts in front matter, built end to end: the feed's
/// `<podcast:transcript>` elements and the episode page, or the error and an untouched output.
struct TranscriptForm: Sendable, CustomTestStringConvertible {
    /// What the build must give.
    enum Outcome: Sendable {
        /// The item's transcript elements (as ``FeedElements/Element`` describes them), texts the
        /// page must hold and texts it must not.
        case builds(feed: [String], page: [String], notOnPage: [String])
        /// The error line's `path:line:column: error: ` and a part of its message.
        case fails(at: String, String)
    }

    var name: String
    /// The value of `transcript:` in the episode `show-1`.
    var value: String
    /// Files written into the site (paths under `Content/`).
    var files: [String: String]
    /// Whether site.yml allows raw HTML.
    var unsafeHTML = false
    var outcome: Outcome

    var testDescription: String { name }
}

/// Transcripts in every form real shows publish them (issue: plain text, Podcast Index JSON,
/// HTML, remote URLs, several per episode), each built into a temporary folder.
@Suite(.tags(.slow), .tier(.slow)) struct TranscriptFormsTests {
    /// The podcast site of ``PodcastPublishingTests`` (three episodes with audio) with the
    /// transcript form added to `show-1` (its line 4; the feed's third item).
    static func edits(_ form: TranscriptForm) -> [SiteEdit] {
        var edits = PodcastPublishingTests.edits()
        edits.append(
            .replace(
                "Content/episodes/101-show-1.md", "date: 2025-05-01\n", "date: 2025-05-01\ntranscript: \(form.value)\n")
        )
        if form.unsafeHTML {
            edits.append(.replace(MinimalSite.siteYML, "language: en\n", "language: en\nunsafeHTML: true\n"))
        }
        for (path, text) in form.files { edits.append(.write("Content/\(path)", text)) }
        return edits
    }

    @Test("each transcript form gives its feed elements and page, or an error at its place", arguments: forms)
    func form(_ form: TranscriptForm) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: Self.edits(form)) { sandbox in
            let sentinel = ["keep.txt": Data("an earlier build\n".utf8)]
            try sandbox.writeOutput(sentinel)
            let result = await sandbox.build()
            switch form.outcome {
            case .fails(let position, let message):
                let prefix = "\(position): error: "
                #expect(
                    result.lines.contains { $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).contains(message) },
                    "expected \(prefix)…\(message)…, got:\n\(result.lines.joined(separator: "\n"))")
                #expect(!result.succeeded)
                #expect(try SiteSandbox.snapshot(of: sandbox.output) == sentinel, "the output folder changed")
            case .builds(let feed, let page, let notOnPage):
                #expect(result.errorLines.isEmpty, "\(result.lines)")
                let output = try SiteSandbox.snapshot(of: sandbox.output)
                let elements = FeedElements.read(try #require(output["podcast.xml"]))
                #expect(elements.error == nil)
                #expect(elements.item(2, "podcast:transcript").map(\.description) == feed)
                #expect(
                    elements.item(0, "podcast:transcript").isEmpty && elements.item(1, "podcast:transcript").isEmpty)
                let html = try sandbox.outputText("episodes/show-1/index.html")
                for text in page { #expect(html.contains(text), "page lacks \(text)") }
                for text in notOnPage { #expect(!html.contains(text), "page has \(text)") }
                // Same input, same bytes.
                let again = sandbox.root.appendingPathComponent("Again")
                _ = await sandbox.build(output: again)
                #expect(try SiteSandbox.snapshot(of: again) == output, "a second build differs")
            }
        }
    }

    @Test(
        "gPodder's podcastparser and feedparser read the feed of several transcripts",
        .tags(.nuChecker), .tier(.nuChecker), .needs(.pythonPackages(["podcastparser", "feedparser"])))
    func realParsers() async throws {
        let form = try #require(Self.forms.first { $0.name == Self.severalName })
        try await SiteSandbox.with(minimalSiteEditedBy: Self.edits(form)) { sandbox in
            let result = await sandbox.build()
            #expect(result.errorLines.isEmpty, "\(result.lines)")
            let parsed = try await PodcastTools.run(
                "media-parsers.py", ["feed", sandbox.output.appendingPathComponent("podcast.xml").path])
            #expect(parsed["feedparser"]["bozo"].bool == false, "\(parsed["feedparser"]["bozo_exception"])")
            // Both keep one transcript per item, the last one written.
            let item = try #require(
                parsed["podcastparser_ns"]["episodes"].array.first { $0["title"].string == "Show 1" })
            #expect(item["transcript_url"].string == "https://cdn.example.com/t.txt")
            let entry = try #require(parsed["feedparser"]["entries"].array.first { $0["title"].string == "Show 1" })
            #expect(
                entry["podcast_transcript"]
                    == .object([
                        "url": .string("https://cdn.example.com/t.txt"), "type": .string("text/plain"),
                        "language": .string("en"),
                    ]))
        }
    }
}

extension SiteSandbox {
    /// Writes files into the output folder (paths relative to it), as an earlier build would have.
    func writeOutput(_ files: [String: Data]) throws {
        for (path, data) in files {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }
}
