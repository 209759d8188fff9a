import Foundation
import SitegenPipeline
import Testing

@testable import SitegenRender

/// Tags are search filters only on a site with few of them (``TemplateContext/tagFilterLimit``):
/// past it, Pagefind's UI took seconds to lay the filters out before a first result (issue 52).
/// A `sitegen serve` rebuild whose edit crosses the limit renders every episode page again.
@Suite("search: tags are filters on a site with few tags")
struct SearchTagFilterTests {
    /// Three episodes with `limit` distinct tags between them: 100 on the first, the rest and
    /// `Swift` on the second, `Swift` on the third.
    static func files(limit: Int) -> [String: Data] {
        func episode(_ number: Int, tags: [String]) -> Data {
            let list = tags.map { "\"\($0)\"" }.joined(separator: ", ")
            return Data(
                "---\ntitle: Episode \(number)\nslug: episode-\(number)\ndate: 2024-03-0\(number)\ncategory: Talks\ntags: [\(list)]\n---\nThe notes.\n"
                    .utf8)
        }
        let tags = (0..<(limit - 1)).map { "topic \($0)" }
        return [
            "Content/site.yml": Data(
                "title: Tagged\nbaseURL: https://example.org/\nrequireThumbnails: false\nsearch: false\n".utf8),
            "Content/episodes/1.md": episode(1, tags: Array(tags.prefix(100))),
            "Content/episodes/2.md": episode(2, tags: Array(tags.dropFirst(100)) + ["Swift"]),
            "Content/episodes/3.md": episode(3, tags: ["Swift"]),
        ]
    }

    @Test("at the limit every tag is a filter; one more tag, and a rebuild drops them from every episode page")
    func limitCrossedInARebuild() async throws {
        let limit = TemplateContext.tagFilterLimit
        try await SiteSandbox.with(Self.files(limit: limit)) { sandbox in
            let session = SiteBuildSession()
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now)
            let first = await session.build(options)
            #expect(first.succeeded, "\(first.diagnostics)")
            let page = "episodes/episode-1/index.html"
            #expect(try sandbox.outputText(page).contains("<span data-pagefind-filter=\"tag\">topic 0</span>"))
            #expect(try sandbox.outputText("episodes/episode-3/index.html").contains("data-pagefind-filter=\"tag\""))

            // One more tag on episode 3 only: episode 1's own text is unchanged, but its tags are no
            // longer filters.
            let file = sandbox.site.appendingPathComponent("Content/episodes/3.md")
            let text = try String(contentsOf: file, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "tags: [\"Swift\"]", with: "tags: [\"Swift\", \"Kotlin\"]").utf8)
                .write(to: file)
            let changed = sandbox.site.resolvingSymlinksInPath().path + "/Content/episodes/3.md"
            let rebuilt = await session.build(options, changedPaths: [changed])
            #expect(rebuilt.succeeded, "\(rebuilt.diagnostics)")
            let html = try sandbox.outputText(page)
            #expect(!html.contains("data-pagefind-filter=\"tag\""), "over the limit, no tag is a filter")
            #expect(html.contains("<span>topic 0</span>"), "the tag's name is still the page's text")
            #expect(html.contains("data-pagefind-filter=\"category\">Talks</a>"), "the category is still a filter")
            try await sandbox.expectOutputIsAFullBuild()
        }
    }
}
