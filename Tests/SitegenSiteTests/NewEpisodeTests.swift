import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// `sitegen add`: the new episode's file name follows the show's, its front matter builds, and
/// every mistake is refused before anything is written.
@Suite struct NewEpisodeTests {
    @Test(
        "the file name continues the show's numbering or dating",
        arguments: [
            ([String](), "slug.md"),
            (["intro.md", "more.md"], "slug.md"),
            (["001-a.md", "002-b.md"], "003-slug.md"),
            (["9-a.md", "10-b.md"], "11-slug.md"),
            (["0099-a.md", "7-b.md"], "0100-slug.md"),
            (["099-a.md"], "100-slug.md"),
            (["2024-03-01-a.md", "2024-04-01-b.md", "001-c.md"], "2026-11-25-slug.md"),
            (["2024-03-01-a.md", "001-c.md", "002-d.md"], "003-slug.md"),
        ])
    func fileName(existing: [String], expected: String) {
        #expect(NewEpisode.fileName(slug: "slug", date: "2026-11-25", existing: existing) == expected)
    }

    @Test("an added episode builds: a draft until published, in its collection, with its title as written")
    func addedEpisodeBuilds() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let request = NewEpisode.Request(
                title: "Hello: \"World\" \\ & more", date: "2024-02-01", collection: "basics")
            let path = try NewEpisode.write(request, site: sandbox.site).get()
            #expect(path == "Content/episodes/003-hello-world-and-more.md")
            #expect(await sandbox.build().lines.isEmpty)
            #expect(
                !FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent("episodes/hello-world-and-more").path))
            let drafts = await sandbox.build(includeDrafts: true)
            #expect(drafts.lines.isEmpty, "\(drafts.lines)")
            let page = try sandbox.outputText("episodes/hello-world-and-more/index.html")
            #expect(page.contains("Hello: &quot;World&quot; \\ &amp; more"))
            #expect(try sandbox.outputText("collections/basics/index.html").contains("hello-world-and-more"))
        }
    }

    @Test("the show notes' line shows the title as written: Markdown's characters in it are escaped")
    func titleInTheBody() async throws {
        let titles = [
            "Talking about <tags> & <script>alert(1)</script>", "*Not* emphasis, `not code`, [not a link](x)",
            "~~kept~~ and my_var_name", "Q&A: &amp; is written &amp;, &#38; too", "A back\\slash \\*",
        ]
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            var paths: [String] = []
            for (index, title) in titles.enumerated() {
                let request = NewEpisode.Request(title: title, date: "2024-02-0\(index + 1)", draft: false)
                paths.append(try NewEpisode.write(request, site: sandbox.site).get())
            }
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            for (title, path) in zip(titles, paths) {
                let slug = ContentFileDecoder.slug(fromFileName: (path as NSString).lastPathComponent)
                let page = try sandbox.outputText("episodes/\(slug)/index.html")
                let escaped = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                    of: "<", with: "&lt;"
                )
                .replacingOccurrences(of: ">", with: "&gt;")
                #expect(page.contains("<p>Show notes for \(escaped).</p>"), "\(title)")
            }
        }
    }

    @Test("a new site's settings and about page show its title as written")
    func newSiteTitle() async throws {
        let title = "Code & *Coffee* <live> \\ \"Q&A\""
        let files = NewSite.files(title: title, search: false).mapValues { Data($0.utf8) }
        try await SiteSandbox.with(files) { sandbox in
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let page = try sandbox.outputText("about/index.html")
            #expect(page.contains("<p>Code &amp; *Coffee* &lt;live&gt; \\ &quot;Q&amp;A&quot; is made with"), "\(page)")
            #expect(page.contains("<title>About · Code &amp; *Coffee* &lt;live&gt; \\ &quot;Q&amp;A&quot;</title>"))
        }
    }

    @Test("a dated show gets a dated file and the slug in its front matter")
    func datedShow() async throws {
        var files = MinimalSite.files
        files["Content/episodes/2024-01-10-first.md"] = files.removeValue(forKey: MinimalSite.first)
        files["Content/episodes/2024-01-17-second.md"] = files.removeValue(forKey: MinimalSite.second)
        try await SiteSandbox.with(files) { sandbox in
            let request = NewEpisode.Request(title: "Third", date: "2024-02-01", draft: false)
            let path = try NewEpisode.write(request, site: sandbox.site).get()
            #expect(path == "Content/episodes/2024-02-01-third.md")
            #expect(await sandbox.build().lines.isEmpty)
            #expect(
                FileManager.default.fileExists(
                    atPath: sandbox.output.appendingPathComponent("episodes/third/index.html").path))
        }
    }

    @Test(
        "mistakes are refused and nothing is written",
        arguments: [
            (
                NewEpisode.Request(title: "First", date: "2024-02-01"),
                "title: an episode with the slug 'first' exists: Content/episodes/001-first.md; choose another title"
            ),
            (NewEpisode.Request(title: "  ", date: "2024-02-01"), "title: the title is empty"),
            (NewEpisode.Request(title: "A\u{7}B", date: "2024-02-01"), "title: the title holds a control character"),
            (NewEpisode.Request(title: "New", date: "2024-2-1"), "date: the date must be YYYY-MM-DD, not '2024-2-1'"),
            (NewEpisode.Request(title: "New", date: "2024-02-30"), "date: '2024-02-30' is not a day of the calendar"),
            (NewEpisode.Request(title: "New", date: "2023-02-29"), "date: '2023-02-29' is not a day of the calendar"),
            (
                NewEpisode.Request(title: "New", date: "2024-02-01", collection: "nope"),
                "collection: there is no collection 'nope' (a file Content/collections/nope.md)"
            ),
            (
                NewEpisode.Request(title: "New", date: "2024-02-01", collection: "../x"),
                "collection: there is no collection '../x' (a file Content/collections/../x.md)"
            ),
        ])
    func mistakes(request: NewEpisode.Request, expected: String) async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let before = try SiteSandbox.snapshot(of: sandbox.site)
            let result = NewEpisode.write(request, site: sandbox.site) { SourcePosition(file: $0, line: 1, column: 1) }
            guard case .failure(let diagnostic) = result else {
                Issue.record("\(request.title) was added")
                return
            }
            #expect("\(diagnostic.position?.file ?? ""): \(diagnostic.message)" == expected)
            let after = try SiteSandbox.snapshot(of: sandbox.site)
            #expect(after == before)
        }
    }

    @Test("an added person builds, episodes name them by slug, and a second one of the same name is refused")
    func addedPerson() async throws {
        try await SiteSandbox.with(
            try SiteEdit.applying(
                [.replace(MinimalSite.first, "tags: [swift, intro]", "tags: [swift, intro]\nguests: [grace-hopper]")],
                to: MinimalSite.files)
        ) { sandbox in
            let added = try NewPerson.write(name: "Grace \"Amazing\" Hopper", site: sandbox.site).get()
            #expect(added.path == "Content/people/grace-amazing-hopper.md")
            let same = try NewPerson.write(name: "Grace Hopper", site: sandbox.site).get()
            #expect(same.slug == "grace-hopper")
            let result = await sandbox.build()
            #expect(result.lines.isEmpty, "\(result.lines)")
            let page = try sandbox.outputText("people/grace-hopper/index.html")
            #expect(page.contains("Grace Hopper"))
            #expect(
                try sandbox.outputText("people/grace-amazing-hopper/index.html").contains(
                    "Grace &quot;Amazing&quot; Hopper"))
            guard case .failure(let diagnostic) = NewPerson.write(name: " Grace Hopper ", site: sandbox.site) else {
                Issue.record("a second Grace Hopper was added")
                return
            }
            #expect(
                diagnostic.message
                    == "Content/people/grace-hopper.md exists; episodes name that person `grace-hopper` already")
        }
    }
}
