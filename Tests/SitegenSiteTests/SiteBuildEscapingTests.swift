import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenLayout
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Hostile text in every field a user writes: it must come out escaped everywhere (pages,
/// attributes, feed, sitemap), the XML files must stay well-formed, and script links must die.
@Suite struct SiteBuildEscapingTests {
    static let script = "<script>alert(1)</script>"
    /// The hostile title, as the feed must give it back after XML parsing.
    static let title = #"<script>alert(1)</script> & "quotes" 'apostrophes' Résumé 日本語"#
    static let summary = #"Summary <script>alert(1)</script> & "quotes" 'apostrophes' Résumé 日本語"#
    static let category = #"Tips & "Tricks" <script>alert(1)</script>"#
    static let collection = #"<script>alert(1)</script> Collection & "Co" 'n' Résumé"#
    static let siteTitle = #"Site <script>alert(1)</script> & "Co""#

    /// `title` escaped the way the templates (Mustache) escape text and attribute values.
    static let htmlTitle =
        "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;apostrophes&#39; Résumé 日本語"
    /// `title` escaped the way the feed escapes it.
    static let xmlTitle =
        "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &apos;apostrophes&apos; Résumé 日本語"

    static let files: [String: Data] = [
        "Content/site.yml": #"""
        title: "Site <script>alert(1)</script> & \"Co\""
        description: "All about <script>alert(1)</script> & 'more'"
        author: "O'Brien & <Sons>"
        baseURL: https://example.org/
        """#,
        "Content/collections/weird.md": #"""
        ---
        title: "<script>alert(1)</script> Collection & \"Co\" 'n' Résumé"
        summary: "Collection summary <script>alert(1)</script> & \"more\""
        ---
        Collection body <script>alert(1)</script> & more.
        """#,
        "Content/pages/about.md": #"""
        ---
        title: "About <script>alert(1)</script> & \"us\""
        ---
        We <script>alert(1)</script> write [links](javascript:alert(1)).
        """#,
        "Content/episodes/001-nasty.md": #"""
        ---
        title: "<script>alert(1)</script> & \"quotes\" 'apostrophes' Résumé 日本語"
        date: 2024-01-10
        duration: "4:00"
        collection: weird
        category: "Tips & \"Tricks\" <script>alert(1)</script>"
        tags: ["<script>alert(1)</script>", "R&D", "'single'", "Résumé", "日本語"]
        summary: "Summary <script>alert(1)</script> & \"quotes\" 'apostrophes' Résumé 日本語"
        ---
        Body with <script>alert(1)</script> raw HTML and <img src=x onerror=alert(1)>.

        A [bad link](javascript:alert(1)), an [upper-case one](JaVaScRiPt:alert(1)),
        a <a href="javascript:alert(1)">raw link</a> and <javascript:alert(1)>.

        Text & more: "quotes" 'apostrophes' Résumé 日本語 <SCRIPT>alert(1)</SCRIPT>.
        """#,
        "Content/episodes/002-plain.md": #"""
        ---
        title: Plain & simple
        date: 2024-01-17
        collection: weird
        tags: [日本語]
        ---
        First paragraph: 1 < 2 && 3 > 2, "quoted" <script>alert(2)</script> Résumé.
        """#,
    ].mapValues { Data($0.utf8) }

    /// Builds the hostile site once per test and hands over every output file.
    func withBuiltSite(_ body: (SiteSandbox, [String: Data]) throws -> Void) async throws {
        try await SiteSandbox.with(Self.files) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [])
            #expect(result.succeeded)
            try body(sandbox, try SiteSandbox.snapshot(of: sandbox.output))
        }
    }

    @Test("no output file contains a raw <script> element")
    func noRawScript() async throws {
        try await withBuiltSite { _, files in
            #expect(files.count > 15)
            let text = files.mapValues { String(decoding: $0, as: UTF8.self).lowercased() }
            let offenders = text.filter { HostileSite.withoutOwnScripts($0.value).contains("<script") }.keys.sorted()
            #expect(offenders == [])
            let rawImages = text.filter { $0.value.contains("<img src=x") }.keys.sorted()
            #expect(rawImages == [], "raw HTML with an event handler came through")
            // The hostile text did reach the pages it belongs to, escaped.
            let escaped = text.filter { $0.value.contains("&lt;script&gt;alert(1)&lt;/script&gt;") }.keys
            for path in [
                "index.html", "episodes/nasty/index.html", "collections/weird/index.html", "about/index.html",
                "feed.xml", "404.html",
            ] {
                #expect(escaped.contains(path), "\(path) does not show the escaped text")
            }
        }
    }

    @Test("titles, summaries, categories, tags and collection names are escaped in the episode page")
    func episodePage() async throws {
        try await withBuiltSite { sandbox, _ in
            let page = try sandbox.outputText("episodes/nasty/index.html")
            #expect(page.contains("<h1 class=\"episode-title\" data-pagefind-weight=\"10\">\(Self.htmlTitle)</h1>"))
            #expect(
                page.contains(
                    "<title>\(Self.htmlTitle) · Site &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</title>"
                ))
            #expect(page.contains(">Tips &amp; &quot;Tricks&quot; &lt;script&gt;alert(1)&lt;/script&gt;</a>"))
            #expect(
                page.contains(
                    ">&lt;script&gt;alert(1)&lt;/script&gt; Collection &amp; &quot;Co&quot; &#39;n&#39; Résumé</a> · Episode 1 of 2"
                ))
            for tag in ["#&lt;script&gt;alert(1)&lt;/script&gt;", "#R&amp;D", "#&#39;single&#39;", "#Résumé", "#日本語"] {
                #expect(page.contains("<span data-pagefind-filter=\"tag\">\(tag.dropFirst())</span></a>"), "tag \(tag)")
            }
            // The body is cmark's HTML: it escapes `"` but leaves `'`, which is safe in text.
            #expect(
                page.contains(
                    "<p>Text &amp; more: &quot;quotes&quot; 'apostrophes' Résumé 日本語 <!-- raw HTML omitted -->alert(1)")
            )
        }
    }

    @Test("attribute values are escaped: no quote ends an attribute early")
    func attributes() async throws {
        try await withBuiltSite { sandbox, _ in
            let page = try sandbox.outputText("episodes/nasty/index.html")
            let summary =
                "Summary &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;apostrophes&#39; Résumé 日本語"
            #expect(page.contains("<meta name=\"description\" content=\"\(summary)\">"))
            #expect(
                page.contains(
                    "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Site &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;\" href=\"../../feed.xml\">"
                ))
            let plain = try sandbox.outputText("episodes/plain/index.html")
            #expect(
                plain.contains(
                    "<meta name=\"description\" content=\"First paragraph: 1 &lt; 2 &amp;&amp; 3 &gt; 2, &quot;quoted&quot;"
                ))
            // Every attribute value of every page holds no raw '<' (a quote would have ended it early).
            let pattern = try Regex(#"\s[a-zA-Z-]+="([^"]*)""#)
            for path in ["episodes/nasty/index.html", "episodes/plain/index.html", "index.html", "library/index.html"] {
                let html = try sandbox.outputText(path)
                for match in html.matches(of: pattern) {
                    #expect(!match.output[1].substring!.contains("<"), "\(path): \(match.output[0].substring!)")
                }
            }
        }
    }

    @Test("tag and category pages have safe URLs and escaped titles")
    func taxonomyPages() async throws {
        try await withBuiltSite { sandbox, files in
            let pages = files.keys.filter { $0.hasPrefix("tags/") || $0.hasPrefix("categories/") }.sorted()
            for path in pages {
                #expect(
                    path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-/.".contains($0)) },
                    "unsafe path \(path)")
            }
            let japanese = try sandbox.outputText("tags/\(slugify("日本語"))/index.html")
            #expect(japanese.contains("#日本語"))
            #expect(japanese.components(separatedBy: "class=\"ep-card\"").count - 1 == 2)
            let research = try sandbox.outputText("tags/r-and-d/index.html")
            #expect(research.contains("#R&amp;D"))
        }
    }

    @Test("feed.xml is well-formed and gives the original text back")
    func feed() async throws {
        try await withBuiltSite { sandbox, _ in
            let feed = try sandbox.outputText("feed.xml")
            #expect(feed.contains("<title>\(Self.xmlTitle)</title>"))
            let parsed = try #require(XMLTextCollector.parse(Data(feed.utf8)))
            #expect(parsed.error == nil)
            #expect(parsed.texts("entry/title") == ["Plain & simple", Self.title])
            #expect(parsed.texts("entry/summary").last == Self.summary)
            #expect(parsed.texts("title") == [Self.siteTitle])
            #expect(parsed.texts("author/name") == ["O'Brien & <Sons>"])
            #expect(
                parsed.texts("entry/summary").first?.hasPrefix(#"First paragraph: 1 < 2 && 3 > 2, "quoted""#) == true)
        }
    }

    @Test("sitemap.xml is well-formed and lists every page once, with absolute URLs")
    func sitemap() async throws {
        try await withBuiltSite { sandbox, files in
            let parsed = try #require(XMLTextCollector.parse(Data(try sandbox.outputText("sitemap.xml").utf8)))
            #expect(parsed.error == nil)
            let locations = parsed.texts("url/loc")
            let pages = files.keys.filter { $0.hasSuffix("index.html") }.map { String($0.dropLast("index.html".count)) }
            #expect(locations.sorted() == pages.map { "https://example.org/\($0)" }.sorted())
            #expect(Set(locations).count == locations.count)
            for location in locations {
                #expect(URL(string: location) != nil, "\(location) is not a URL")
            }
        }
    }

    @Test("a javascript: link in Markdown is neutralised in the episode page")
    func scriptLinks() async throws {
        try await withBuiltSite { sandbox, files in
            let page = try sandbox.outputText("episodes/nasty/index.html")
            #expect(page.contains("<a href=\"#\">bad link</a>"))
            #expect(page.contains("<a href=\"#\">upper-case one</a>"))
            #expect(page.contains("<a href=\"#\">javascript:alert(1)</a>"), "the autolink")
            #expect(page.contains("<!-- raw HTML omitted -->raw link<!-- raw HTML omitted -->"), "the raw <a> tag")
            for (path, data) in files where path.hasSuffix(".html") {
                let html = String(decoding: data, as: UTF8.self).lowercased()
                #expect(!html.contains("href=\"javascript:"), "\(path)")
                #expect(!html.contains("src=\"javascript:"), "\(path)")
            }
            let about = try sandbox.outputText("about/index.html")
            #expect(about.contains("<a href=\"#\">links</a>"))
        }
    }

    @Test("tags that differ only in punctuation get pages of their own")
    func distinctTags() async throws {
        let files = try SiteEdit.applying(
            [.replace(MinimalSite.first, "tags: [swift, intro]", #"tags: ["C++", "C#"]"#)], to: MinimalSite.files)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded)
            let output = try SiteSandbox.snapshot(of: sandbox.output)
            let tagPages = output.keys.filter { $0.hasPrefix("tags/") && $0 != "tags/index.html" }.sorted()
            let titles = tagPages.compactMap { path in
                String(decoding: output[path]!, as: UTF8.self).firstMatch(of: /<title>#([^<]*) ·/).map {
                    String($0.output.1)
                }
            }
            #expect(titles.sorted() == ["C#", "C++", "swift"] || result.lines.contains { $0.contains("C#") })
        }
    }
}

/// Parses XML with Foundation's `XMLParser` and collects the text of elements by their path
/// below the root (`entry/title`).
final class XMLTextCollector: NSObject, XMLParserDelegate {
    private var stack: [String] = []
    private var collected: [(path: String, text: String)] = []
    private var buffer = ""
    private(set) var error: (any Error)?

    /// Parses `data`; `nil` only if the parser could not be created.
    static func parse(_ data: Data) -> XMLTextCollector? {
        let collector = XMLTextCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        // XMLParser returns true for some errors (a truncated file) and reports them in parserError.
        if !parser.parse() || parser.parserError != nil {
            collector.error = parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
        return collector
    }

    /// The texts of every element at `path` below the root, in document order.
    func texts(_ path: String) -> [String] {
        collected.filter { $0.path == path }.map(\.text)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        stack.append(elementName)
        buffer = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        buffer += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        collected.append((stack.dropFirst().joined(separator: "/"), buffer))
        stack.removeLast()
        buffer = ""
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = parseError
    }
}

@Suite struct RootLinkTests {
    @Test("root-relative links are relative to each page; the root marker's text in a body is left as written")
    func rootLinks() async throws {
        let body =
            "See [the library](/library/) and ![a logo](/images/first.svg).\n\n"
            + "Literal: %01sitegen-root%01 and [a forged link](%01sitegen-root%01library/).\n"
        var files = MinimalSite.files
        files["Content/pages/links.md"] = Data("---\ntitle: Links\n---\n\(body)".utf8)
        let first = String(decoding: files[MinimalSite.first]!, as: UTF8.self)
        files[MinimalSite.first] = Data((first + "\n" + body).utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            for (path, root) in [("links/index.html", "../"), ("episodes/first/index.html", "../../")] {
                let page = try sandbox.outputText(path)
                #expect(page.contains("<a href=\"\(root)library/\">the library</a>"), "\(path)")
                // An SVG drawn at its declared size (64 × 36) gets that size, so it keeps its place.
                #expect(
                    page.contains(
                        "<img src=\"\(root)images/first.svg\" alt=\"a logo\" width=\"64\" height=\"36\" loading=\"lazy\" decoding=\"async\">"
                    ), "\(path)")
                #expect(
                    page.contains(
                        "Literal: %01sitegen-root%01 and <a href=\"./%01sitegen-root%01library/\">a forged link</a>"),
                    "\(path)")
            }
        }
    }

    @Test("with unsafeHTML, root-relative addresses in raw HTML are relative to each page, never above the root")
    func rawHTMLRootLinks() async throws {
        let body =
            "<p><a href=\"/library/\">raw</a> <img src='/images/first.svg' alt=\"\"> "
            + "<img src=\"/images/first.svg\" alt=\"sized\" width=\"32\" height=\"18\"> "
            + "<a href=\"/../../../about/\">up</a></p>\n\n"
            + "<iframe src=\"https://www.youtube-nocookie.com/embed/x\" title=\"v\"></iframe>\n"
        var files = MinimalSite.files
        let site = String(decoding: files["Content/site.yml"]!, as: UTF8.self)
        files["Content/site.yml"] = Data((site + "\nunsafeHTML: true\n").utf8)
        files["Content/pages/links.md"] = Data("---\ntitle: Links\n---\n\(body)".utf8)
        let first = String(decoding: files[MinimalSite.first]!, as: UTF8.self)
        files[MinimalSite.first] = Data((first + "\n" + body).utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.diagnostics)")
            for (path, root) in [("links/index.html", "../"), ("episodes/first/index.html", "../../")] {
                let page = try sandbox.outputText(path)
                #expect(page.contains("<a href=\"\(root)library/\">raw</a>"), "\(path)")
                #expect(
                    page.contains(
                        "<img src=\"\(root)images/first.svg\" alt=\"\" width=\"64\" height=\"36\" loading=\"lazy\" decoding=\"async\">"
                    ), "\(path)")
                #expect(page.contains("<a href=\"\(root)about/\">up</a>"), "\(path)")
                // One that sizes itself is left as written: each attribute once.
                #expect(
                    page.contains("<img src=\"\(root)images/first.svg\" alt=\"sized\" width=\"32\" height=\"18\">"),
                    "\(path)")
                #expect(page.contains("<iframe src=\"https://www.youtube-nocookie.com/embed/x\""), "\(path)")
            }
        }
    }
}
