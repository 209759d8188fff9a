import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Files named as Jekyll's posts and Zola's pages are (`2024-03-14-intro.md`): the day is the
/// date when the front matter gives none, and the rest of the name is the slug.
@Suite struct DatedFileNameTests {
    @Test(
        "a name's slug and the date it gives",
        arguments: [
            ("2024-03-14-intro.md", "intro", "2024-03-14"),
            ("2024-03-14_intro.md", "intro", "2024-03-14"),
            ("2019-07-20-introduzione.md", "introduzione", "2019-07-20"),
            ("2024-02-30-intro.md", "02-30-intro", nil),  // no such day: a leading number, as before
            ("2024-03-14.md", "03-14", nil),  // nothing after the day
            ("001-intro.md", "intro", nil),
            ("20240314-intro.md", "intro", nil),
            ("intro.md", "intro", nil),
            // Jekyll's `.markdown`, and an extension in capitals, are Markdown names too.
            ("2017-02-08-my-first-podcast.markdown", "my-first-podcast", "2017-02-08"),
            ("001-Intro.MD", "Intro", nil), ("notes.Markdown", "notes", nil), (".md", ".md", nil),
            // jinyuzu99/jekyll-podcast's `_posts/2019-4-6-sample.md`: Jekyll reads a month and a
            // day of one digit; the name gave no date, an error, and kept it in the slug.
            ("2019-4-6-jekyll-podcast-sample.md", "jekyll-podcast-sample", "2019-04-06"),
            ("2019-11-6_sample.md", "sample", "2019-11-06"),
            ("2019-123-4-sample.md", "123-4-sample", nil),
        ] as [(String, String, String?)])
    func slugAndDate(name: String, slug: String, day: String?) throws {
        #expect(ContentFileDecoder.slug(fromFileName: name) == slug)
        let expected = try day.map { try ContentDate.parse($0).get() }
        #expect(DatedFileName(name)?.date == expected)
    }

    @Test("Jekyll's .markdown posts and a .MD file are episodes; _index.markdown is a section page")
    func markdownExtensions() async throws {
        let edits: [SiteEdit] = [
            .remove(MinimalSite.second),
            .write("Content/episodes/2017-02-08-my-first-podcast.markdown", "---\ntitle: First\n---\nBody.\n"),
            .write("Content/episodes/loud.MD", "---\ntitle: Loud\ndate: 2020-01-02\nslug: loud\n---\nBody.\n"),
            .write("Content/episodes/_index.markdown", "---\ntitle: Episodes\n---\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            #expect(
                result.lines == [
                    "Content/episodes/_index.markdown:1:1: warning: '_index.markdown' (a Hugo section's list page) is "
                        + "ignored: sitegen makes the list pages"
                ], "\(result.lines)")
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let first = String(decoding: try #require(files["episodes/my-first-podcast/index.html"]), as: UTF8.self)
            #expect(first.contains("datetime=\"2017-02-08"))
            #expect(files["episodes/loud/index.html"] != nil)
        }
    }

    @Test("an episode without a date is dated by its file name; a date in the front matter wins")
    func buildsDatedNames() async throws {
        let edits: [SiteEdit] = [
            .remove(MinimalSite.second),
            .write("Content/episodes/2023-05-06-dated.md", "---\ntitle: Dated\n---\nBody.\n"),
            .write("Content/episodes/2023-05-07-given.md", "---\ntitle: Given\ndate: 2022-01-02\n---\nBody.\n"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded, "\(result.lines)")
            let files = try SiteSandbox.snapshot(of: sandbox.output)
            let dated = String(decoding: try #require(files["episodes/dated/index.html"]), as: UTF8.self)
            let given = String(decoding: try #require(files["episodes/given/index.html"]), as: UTF8.self)
            #expect(dated.contains("datetime=\"2023-05-06"))
            #expect(given.contains("datetime=\"2022-01-02"))
        }
    }
}
