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

/// The hostile site (``HostileSite``) built for real: no script-capable URL in any page unless
/// `unsafeHTML` is on, thumbnails with awkward names link to themselves, no page has two
/// elements with one id, URLs in feeds are ASCII, and every page passes the Nu HTML checker.
@Suite struct SiteBuildHostileContentTests {
    /// Builds the hostile site and hands over the sandbox and every output file.
    func withBuiltSite(
        unsafeHTML: Bool = false, _ body: (SiteSandbox, [String: Data]) async throws -> Void
    ) async throws {
        try await SiteSandbox.with(HostileSite.files(unsafeHTML: unsafeHTML)) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [])
            try #require(result.succeeded)
            try await body(sandbox, try SiteSandbox.snapshot(of: sandbox.output))
        }
    }

    /// The `href` and `src` values of a page, character references decoded.
    static func urls(in html: String) -> [String] {
        html.matches(of: /\s(?:href|src)="([^"]*)"/).map { match in
            String(match.output.1).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(
                of: "&#39;", with: "'"
            )
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The scheme a browser would see: leading C0 controls and spaces skipped, tabs and newlines
    /// dropped, lowercased, up to the first `:` (nil when the URL has none before `/?#`).
    static func scheme(of url: String) -> String? {
        let scalars = url.unicodeScalars.drop { $0.value <= 0x20 }.filter { !"\t\n\r".unicodeScalars.contains($0) }
        let text = String(String.UnicodeScalarView(scalars)).lowercased()
        guard let colon = text.firstIndex(of: ":"), !text[..<colon].contains(where: { "/?#".contains($0) }) else {
            return nil
        }
        return String(text[..<colon])
    }

    @Test("no page links to a javascript:, vbscript: or data: URL; every spelling became #")
    func scriptLinksNeutralised() async throws {
        try await withBuiltSite { sandbox, files in
            for (path, data) in files where path.hasSuffix(".html") {
                for url in Self.urls(in: String(decoding: data, as: UTF8.self)) {
                    #expect(
                        !["javascript", "vbscript", "data"].contains(Self.scheme(of: url) ?? ""), "\(path): \(url)")
                }
            }
            let page = try sandbox.outputText("episodes/links/index.html")
            let neutralised =
                page.components(separatedBy: "href=\"#\"").count - 1 + page.components(separatedBy: "src=\"#\"").count
                - 1
            #expect(neutralised == HostileSite.dangerousLinks.count)
            #expect(page.contains("<a href=\"https://example.org/?a=1&amp;b=2\">fine one</a>"))
            #expect(!HostileSite.withoutOwnScripts(page.lowercased()).contains("<script"))
            let about = try sandbox.outputText("about/index.html")
            #expect(about.contains("<a href=\"#\">javascript:alert(1)</a>"))
        }
    }

    @Test("with unsafeHTML: true the author's script links and raw HTML are kept")
    func unsafeHTMLKeepsLinks() async throws {
        try await withBuiltSite(unsafeHTML: true) { sandbox, _ in
            let page = try sandbox.outputText("episodes/links/index.html")
            #expect(page.contains("<a href=\"javascript:alert(1)\">a</a>"))
            #expect(page.contains("<img src=x onerror=alert(1)>"))
            // As with Hugo's `unsafe`, even <script> passes as written: raw HTML is trusted.
            #expect(page.contains("<script>alert(1)</script>"))
        }
    }

    @Test("thumbnails with spaces, #, ?, % and non-ASCII names are percent-encoded and resolve")
    func thumbnailURLs() async throws {
        try await withBuiltSite { sandbox, files in
            let expected = [
                "episodes/links/index.html": "../../images/a%20b%23c%3Fd.svg",
                "episodes/encoded/index.html": "../../images/%252e%252e.svg",
                "collections/index.html": "../images/caf%C3%A9.svg",
            ]
            for (page, source) in expected {
                let html = try sandbox.outputText(page)
                #expect(html.contains("src=\"\(source)\""), "\(page)")
                let resolved = URL(string: source, relativeTo: URL(string: "https://example.org/\(page)"))!.path
                #expect(files[String(resolved.dropFirst())] != nil, "\(source) from \(page) does not resolve to a file")
            }
        }
    }

    @Test("no page has two elements with the same id, though headings imitate the theme's and the footnotes' ids")
    func uniqueIDs() async throws {
        try await withBuiltSite { sandbox, files in
            for (path, data) in files where path.hasSuffix(".html") {
                let ids = String(decoding: data, as: UTF8.self).matches(of: /\sid="([^"]*)"/).map {
                    String($0.output.1)
                }
                #expect(ids.count == Set(ids).count, "\(path): \(ids.sorted())")
            }
            let page = try sandbox.outputText("episodes/links/index.html")
            #expect(page.contains("<h1 id=\"section-sg-main\">SG Main</h1>"))
            #expect(page.contains("<h2 id=\"section-fn-1\">fn 1</h2>"))
        }
    }

    @Test("URLs in the feed, the sitemap and canonical links are ASCII, the base path percent-encoded")
    func asciiURLs() async throws {
        try await withBuiltSite { sandbox, _ in
            let sitemap = try sandbox.outputText("sitemap.xml")
            let locations = sitemap.matches(of: /<loc>([^<]*)<\/loc>/).map { String($0.output.1) }
            #expect(locations.count > 8)
            #expect(
                locations.allSatisfy {
                    $0.hasPrefix("https://example.org/shows/caf%C3%A9/") && $0.allSatisfy(\.isASCII)
                })
            let feed = try sandbox.outputText("feed.xml")
            #expect(feed.contains("<id>https://example.org/shows/caf%C3%A9/episodes/links/</id>"))
            let encoded = try sandbox.outputText("episodes/encoded/index.html")
            #expect(
                encoded.contains(
                    "<link rel=\"canonical\" href=\"https://example.org/shows/caf%C3%A9/episodes/encoded/\">"))
            #expect(encoded.contains("href=\"https://example.org/vid%C3%A9o/1\""))
            let links = try sandbox.outputText("episodes/links/index.html")
            #expect(links.contains("href=\"https://example.org/watch?v=1&amp;t=2#start\""))
        }
    }

    @Test(
        "a front-matter string holding a control character is an error at its value",
        arguments: [
            ("title: First episode", #"title: "First\x01 episode""#, "2:8: error: `title` holds U+0001"),
            ("tags: [swift, intro]", #"tags: [swift, "in\u0085tro"]"#, "7:15: error: `tags` holds U+0085"),
            ("category: Tutorials", #"category: "Tu\uFFFEtorials""#, "6:11: error: `category` holds U+FFFE"),
        ])
    func controlCharactersInFrontMatter(old: String, new: String, message: String) async throws {
        try await SiteSandbox.with(minimalSiteEditedBy: [.replace(MinimalSite.first, old, new)]) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(result.errorLines.contains { $0.hasPrefix("\(MinimalSite.first):\(message)") }, "\(result.lines)")
        }
    }

    /// Only with `unsafeHTML: false`: with it on, the author's raw HTML is theirs to get right.
    @Test(
        "every page of the hostile site passes the Nu HTML checker", .tags(.nuChecker), .tier(.nuChecker),
        .needs(.nuChecker))
    func nuChecker() async throws {
        try await withBuiltSite { sandbox, _ in
            let pages = try NuChecker.htmlFiles(in: sandbox.output)
            #expect(pages.count >= 10)
            let report = try await NuChecker.check(pages)
            #expect(report.errors == [], "\(report.errors.count) errors in \(report.fileCount) pages")
            #expect(report.status == 0, "\(report.output)")
        }
    }
}
