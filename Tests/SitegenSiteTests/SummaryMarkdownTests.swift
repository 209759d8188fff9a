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

/// A front-matter `summary:` written in Markdown, as Hugo renders it since 0.134: its plain
/// text in cells, meta tags and feeds, and its inline HTML as `summaryHTML` for themes.
@Suite(.tags(.slow), .tier(.slow)) struct SummaryMarkdownTests {
    /// One summary as written in YAML and the plain text a reader must see.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The `summary:` entry, the key included, as YAML lines.
        var yaml: String
        var text: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "plain", yaml: #"summary: "Ninety seconds on what the show is about.""#,
            text: "Ninety seconds on what the show is about."),
        Case(
            name: "emphasis", yaml: #"summary: "How **async let** works, _really_""#,
            text: "How async let works, really"),
        Case(
            name: "code", yaml: #"summary: "Using `Task.sleep` and `[weak self]`""#,
            text: "Using Task.sleep and [weak self]"),
        Case(
            name: "link",
            yaml: #"summary: "With [Swift Evolution](https://github.com/apple/swift-evolution) links""#,
            text: "With Swift Evolution links"),
        Case(
            name: "raw HTML", yaml: #"summary: "Why <script>alert(1)</script> is *text*""#,
            text: "Why <script>alert(1)</script> is text"),
        Case(name: "entity", yaml: #"summary: "Tips &amp; tricks""#, text: "Tips & tricks"),
        Case(name: "only Markdown punctuation", yaml: #"summary: "*""#, text: "*"),
        Case(
            name: "multi-line YAML block",
            yaml: "summary: |\n  How **async let**\n  works.\n\n  Then `code`.\n",
            text: "How async let works. Then code."),
    ]

    /// A podcast site with one episode whose front matter holds `summaryYAML`.
    static func files(summaryYAML: String) -> [String: Data] {
        [
            "Content/site.yml": """
            title: Summary Radio
            description: A show for the summary tests.
            baseURL: https://example.org/
            podcast:
              author: Ada Host
              owner: {name: Ada Host, email: ada@example.org}
              category: Education
              explicit: false
              image: images/artwork.png
            """,
            "Content/episodes/001-case.md": """
            ---
            title: The case
            date: 2024-01-10
            duration: "4:00"
            audio: {url: "https://cdn.example.net/case.mp3", length: 1000}
            \(summaryYAML)
            ---
            The body's first paragraph.
            """,
            "Content/episodes/002-other.md": """
            ---
            title: The other
            date: 2024-01-03
            ---
            Another body.
            """,
        ].mapValues { Data($0.utf8) }.merging(["Content/images/artwork.png": MediaFileBytes.artwork]) { a, _ in a }
    }

    /// Text escaped as the templates (Mustache) escape it.
    static func mustacheEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// Text escaped as the feeds escape it.
    static func xmlEscaped(_ text: String) -> String {
        mustacheEscaped(text).replacingOccurrences(of: "&#39;", with: "&apos;")
    }

    @Test("a Markdown summary is shown as its plain text", arguments: cases)
    func plainText(_ summary: Case) async throws {
        try await SiteSandbox.with(Self.files(summaryYAML: summary.yaml)) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let html = Self.mustacheEscaped(summary.text)
            let archive = try sandbox.outputText("episodes/index.html")
            #expect(archive.contains("<p class=\"ep-card-summary\">\(html)</p>"), "the cell")
            let page = try sandbox.outputText("episodes/case/index.html")
            #expect(page.contains("<meta name=\"description\" content=\"\(html)\">"), "the meta description")
            #expect(page.contains("<meta property=\"og:description\" content=\"\(html)\">"), "Open Graph")
            let podcast = try sandbox.outputText("podcast.xml")
            #expect(podcast.contains("<description>\(Self.xmlEscaped(summary.text))</description>"), "the RSS item")
            let atom = try sandbox.outputText("feed.xml")
            #expect(atom.contains("<summary>\(Self.xmlEscaped(summary.text))</summary>"), "the Atom entry")
        }
    }

    @Test("a page's summary is its meta description, as plain text", arguments: cases)
    func pageSummary(_ summary: Case) async throws {
        var files = Self.files(summaryYAML: summary.yaml)
        files["Content/pages/about.md"] = Data("---\ntitle: About\n\(summary.yaml)\n---\nThe page's body.\n".utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let page = try sandbox.outputText("about/index.html")
            let html = Self.mustacheEscaped(summary.text)
            #expect(page.contains("<meta name=\"description\" content=\"\(html)\">"))
        }
    }

    /// The summary for `summaryHTML`: raw HTML, emphasis, code, a root-relative link and a
    /// script link.
    static let htmlSummary =
        #"summary: "Why <script>alert(1)</script> is **bold**, `code`, [linked](/episodes/other/) and [bad](javascript:alert(1))""#

    @Test("summaryHTML is the summary's inline HTML, raw HTML escaped and links resolved per page")
    func summaryHTML() async throws {
        try await SiteSandbox.with(Self.files(summaryYAML: Self.htmlSummary)) { sandbox in
            let theme = sandbox.site.appendingPathComponent("Themes/default")
            try FileManager.default.createDirectory(
                at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: PackagePaths.root.appendingPathComponent("Sources/SitegenRender/DefaultTheme"), to: theme)
            for (template, from, to) in [
                ("cells/episode-card", "<p class=\"ep-card-summary\">", "<p class=\"t-html\">{{{summaryHTML}}}</p>$0"),
                ("episode", "<article class=\"episode", "<p class=\"t-html\">{{{episode.summaryHTML}}}</p>$0"),
            ] {
                let file = theme.appendingPathComponent("templates/\(template).mustache")
                let source = try String(contentsOf: file, encoding: .utf8)
                #expect(source.contains(from))
                try source.replacingOccurrences(of: from, with: to.replacingOccurrences(of: "$0", with: from))
                    .write(to: file, atomically: true, encoding: .utf8)
            }
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            /// The expected HTML with the page's prefix to the site root.
            func expected(root: String) -> String {
                "<p class=\"t-html\">Why &lt;script&gt;alert(1)&lt;/script&gt; is <strong>bold</strong>, <code>code</code>, "
                    + "<a href=\"\(root)episodes/other/\">linked</a> and <a href=\"#\">bad</a></p>"
            }
            #expect(try sandbox.outputText("episodes/index.html").contains(expected(root: "../")))
            #expect(try sandbox.outputText("index.html").contains(expected(root: "./")))
            let page = try sandbox.outputText("episodes/case/index.html")
            #expect(page.contains(expected(root: "../../")))
            #expect(!page.contains("<script>alert"))
            #expect(!page.contains("\u{1}"))
            let text = "Why &lt;script&gt;alert(1)&lt;/script&gt; is bold, code, linked and bad"
            #expect(page.contains("<meta name=\"description\" content=\"\(text)\">"))
        }
    }
}
