import Foundation
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// A site with more pages than one sitemap may list (sitemaps.org: 50,000) gets an index of parts.
@Suite struct SitemapPartsTests {
    @Test(
        "the routes split into parts of the limit, the last the rest; one part up to the limit",
        arguments: [
            (0, 3, [0..<0]), (3, 3, [0..<3]), (4, 3, [0..<3, 3..<4]), (9, 3, [0..<3, 3..<6, 6..<9]),
            (100_001, 50_000, [0..<50_000, 50_000..<100_000, 100_000..<100_001]),
        ])
    func parts(count: Int, limit: Int, expected: [Range<Int>]) {
        #expect(SiteRenderer.sitemapParts(count: count, limit: limit) == expected)
    }

    @Test("the index lists each part's absolute URL, escaped, and is well-formed")
    func index() throws {
        let xml = SiteRenderer.sitemapIndex([
            "https://example.org/a&b/sitemap-1.xml", "https://example.org/sitemap-2.xml",
        ])
        #expect(
            xml == """
                <?xml version="1.0" encoding="utf-8"?>
                <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <sitemap><loc>https://example.org/a&amp;b/sitemap-1.xml</loc></sitemap>
                  <sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap>
                </sitemapindex>

                """)
        #expect(SiteRoutes.sitemapPart(2) == "sitemap-2.xml")
        #expect(SiteRoutes.sitemapURLLimit == 50_000)
    }
}
