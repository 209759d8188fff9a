import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Every page of the sample site and of a site of real pictures passes the W3C Nu HTML checker
/// (vnu 26.01) with zero errors.
@Suite(.serialized, .tags(.nuChecker), .tier(.nuChecker), .needs(.nuChecker)) struct SampleSiteNuCheckerTests {
    @Test("the checker runs and reports a page with known errors")
    func checkerCatchesErrors() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-nu")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("bad.html")
        try
            #"<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p id="a" id="a"><img src="a b.png"><td align="left">"#
            .write(to: page, atomically: true, encoding: .utf8)
        let report = try await NuChecker.check([page])
        #expect(report.status != 0, "\(report.output)")
        #expect(report.errors.count >= 3, "\(report.output)")
    }

    @Test("every page of the sample site passes the Nu HTML checker")
    func samplePages() async throws {
        let (output, run) = try await SampleSite.shared.build()
        try #require(run.status == 0, "\(run.standardError)")
        let pages = try NuChecker.htmlFiles(in: output)
        #expect(pages.count >= 60)
        let report = try await NuChecker.check(pages)
        #expect(report.errors == [], "\(report.errors.count) errors in \(report.fileCount) pages")
        #expect(report.status == 0, "\(report.output)")
    }

    @Test("every page of a site of real pictures (srcset, sizes=\"auto\", fetchpriority) passes the checker")
    func picturePages() async throws {
        let (site, result) = try await PictureSite.shared.build()
        try #require(result.succeeded, "\(result.diagnostics)")
        let pages = try NuChecker.htmlFiles(in: site.appendingPathComponent("Output"))
        let report = try await NuChecker.check(pages)
        #expect(report.errors == [], "\(report.errors.count) errors in \(report.fileCount) pages")
        #expect(report.status == 0, "\(report.output)")
    }
}
