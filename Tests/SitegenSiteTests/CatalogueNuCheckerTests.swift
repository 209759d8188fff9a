import Foundation
import SitegenTestSupport
import Testing

/// The Nu HTML checker over one page of every kind of a paginated catalogue: the archive and
/// every listing's first and a later page, the tags index, people, an episode.
@Suite(.serialized, .tags(.nuChecker), .tier(.nuChecker), .needs(.nuChecker))
struct CatalogueNuCheckerTests {
    static let sample = [
        "index.html", "library/index.html", "episodes/index.html", "episodes/page/2/index.html",
        "episodes/page/13/index.html", "collections/index.html", "collections/show-0/index.html",
        "collections/show-1/page/2/index.html", "categories/index.html", "categories/category-0/page/2/index.html",
        "tags/index.html", "tags/page/2/index.html", "tags/c-plus-plus/index.html",
        "tags/jose-ibanez/page/2/index.html",
        "people/index.html", "people/page/2/index.html", "people/ana-host/page/3/index.html",
        "people/guest-7/index.html", "episodes/episode-1/index.html", "404.html",
    ]

    @Test("a page of every kind of a 300-episode catalogue passes the Nu HTML checker")
    func sampleOfEveryKind() async throws {
        try await BinarySandbox.with(CatalogueCorpus.files(episodes: 300)) { sandbox in
            let run = try await sandbox.build()
            try #require(run.exitStatus == 0, "\(run.standardError.prefix(2_000))")
            let pages = Self.sample.map { sandbox.output.appendingPathComponent($0) }
            for page in pages { #expect(FileManager.default.fileExists(atPath: page.path), "\(page.path)") }
            let report = try await NuChecker.check(pages)
            #expect(report.errors == [], "\(report.errors.count) errors in \(report.fileCount) pages")
            #expect(report.status == 0, "\(report.output)")
        }
    }
}
