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

/// `aliases:`: old paths of pages become redirect pages and `_redirects` lines; mistakes are
/// errors at their place.
@Suite("aliases: redirects from the old paths of pages")
struct AliasTests {
    static func site(aliases: String, baseURL: String = "https://example.org/shows/") -> [String: Data] {
        [
            "Content/site.yml": Data("title: Moved\nbaseURL: \(baseURL)\nrequireThumbnails: false\n".utf8),
            "Content/episodes/001-intro.md": Data(
                "---\ntitle: Intro & more\ndate: 2024-01-02\naliases: \(aliases)\n---\nBody.\n".utf8),
            "Content/collections/basics.md": Data(
                "---\ntitle: Basics\naliases: [/series/basics/]\n---\nThe basics.\n".utf8),
            "Content/pages/about.md": Data("---\ntitle: About\naliases: [/about-us.html]\n---\nUs.\n".utf8),
            "Content/people/ada.md": Data("---\nname: Ada\naliases: [/guest/ada/]\n---\nA guest.\n".utf8),
        ]
    }

    @Test("each alias is a redirect page (refresh, canonical, noindex, a link) and a line in _redirects")
    func redirects() async throws {
        try await SiteSandbox.with(Self.site(aliases: "[/2019/07/intro/, \"/old%20path/\"]")) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [])
            let page = try sandbox.outputText("2019/07/intro/index.html")
            #expect(page.contains("<meta http-equiv=\"refresh\" content=\"0; url=../../../episodes/intro/\">"))
            #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/shows/episodes/intro/\">"))
            #expect(page.contains("<meta name=\"robots\" content=\"noindex\">"))
            #expect(page.contains("<a href=\"../../../episodes/intro/\">Intro &amp; more</a>"))
            #expect(try sandbox.outputText("old path/index.html").contains("url=../episodes/intro/"))
            #expect(try sandbox.outputText("about-us.html").contains("url=./about/"))
            #expect(try sandbox.outputText("series/basics/index.html").contains("url=../../collections/basics/"))
            #expect(try sandbox.outputText("guest/ada/index.html").contains("url=../../people/ada/"))
            #expect(
                try sandbox.outputText("_redirects").split(separator: "\n").dropFirst() == [
                    "/shows/2019/07/intro/ /shows/episodes/intro/ 301", "/shows/about-us.html /shows/about/ 301",
                    "/shows/guest/ada/ /shows/people/ada/ 301",
                    "/shows/old%20path/ /shows/episodes/intro/ 301",
                    "/shows/series/basics/ /shows/collections/basics/ 301",
                ])
            #expect(!(try sandbox.outputText("sitemap.xml")).contains("2019/07"), "redirects are not in the sitemap")
        }
    }

    /// Foundation's `deletingLastPathComponent` traps on a one-character path on Linux: the
    /// parent of `1/index.html` once crashed the writer.
    @Test("paths whose first folder has one character (an alias /1/, a page a.md, a file in x/) are written")
    func oneCharacterFolders() async throws {
        var files = Self.site(aliases: "[/1/, /b/2/]")
        files["Content/pages/a.md"] = Data("---\ntitle: A\n---\nThe letter.\n".utf8)
        files["Content/x/notes.txt"] = Data("notes\n".utf8)
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines == [])
            #expect(try sandbox.outputText("1/index.html").contains("url=../episodes/intro/"))
            #expect(try sandbox.outputText("b/2/index.html").contains("url=../../episodes/intro/"))
            let letter = try sandbox.outputText("a/index.html")
            #expect(letter.contains("The letter."))
            #expect(try sandbox.outputText("x/notes.txt") == "notes\n")
        }
    }

    @Test(
        "a bad alias is an error at its place, and Output/ is left as it was",
        arguments: [
            ("[https://example.org/x/]", "4:11: error: alias 'https://example.org/x/' must be a path of this site"),
            ("[/a/../b/]", "4:11: error: alias '/a/../b/' must not contain '.' or '..' segments"),
            ("[\"/x?y=1\"]", "4:11: error: alias '/x?y=1' must be a plain path, without '?', '#' or '\\'"),
            ("[/]", "4:11: error: alias '/' is the site's root, which is the home page"),
            ("[/episodes/intro/]", "4:11: error: alias '/episodes/intro/' is the page's own path"),
            (
                "[/about/]",
                "4:11: error: alias '/about/' is the path of a page or file the site has (about/index.html); remove the alias"
            ),
            (
                "[/feed.xml]",
                "4:11: error: alias '/feed.xml/' is the path of a page or file the site has (feed.xml); remove the alias"
            ),
            (
                "[/sitemap.xml/old/]",
                "4:11: error: alias '/sitemap.xml/old/' is the path of a page or file the site has (sitemap.xml); remove the alias"
            ),
            (
                "[/series/basics/]",
                "4:11: error: alias '/series/basics/' is already an alias at Content/collections/basics.md:3:11"
            ),
            ("{a: b}", "4:10: error: `aliases` must be a list of paths, not a mapping"),
            (
                "[/\(String(repeating: "a", count: 256))/]",
                "4:11: error: alias '/\(String(repeating: "a", count: 39))…' has a segment longer than a file name may be (255 bytes)"
            ),
        ])
    func badAlias(aliases: String, expected: String) async throws {
        try await SiteSandbox.with(Self.site(aliases: aliases)) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(
                result.lines.contains { $0.hasPrefix("Content/episodes/001-intro.md:" + expected) },
                "\(result.lines)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.output.path))
        }
    }

    @Test("adding an alias in a build session writes its page and _redirects, equal to a full build")
    func incremental() async throws {
        try await SiteSandbox.with(Self.site(aliases: "[]")) { sandbox in
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let session = SiteBuildSession()
            #expect(await session.build(options).succeeded)
            try sandbox.write(Self.site(aliases: "[/2019/07/intro/]").filter { $0.key.hasSuffix("001-intro.md") })
            #expect(await session.build(options).succeeded)
            #expect(
                FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent("2019/07/intro/index.html").path))
            try await PaginationTests.expectSameAsFullBuild(sandbox)
        }
    }
}
