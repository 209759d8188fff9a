import Foundation
import Testing

@testable import SitegenSite

/// Content/ files whose names are awkward, as macOS, Windows and scripts write them: every
/// reference to one (front matter, a body's links, a page bundle's files) finds it, and every
/// URL to it is percent-encoded and resolves to the published file.
@Suite("awkward file names in Content/")
struct SiteBuildFileNameTests {
    /// The minimal site with a podcast block and one episode (`Content/episodes/<file>`) whose
    /// audio and transcript are `audio/<name>.mp3` and `transcripts/<name>.vtt` (beside it in a
    /// bundle, relative).
    static func mediaEdits(name: String, bundle: Bool) -> [SiteEdit] {
        let folder = bundle ? "Content/episodes/awkward/" : "Content/"
        let audio = bundle ? "\(name).mp3" : "audio/\(name).mp3"
        let transcript = bundle ? "\(name).vtt" : "transcripts/\(name).vtt"
        let quoted = { (text: String) in "'" + text.replacing("'", with: "''") + "'" }
        return PodcastPublishingTests.edits() + [
            .writeData(folder + audio, MediaFileBytes.wav(seconds: 1)),
            .write(folder + transcript, "WEBVTT\n\n00:00.000 --> 00:01.000\nHello.\n"),
            .write(
                bundle ? folder + "index.md" : "Content/episodes/awkward.md",
                "---\ntitle: Awkward\ndate: 2025-05-09\naudio: \(quoted(audio))\ntranscript: \(quoted(transcript))\n---\nNotes.\n"
            ),
        ]
    }

    @Test(
        "a local audio or transcript whose name holds # or ? is that file, not a URL with a fragment or query",
        arguments: ["Q&A #3", "what?", "a#b?c"], [false, true])
    func mediaNamesWithURLDelimiters(name: String, bundle: Bool) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: Self.mediaEdits(name: name, bundle: bundle)) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let folder = bundle ? "episodes/awkward/" : "audio/"
            let encoded = URLPathEncoding.encode(folder + name + ".mp3")
            let feed = try sandbox.outputText("podcast.xml")
            #expect(feed.contains("<enclosure url=\"https://example.org/\(encoded)\""), "\(encoded)")
            #expect(feed.contains("type=\"audio/mpeg\""))
            #expect(feed.contains("type=\"text/vtt\""))
            let page = try sandbox.outputText("episodes/awkward/index.html")
            #expect(page.contains("Hello."), "the transcript is shown")
            #expect(
                FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent(folder + name + ".mp3").path))
        }
    }
}
