import Foundation
import SitegenTestSupport
import Testing

/// The podcast fixture (audio, video, chapters, transcripts, people, trailers, several shows) in
/// headless Chromium with the same accessibility checks as the sample site's
/// (`SitegenTestSupport/Scripts/a11y-check.py`): every page kind it has.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.axe)) struct PodcastAccessibilityTests {
    @Test("axe, keyboard order, card names, text over pictures, reflow, reduced motion and weight pass")
    func podcastPages() async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let pages = AccessibilityCheck.pages(in: built.output)
        for kind in ["home", "episode-audio", "episode-video", "person", "collection"] {
            #expect(pages.contains { $0.label == kind }, "the podcast fixture has no \(kind) page")
        }
        let report = try await AccessibilityCheck.run(
            output: built.output, pages: pages, listings: AccessibilityCheck.listings, vitals: false,
            basePath: URL(string: PodcastFixture.baseURL)?.path ?? "/")
        print("accessibility and weight, podcast fixture:\n" + report.table)
        #expect(
            report.failures.isEmpty,
            "\(report.failures.count) failures:\n\(report.failures.prefix(40).joined(separator: "\n"))")
        #expect(report.pages.count == pages.count)
    }
}
