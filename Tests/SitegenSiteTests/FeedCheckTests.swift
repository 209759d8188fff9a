import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen check`'s feed check: a well-formed feed of any size passes, a broken one is reported
/// at its first error, and links into the site are followed.
@Suite struct FeedCheckTests {
    static let base = "https://example.org/"

    /// A podcast feed of `items` items, each linking to the home page, with `notes` bytes of escaped
    /// show notes each.
    static func feed(items: Int, notes: Int) -> String {
        let body = String(repeating: "&lt;p&gt;Notes &amp; code&lt;/p&gt;\n", count: notes / 36 + 1)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rss version=\"2.0\"><channel><title>T</title>\n"
        for index in 0..<items {
            xml += "<item><title>Episode \(index)</title><link>\(base)</link>"
            xml += "<description>\(body)</description></item>\n"
        }
        return xml + "</channel></rss>\n"
    }

    /// The check's diagnostics for `text` written as the site's `podcast.xml`.
    static func check(_ text: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("podcast.xml"))
        let check = FeedCheck(
            output: folder, files: ["podcast.xml", "index.html"], configuration: SiteConfiguration(baseURL: base))
        return check.run().map { "\($0)" }
    }

    @Test("a well-formed feed over libxml2's 10 MB single-piece limit passes")
    func largeFeed() throws {
        let text = Self.feed(items: 1_200, notes: 12_000)
        #expect(text.utf8.count > 12_000_000)
        #expect(try Self.check(text) == [])
    }

    @Test(
        "a broken feed is reported at its first error",
        arguments: [
            ("truncated", String(feed(items: 3, notes: 100).dropLast(17)), "or ends before it is closed"),
            ("cut in a tag", String(feed(items: 3, notes: 100).dropLast(30)), "a tag is not closed with '>'"),
            (
                "content after the root", feed(items: 1, notes: 10) + "<rss/>",
                "the document goes on after its root element"
            ),
            ("mismatched tags", "<rss>\n<channel></item></rss>", "Output/podcast.xml:2:"),
            (
                "an HTML entity", "<rss><channel><title>a &nbsp; b</title></channel></rss>",
                "an entity XML does not define"
            ),
        ])
    func brokenFeed(name: String, text: String, expected: String) throws {
        let diagnostics = try Self.check(text)
        #expect(diagnostics.count == 1, "\(name): \(diagnostics)")
        #expect(diagnostics.first?.contains("the feed is not well-formed XML") == true, "\(name): \(diagnostics)")
        #expect(diagnostics.first?.contains(expected) == true, "\(name): \(diagnostics)")
    }

    @Test("a link to a page the site lacks is reported")
    func brokenLink() throws {
        let text = Self.feed(items: 1, notes: 10).replacingOccurrences(
            of: "<link>\(Self.base)</link>", with: "<link>\(Self.base)episodes/gone/</link>")
        let diagnostics = try Self.check(text)
        #expect(diagnostics.count == 1 && diagnostics[0].contains("the site has no episodes/gone/"), "\(diagnostics)")
    }

    @Test("an alternate enclosure's source in the site that the site lacks is reported")
    func brokenAlternateSource() throws {
        let source =
            "<podcast:alternateEnclosure type=\"audio/ogg\"><podcast:source uri=\"\(Self.base)audio/1.ogg\"/></podcast:alternateEnclosure>"
        let text = Self.feed(items: 1, notes: 10).replacingOccurrences(
            of: "<rss version=\"2.0\">",
            with: "<rss version=\"2.0\" xmlns:podcast=\"https://podcastindex.org/namespace/1.0\">"
        ).replacingOccurrences(of: "</item>", with: source + "</item>")
        let diagnostics = try Self.check(text)
        #expect(diagnostics.count == 1 && diagnostics[0].contains("the site has no audio/1.ogg"), "\(diagnostics)")
    }
}

/// The podcast feed's show notes carry code as plain text: feed readers apply no stylesheet.
@Suite struct PodcastFeedCodeTests {
    @Test("a highlighted block on the page is plain code in content:encoded")
    func plainCode() async throws {
        let files = try Self.site(appendingToFirst: "\n```swift\nlet a = \"<b>\"\n```\n")
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            let page = try sandbox.outputText("episodes/first/index.html")
            #expect(page.contains("<span class=\"hl-kw\">let</span>"), "the page is highlighted")
            let feed = try sandbox.outputText("podcast.xml")
            #expect(
                feed.contains(
                    "<pre tabindex=\"0\"><code class=\"language-swift\">let a = &quot;&lt;b&gt;&quot;\n</code></pre>"),
                "\(feed)")
            #expect(!feed.contains("hl-"))
        }
    }

    /// The minimal site with a podcast, its first episode with audio and `body` added to it.
    static func site(appendingToFirst body: String) throws -> [String: Data] {
        var files = MinimalSite.files
        let settings = String(decoding: files[MinimalSite.siteYML]!, as: UTF8.self)
        files[MinimalSite.siteYML] = Data(
            (settings
                + "podcast: {author: A, owner: {name: A, email: a@example.org}, category: Technology, explicit: false, image: images/art.png}\n")
                .utf8)
        files["Content/images/art.png"] = try Data(
            contentsOf: PackagePaths.root.appendingPathComponent("Content/images/podcast-artwork.png"))
        let first = String(decoding: files[MinimalSite.first]!, as: UTF8.self)
        files[MinimalSite.first] = Data(
            first.replacingOccurrences(
                of: "\n---\n", with: "\naudio: {url: https://cdn.example.org/a.mp3, length: 1000}\n---\n",
                options: [], range: first.index(after: first.startIndex)..<first.endIndex
            ).appending(body).utf8)
        return files
    }
}

/// Podcast apps show `content:encoded` with no page around it: its addresses are absolute.
@Suite struct PodcastFeedAddressTests {
    static let page = "https://example.org/show/episodes/one/"

    @Test(
        "a relative address in the show notes is resolved against the episode's page; absolute ones are kept",
        arguments: [
            (#"<a href="../../images/x.png">"#, #"<a href="https://example.org/show/images/x.png">"#),
            (#"<a href="../two/">"#, #"<a href="https://example.org/show/episodes/two/">"#),
            (#"<a href="notes.pdf">"#, #"<a href="https://example.org/show/episodes/one/notes.pdf">"#),
            (##"<a href="#t=1:30">"##, ##"<a href="https://example.org/show/episodes/one/#t=1:30">"##),
            (#"<a href="/top/">"#, #"<a href="https://example.org/top/">"#),
            (
                #"<img src="a%20b.png" alt="x">"#,
                #"<img src="https://example.org/show/episodes/one/a%20b.png" alt="x">"#
            ),
            (
                #"<img srcset="a.jpg 640w, ../b.jpg 1280w">"#,
                #"<img srcset="https://example.org/show/episodes/one/a.jpg 640w, https://example.org/show/episodes/b.jpg 1280w">"#
            ),
            (
                #"<a href="https://cdn.example.org/x?a=1&amp;b=2">"#,
                #"<a href="https://cdn.example.org/x?a=1&amp;b=2">"#
            ),
            (#"<a href="mailto:a@example.org">"#, #"<a href="mailto:a@example.org">"#),
            (#"<a href="//cdn.example.org/x">"#, #"<a href="//cdn.example.org/x">"#),
            (#"<p>src="x" in text</p>"#, #"<p>src="x" in text</p>"#),
        ])
    func addresses(html: String, expected: String) {
        #expect(FeedHTML.absolutizing(html, page: Self.page) == expected)
    }

    @Test("podcast.xml's show notes link a picture and a page written relatively by absolute addresses")
    func feed() async throws {
        let files = try PodcastFeedCodeTests.site(
            appendingToFirst: "\nThe [art](../../images/art.png) and [the second](../second/).\n")
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            let feed = try sandbox.outputText("podcast.xml")
            let base = try #require(feed.firstMatch(of: /<link>([^<]*episodes\/first\/)<\/link>/)).output.1
            let root = base.dropLast("episodes/first/".count)
            #expect(feed.contains(#"<a href="\#(root)images/art.png">art</a>"#), "\(feed)")
            #expect(feed.contains(#"<a href="\#(root)episodes/second/">the second</a>"#), "\(feed)")
            #expect(!feed.contains(#"href="../"#))
        }
    }
}
