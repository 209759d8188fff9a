import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// A front-matter summary's links are checked as a body's are: a page bundle's summary that
/// names a file the bundle lacks is a build error, and `sitegen check` reports a summary's broken
/// link whether or not the theme shows the summary; each at the link inside the YAML value where
/// it is written as the summary reads it, else at the value's start.
extension SummaryMarkdownTests {
    /// A bundle's front matter whose summary names a missing file, and where the error must be.
    struct LinkCase: Sendable, CustomTestStringConvertible {
        var name: String
        /// The file's front matter (the body follows).
        var frontMatter: String
        /// The text the error points at the start of (its first place in the file).
        var at: String
        /// The place as `line:column`, when lines do not end with LF (the text alone cannot say).
        var place: String?
        var testDescription: String { name }
    }

    static let link = "[the notes](missing-notes.pdf)"

    static let linkCases: [LinkCase] = [
        LinkCase(
            name: "plain", frontMatter: "---\ntitle: Linked\ndate: 2024-02-01\nsummary: See \(link) first.\n---\n",
            at: link),
        LinkCase(
            name: "double-quoted",
            frontMatter: "---\ntitle: Linked\ndate: 2024-02-01\nsummary: \"Café — \(link).\"\n---\n", at: link),
        LinkCase(
            name: "single-quoted after ''",
            frontMatter: "---\ntitle: Linked\ndate: 2024-02-01\nsummary: 'It''s \(link)'\n---\n", at: link),
        LinkCase(
            name: "literal block, second line",
            frontMatter: "---\ntitle: Linked\nsummary: |\n  First line.\n  See \(link).\ndate: 2024-02-01\n---\n",
            at: link),
        LinkCase(
            name: "folded block, second line",
            frontMatter: "---\ntitle: Linked\ndate: 2024-02-01\nsummary: >\n  First line\n  and \(link).\n---\n",
            at: link),
        LinkCase(
            name: "description", frontMatter: "---\ntitle: Linked\ndate: 2024-02-01\ndescription: See \(link)\n---\n",
            at: link),
        LinkCase(
            name: "after emphasis",
            frontMatter:
                "---\ntitle: Linked\ndate: 2024-02-01\nsummary: \"*a* **b** [*the* notes](missing-notes.pdf)\"\n---\n",
            at: "[*the*"),
        LinkCase(
            name: "CRLF", frontMatter: "---\r\ntitle: Linked\r\ndate: 2024-02-01\r\nsummary: See \(link)\r\n---\r\n",
            at: link),
        LinkCase(
            name: "CR alone", frontMatter: "---\rtitle: Linked\rdate: 2024-02-01\rsummary: See \(link)\r---\r",
            at: link, place: "4:14"),
        LinkCase(
            name: "TOML", frontMatter: "+++\ntitle = \"Linked\"\ndate = 2024-02-01\nsummary = \"See \(link)\"\n+++\n",
            at: link),
        LinkCase(
            name: "JSON",
            frontMatter:
                "{\n  \"title\": \"Linked\",\n  \"date\": \"2024-02-01\",\n  \"summary\": \"See \(link)\"\n}\n",
            at: link),
        // Not written as it reads: the value's start.
        LinkCase(
            name: "folded inside the link: the value's start",
            frontMatter:
                "---\ntitle: Linked\ndate: 2024-02-01\nsummary: >\n  See [the\n  notes](missing-notes.pdf).\n---\n",
            at: ">\n  See"),
        LinkCase(
            name: "an escape inside the link: the value's start",
            frontMatter:
                "---\ntitle: Linked\ndate: 2024-02-01\nsummary: \"See [the \\\"notes\\\"](missing-notes.pdf)\"\n---\n",
            at: "\"See"),
    ]

    @Test("a bundle summary's link to a missing file is a build error at the link in the YAML", arguments: linkCases)
    /// Builds a site whose bundle episode's summary names a file the bundle lacks.
    func summaryLinkInBundle(_ item: LinkCase) async throws {
        let path = "Content/episodes/linked/index.md"
        let text = item.frontMatter + "The body.\n"
        let expected = try #require(item.place ?? BodyPositionTests.place(of: Substring(item.at), in: text))
        let files = MinimalSite.files.merging([path: Data(text.utf8)]) { $1 }
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            let found = result.diagnostics.filter {
                $0.position?.file == path && $0.message.contains("missing-notes.pdf")
            }
            #expect(found.count == 1, "\(result.diagnostics.map(\.description))")
            #expect(found.first?.severity == .error)
            #expect(found.first?.position.map { "\($0.line):\($0.column)" } == expected, "\(found.map(\.description))")
        }
    }

    @Test(
        "a summary's link that climbs out of Content/ is an error, and a shortcode in it a warning, as in a body",
        arguments: [
            ("summary: See [up](../../../../etc/passwd) now", "[up]", "climbs out of the site's folder", true),
            ("summary: \"Watch {{< youtube abc >}} first\"", "\"Watch", "is a Hugo shortcode", false),
        ])
    /// Builds a bundle episode whose summary holds a body's mistake.
    func summaryMistake(yaml: String, at: String, message: String, isError: Bool) async throws {
        let path = "Content/episodes/linked/index.md"
        let text = "---\ntitle: Linked\ndate: 2024-02-01\n\(yaml)\n---\nThe body.\n"
        let expected = try #require(BodyPositionTests.place(of: Substring(at), in: text))
        let files = MinimalSite.files.merging([path: Data(text.utf8)]) { $1 }
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            let found = result.diagnostics.filter { $0.position?.file == path && $0.message.contains(message) }
            #expect(found.count == 1, "\(result.diagnostics.map(\.description))")
            #expect(found.first?.severity == (isError ? .error : .warning))
            #expect(found.first?.position.map { "\($0.line):\($0.column)" } == expected, "\(found.map(\.description))")
        }
    }

    @Test(
        "sitegen check reports a summary's broken link at the summary, as a body's at the body",
        arguments: [true, false], ["/episodes/gone/", "missing.md", "/episodes/other/#no-such-part"])
    /// Builds and checks a site whose episode links to a missing page from its summary or its body.
    func summaryLinkChecked(inSummary: Bool, destination: String) async throws {
        let markdown = "See [that](\(destination)) too."
        var files = Self.files(summaryYAML: inSummary ? "summary: \"\(markdown)\"" : "")
        let path = "Content/episodes/001-case.md"
        if !inSummary {
            files[path] = Data((String(decoding: files[path]!, as: UTF8.self) + "\n\n" + markdown + "\n").utf8)
        }
        let text = String(decoding: files[path]!, as: UTF8.self)
        let place = try #require(BodyPositionTests.place(of: Substring("(\(destination)"), in: text))
        let expectedPlace = place.split(separator: ":").map { Int($0)! }
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            let site = try #require(result.site)
            let report = await LinkCheck(output: sandbox.output, site: site, source: sandbox.site).run()
            let found = report.diagnostics.filter { $0.message.contains("broken link '\(destination)'") }
            #expect(found.count == 1, "\(report.diagnostics.map(\.description))")
            let position = found.first?.position
            #expect(position?.file == path)
            #expect(position?.line == expectedPlace[0])
            // `sitegen check` points at the destination, after the `(`.
            #expect(position?.column == expectedPlace[1] + 1, "\(found.map(\.description))")
        }
    }
}
