import Foundation
import SitegenTestSupport
import Testing

/// Every page of the podcast fixture (players, facades, chapters, transcripts, people pages)
/// passes the W3C Nu HTML checker with zero errors.
@Suite(.serialized, .tags(.nuChecker), .tier(.nuChecker), .needs(.nuChecker))
struct PodcastNuCheckerTests {
    @Test("every page of the podcast fixture passes the Nu HTML checker")
    func everyPage() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let pages = try NuChecker.htmlFiles(in: built.output)
        let paths = Set(pages.map { String($0.path.dropFirst(built.output.path.count + 1)) })
        for episode in built.episodes { #expect(paths.contains(episode.pagePath)) }
        #expect(paths.contains("people/ada/index.html"))
        let report = try await NuChecker.check(pages)
        #expect(report.errors == [], "\(report.errors.count) errors in \(report.fileCount) pages")
        #expect(report.status == 0, "\(report.output)")
    }
}
