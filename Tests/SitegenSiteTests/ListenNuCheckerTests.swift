import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// The pages of episodes with listen links and a Spotify player pass the W3C Nu HTML checker.
@Suite(.serialized, .tags(.nuChecker), .tier(.nuChecker), .needs(.nuChecker))
struct ListenNuCheckerTests {
    @Test("listen links and a Spotify episode's player are valid HTML")
    func pages() async throws {
        let files = ListenLinksTests.files([
            "spotify": "listen: [https://open.spotify.com/episode/03neabTmLhxBVYa0zu4wEC, https://pca.st/episode/x]",
            "video": "listen: https://overcast.fm/+abc\nvideo: https://www.youtube.com/watch?v=SDipvSE21Es",
        ])
        try await SiteSandbox.with(files) { sandbox in
            let result = await SitePipeline().build(
                SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now))
            try #require(result.succeeded, "\(result.diagnostics)")
            let pages = try NuChecker.htmlFiles(in: sandbox.output).filter { $0.path.contains("/episodes/") }
            #expect(pages.count >= 2)
            let report = try await NuChecker.check(pages)
            #expect(report.errors == [], "\(report.output)")
            #expect(report.status == 0, "\(report.output)")
        }
    }
}
