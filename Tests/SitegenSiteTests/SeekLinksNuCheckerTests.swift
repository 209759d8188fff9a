import Foundation
import SitegenTestSupport
import Testing

/// The pages of episodes with both audio and a video (`Fixtures/seek-links/`: the seek target
/// marked on the audio, or on the facade with `seek: video`) pass the W3C Nu HTML checker.
@Suite(.serialized, .tags(.nuChecker), .tier(.nuChecker), .needs(.nuChecker))
struct SeekLinksNuCheckerTests {
    @Test("audio with a YouTube or video file, either one the seek target, is valid HTML")
    func pages() async throws {
        let output = try await SeekLinksSite.shared.get()
        let pages = try NuChecker.htmlFiles(in: output).filter { $0.path.contains("/episodes/") }
        #expect(pages.count >= 4)
        let report = try await NuChecker.check(pages)
        #expect(report.errors == [], "\(report.output)")
        #expect(report.status == 0, "\(report.output)")
    }
}
