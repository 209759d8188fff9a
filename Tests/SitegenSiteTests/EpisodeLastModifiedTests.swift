import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// An episode's `lastmod` (Hugo's) or `updated` (Zola's): the sitemap's `<lastmod>`, the Atom
/// entry's `<updated>` and JSON-LD's `dateModified`, as Hugo and Zola write them.
@Suite struct EpisodeLastModifiedTests {
    typealias M = MinimalSite

    @Test(
        "lastmod or updated is when the page last changed; an earlier one changes nothing",
        arguments: [
            ("lastmod: 2024-02-01", "2024-02-01", "2024-02-01T00:00:00Z", "2024-02-01"),
            ("updated: 2024-02-01T12:30:00+02:00", "2024-02-01", "2024-02-01T10:30:00Z", "2024-02-01"),
            ("lastmod: Thu, 01 Feb 2024 12:30:00 GMT", "2024-02-01", "2024-02-01T12:30:00Z", "2024-02-01"),
            ("lastmod: 2024-01-01", "2024-01-10", "2024-01-10T00:00:00Z", "2024-01-10"),  // before the date
            ("", "2024-01-10", "2024-01-10T00:00:00Z", nil),
        ] as [(String, String, String, String?)])
    func lastModified(_ line: String, sitemap: String, atom: String, jsonLD: String?) async throws {
        let edits: [SiteEdit] = [.replace(M.first, "date: 2024-01-10", "date: 2024-01-10\n" + line)]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(result.succeeded && result.lines.isEmpty, "\(result.lines)")
            let map = try sandbox.outputText("sitemap.xml")
            #expect(map.contains("/episodes/first/</loc><lastmod>\(sitemap)</lastmod>"), "\(map)")
            let feed = try sandbox.outputText("feed.xml")
            let entry = try #require(feed.range(of: "<title>First episode</title>").map { feed[$0.lowerBound...] })
            #expect(entry.contains("<published>2024-01-10T00:00:00Z</published>"))
            #expect(entry.contains("<updated>\(atom)</updated>"), "\(entry)")
            let page = try sandbox.outputText("episodes/first/index.html")
            if let jsonLD {
                #expect(page.contains("\"dateModified\":\"\(jsonLD)\""))
            } else {
                #expect(!page.contains("dateModified"))
            }
        }
    }

    @Test("a lastmod that is no date is an error at its value; lastmod and updated both: updated is ignored")
    func mistakes() async throws {
        let edits: [SiteEdit] = [
            .replace(M.first, "date: 2024-01-10", "date: 2024-01-10\nlastmod: last week"),
            .replace(M.second, "date: 2024-01-17", "date: 2024-01-17\nlastmod: 2024-03-01\nupdated: 2024-03-02"),
        ]
        try await SiteSandbox.with(minimalSiteEditedBy: edits) { sandbox in
            let result = await sandbox.build()
            #expect(!result.succeeded)
            #expect(
                result.lines.contains(
                    "\(M.first):4:10: error: `lastmod` 'last week' is not a date; write it as YYYY-MM-DD, e.g. 2024-03-14"
                ),
                "\(result.lines)")
            #expect(
                result.lines.contains("\(M.second):5:1: warning: `updated` is ignored, since `lastmod` is given"),
                "\(result.lines)")
        }
    }
}
