import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// Page bundles as Hugo and Zola keep episodes (`Content/episodes/april-update/index.md` with its
/// cover, audio, transcript and pictures beside it) are built in place: the folder names the
/// page, relative references name the bundle's files, and those files are published beside it.
/// The site is the fixture `Fixtures/sites/bundles`.
@Suite("Page bundles in Content/")
struct PageBundleTests {
    /// The fixture's files, by path relative to the site folder.
    static func fixture() throws -> [String: Data] {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let content = try SiteSandbox.snapshot(of: fixtures.appendingPathComponent("sites/bundles/Content"))
        return Dictionary(uniqueKeysWithValues: content.map { ("Content/" + $0.key, $0.value) })
    }

    static let april = "Content/episodes/april-update/index.md"
    static let intro = "Content/episodes/season-1/2024-03-14-intro/index.md"

    @Test("a bundle episode: its thumbnail, audio, transcript, body picture and other files")
    func bundleEpisode() async throws {
        let files = try Self.fixture()
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            #expect(result.lines.isEmpty, "no warning for the bundle or its outline.md: \(result.lines)")
            let output = try SiteSandbox.snapshot(of: sandbox.output)
            // The bundle's files are published beside the page, as Hugo publishes them.
            for name in ["cover.png", "diagram.png", "episode.mp3", "transcript.vtt", "notes.pdf"] {
                #expect(
                    output["episodes/april-update/\(name)"] == files["Content/episodes/april-update/\(name)"],
                    "\(name) is published at the page's URL")
            }
            #expect(output["episodes/april-update/outline.md"] == nil, "a bundle's Markdown files are not published")
            #expect(output["episodes/outline/index.html"] == nil, "nor are they pages")
            let page = try sandbox.outputText("episodes/april-update/index.html")
            // The body's picture goes through the image pipeline: variants, real size, lazy.
            #expect(page.contains("<picture><source type=\"image/webp\" srcset=\"../../assets/images/diagram-"))
            #expect(page.contains("width=\"320\" height=\"200\" loading=\"lazy\""))
            #expect(page.contains("href=\"../../episodes/april-update/notes.pdf\""), "a link to a bundle file")
            #expect(page.contains("Welcome to the April update of Bundle Radio."), "the transcript is in the page")
            #expect(page.contains("../../assets/images/cover-"), "the thumbnail is the poster, with variants")
            let variants = output.keys.filter { $0.hasPrefix("assets/images/diagram-") && $0.hasSuffix(".webp") }
            #expect(!variants.isEmpty)
            let home = try sandbox.outputText("index.html")
            #expect(home.contains("assets/images/cover-"), "the cell shows the bundle's cover")
            // The feed's enclosure: the bundle's audio, its length and its type.
            let feed = try sandbox.outputText("podcast.xml")
            let length = try #require(files["Content/episodes/april-update/episode.mp3"]).count
            #expect(
                feed.contains(
                    "<enclosure url=\"https://bundles.example.org/episodes/april-update/episode.mp3\" length=\"\(length)\" type=\"audio/mpeg\"/>"
                ))
            #expect(feed.contains("https://bundles.example.org/episodes/april-update/transcript.vtt"))
        }
    }

    @Test("a dated bundle folder (2024-03-14-intro/) gives the slug and the day, as a dated file name does")
    func datedFolder() async throws {
        try await SiteSandbox.with(try Self.fixture()) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/intro/index.html")
            #expect(page.contains("2024-03-14"), "dated by its folder's name")
            // Its files stay where they are under Content/; the page names them from the root.
            #expect(page.contains("../../assets/images/cover-"))
            let output = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(output["episodes/season-1/2024-03-14-intro/cover.png"] != nil)
            #expect(output["episodes/2024-03-14-intro/index.html"] == nil)
        }
    }

    @Test("the same bundles build to the same bytes twice")
    func deterministic() async throws {
        let files = try Self.fixture()
        let first = try await SiteSandbox.with(files) { sandbox in
            #expect(await sandbox.build().succeeded)
            return try SiteSandbox.snapshot(of: sandbox.output)
        }
        let second = try await SiteSandbox.with(files) { sandbox in
            #expect(await sandbox.build().succeeded)
            return try SiteSandbox.snapshot(of: sandbox.output)
        }
        #expect(first == second)
    }

    @Test(
        "a reference that climbs out of Content/ is an error at its line and column; Output/ is untouched",
        arguments: [
            (
                "![x](../../../etc/passwd)\n",
                "Content/episodes/april-update/index.md:16:1: error: '../../../etc/passwd' climbs out of the site's "
                    + "folder (Content/); a page bundle's images name its own files or other pages of the site"
            ),
            (
                "See [this](../../../../etc/passwd).\n",
                "Content/episodes/april-update/index.md:16:5: error: '../../../../etc/passwd' climbs out of the "
                    + "site's folder (Content/); a page bundle's links name its own files or other pages of the site"
            ),
        ])
    func escaping(body: String, expected: String) async throws {
        let edits: [SiteEdit] = [.replace(Self.april, "![Shared artwork](/images/shared.png)\n", body)]
        try await SiteSandbox.with(try SiteEdit.applying(edits, to: try Self.fixture())) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(result.lines.contains(expected), "\(result.lines)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path), "Output/ is never written")
        }
    }

    @Test("a front-matter path with '..' is an error at its value, as in any file")
    func escapingFrontMatter() async throws {
        let edits: [SiteEdit] = [.replace(Self.april, "audio: episode.mp3", "audio: ../../etc/passwd.mp3")]
        try await SiteSandbox.with(try SiteEdit.applying(edits, to: try Self.fixture())) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(
                result.lines.contains(
                    "Content/episodes/april-update/index.md:6:8: error: `audio` must be a path inside Content/, "
                        + "without '..', not '../../etc/passwd.mp3'"), "\(result.lines)")
        }
    }

    @Test("a bundle-relative name that does not exist is an error at its line and column")
    func missingNames() async throws {
        let edits: [SiteEdit] = [
            .replace(Self.april, "audio: episode.mp3", "audio: episode.m4a"),
            .replace(Self.april, "![Shared artwork](/images/shared.png)", "Also ![a sketch](sketch.png)"),
            .replace(Self.intro, "![Cover](cover.png)", "![Shared](images/shared.png)"),
        ]
        try await SiteSandbox.with(try SiteEdit.applying(edits, to: try Self.fixture())) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(
                result.lines.contains(
                    "Content/episodes/april-update/index.md:16:6: error: 'sketch.png' is not a file of this page "
                        + "bundle (Content/episodes/april-update/sketch.png does not exist)"), "\(result.lines)")
            #expect(
                result.lines.contains(
                    "Content/episodes/april-update/index.md:6:8: error: `audio` 'episode.m4a' is not a file of this "
                        + "page bundle (Content/episodes/april-update/episode.m4a does not exist)"), "\(result.lines)")
            #expect(
                result.lines.contains(
                    "Content/episodes/season-1/2024-03-14-intro/index.md:7:1: error: 'images/shared.png' is not a file "
                        + "of this page bundle (Content/episodes/season-1/2024-03-14-intro/images/shared.png does not "
                        + "exist); Content/images/shared.png is written from the site's root: '/images/shared.png'"),
                "\(result.lines)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }

    @Test("a bundle's Markdown file may be its transcript, still not published")
    func markdownTranscript() async throws {
        let edits: [SiteEdit] = [.replace(Self.april, "transcript: transcript.vtt", "transcript: outline.md")]
        try await SiteSandbox.with(try SiteEdit.applying(edits, to: try Self.fixture())) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/april-update/index.html")
            #expect(page.contains("Hugo reads this as a page resource, not a page."))
            let output = try SiteSandbox.snapshot(of: sandbox.output)
            #expect(output["episodes/april-update/outline.md"] == nil)
        }
    }

    @Test("a bundle's transcript.vtt found without front matter is marked as captions in the feed, as a named one is")
    func foundTranscriptIsCaptions() async throws {
        let edits: [SiteEdit] = [.replace(Self.april, "transcript: transcript.vtt\n", "")]
        try await SiteSandbox.with(try SiteEdit.applying(edits, to: try Self.fixture())) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let feed = try sandbox.outputText("podcast.xml")
            #expect(
                feed.contains(
                    "<podcast:transcript url=\"https://bundles.example.org/episodes/april-update/transcript.vtt\" "
                        + "type=\"text/vtt\" language=\"en\" rel=\"captions\"/>"), "\(feed)")
        }
    }

    @Test("a front-matter name the bundle lacks is Content/'s file of that name when there is one")
    func frontMatterFallsBackToContent() async throws {
        let edits: [SiteEdit] = [.replace(Self.intro, "thumbnail = \"cover.png\"", "thumbnail = \"images/shared.png\"")]
        try await SiteSandbox.with(try SiteEdit.applying(edits, to: try Self.fixture())) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("episodes/intro/index.html")
            #expect(page.contains("../../assets/images/shared-"))
        }
    }
}
