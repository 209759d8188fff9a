import Foundation
import SitegenTestSupport
import Testing

/// A back catalogue of 2,000 episodes and about 15,000 tags, built by the real binary: every
/// episode reachable from the home page, no page over 150 KiB, every listing's prev/next chain
/// whole, every page in the sitemap.
@Suite(.tags(.process), .tier(.process), .serialized) struct CatalogueTests {
    static let episodes = 2_000

    @Test("2,000 episodes and 15,000 tags: reachable, light, paginated, in the sitemap")
    func catalogue() async throws {
        try await BinarySandbox.with(CatalogueCorpus.files(episodes: Self.episodes)) { sandbox in
            let run = try await sandbox.build()
            try #require(run.exitStatus == 0, "\(run.standardError.prefix(2_000))")
            let crawl = OutputCrawl(root: sandbox.output)
            let pages = try crawl.htmlFiles()
            let tagPages = pages.filter {
                $0.hasPrefix("tags/") && !$0.hasPrefix("tags/page/") && $0 != "tags/index.html"
            }
            #expect(tagPages.count >= 15_000, "\(tagPages.count) tag pages")

            // No page over 150 KiB.
            var heaviest = (path: "", bytes: 0)
            for page in pages {
                let size =
                    try FileManager.default.attributesOfItem(
                        atPath: sandbox.output.appendingPathComponent(page).path)[.size] as? Int ?? 0
                if size > heaviest.bytes { heaviest = (page, size) }
            }
            #expect(heaviest.bytes <= 150 * 1_024, "the heaviest page: \(heaviest)")

            // Every episode reachable from the home page by links.
            let reached = try crawl.reachable()
            let episodePages = pages.filter {
                $0.hasPrefix("episodes/episode-") && $0.split(separator: "/").count == 3
            }
            #expect(episodePages.count == Self.episodes)
            let unreached = episodePages.filter { !reached.contains($0) }
            #expect(unreached.isEmpty, "\(unreached.count) episodes not reachable, e.g. \(unreached.prefix(3))")
            let orphans = pages.filter { $0 != "404.html" && !reached.contains($0) }
            #expect(orphans.isEmpty, "\(orphans.count) pages not reachable, e.g. \(orphans.prefix(5))")

            // Every page in the sitemap (the 404 page is not a page).
            let sitemap = try String(contentsOf: sandbox.output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
            let listed = Set(
                sitemap.components(separatedBy: "<loc>https://example.org/").dropFirst().map {
                    String($0.prefix { $0 != "<" }).removingPercentEncoding! + "index.html"
                })
            let missing = pages.filter { $0 != "404.html" && !listed.contains($0) }
            #expect(missing.isEmpty, "\(missing.count) pages not in the sitemap, e.g. \(missing.prefix(3))")

            // Every listing's chain of pages: next iff not the last, and each next's prev comes back.
            var listings = 0
            for page in pages {
                let html = try String(contentsOf: sandbox.output.appendingPathComponent(page), encoding: .utf8)
                guard let label = Self.label(in: html) else { continue }
                let links = Self.relLinks(in: html)
                #expect((links["next"] != nil) == (label.number < label.count), "\(page): \(label)")
                #expect((links["prev"] != nil) == (label.number > 1), "\(page): \(label)")
                if label.number == 1 { listings += 1 }
                guard let next = links["next"].flatMap({ OutputCrawl.resolve($0, from: page) }) else { continue }
                let nextHTML = try String(contentsOf: sandbox.output.appendingPathComponent(next), encoding: .utf8)
                #expect(Self.label(in: nextHTML)?.number == label.number + 1, "\(next)")
                #expect(Self.relLinks(in: nextHTML)["prev"].flatMap { OutputCrawl.resolve($0, from: next) } == page)
            }
            #expect(listings > 20, "\(listings) paginated listings")
            print(
                "catalogue: \(pages.count) pages, \(tagPages.count) tag pages, \(listings) paginated listings, "
                    + "heaviest \(heaviest.path) \(heaviest.bytes) bytes, \(reached.count) pages reachable from /")
        }
    }

    /// "Page 2 of 43" in a page, as numbers.
    static func label(in html: String) -> (number: Int, count: Int)? {
        guard let range = html.range(of: "<p class=\"pagination-label\">Page ") else { return nil }
        let words = html[range.upperBound...].prefix { $0 != "<" }.split(separator: " ")
        guard words.count == 3, let number = Int(words[0]), let count = Int(words[2]) else { return nil }
        return (number, count)
    }

    /// The `<link rel="prev|next" href>` of a page's head.
    static func relLinks(in html: String) -> [String: String] {
        var links: [String: String] = [:]
        for rel in ["prev", "next"] {
            guard let range = html.range(of: "<link rel=\"\(rel)\" href=\"") else { continue }
            links[rel] = String(html[range.upperBound...].prefix { $0 != "\"" })
        }
        return links
    }
}
