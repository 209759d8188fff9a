import Foundation
import SitegenTestSupport
import Testing

/// The sample site's pages for people with a screen reader, a keyboard, a zoomed or small screen
/// and a slow phone (`SitegenTestSupport/Scripts/a11y-check.py` in headless Chromium): one page
/// of every kind at 375 and 1280 px in the light and the dark scheme.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.axe)) struct AccessibilityBrowserTests {
    @Test("axe, keyboard order, card names, text over pictures, reflow, reduced motion and weight pass")
    func samplePages() async throws {
        let (output, _) = try await SampleSite.shared.build()
        let pages = AccessibilityCheck.pages(in: output)
        for kind in [
            "home", "library", "archive", "archive-2", "episode-tasks", "episode-audio", "search", "not-found",
        ] {
            #expect(pages.contains { $0.label == kind }, "the sample site has no \(kind) page")
        }
        let report = try await AccessibilityCheck.run(
            output: output, pages: pages, listings: AccessibilityCheck.listings, vitals: false)
        print("accessibility and weight, sample site (375 and 1280 px, light and dark):\n" + report.table)
        #expect(
            report.failures.isEmpty,
            "\(report.failures.count) failures:\n\(report.failures.prefix(40).joined(separator: "\n"))")
        #expect(report.pages.count == pages.count)
        #expect(report.pages.values.reduce(0) { $0 + ($1.cards ?? 0) } > 50, "episode cards were checked")
        #expect(report.pages.values.allSatisfy { ($0.stops ?? 0) > 5 }, "every page was walked with Tab")
    }
}

/// The sample site's web vitals at 375 px with 4x CPU slowdown and a slow-4G network: LCP under
/// 2.5 s and CLS 0 on one page of every kind. Measured alone (the `vitals` tier, which `make test`
/// runs after the others): a throttled load on a machine busy with other tests means nothing.
@Suite(.serialized, .tags(.vitals), .tier(.vitals), .needs(.chromium)) struct WebVitalsBrowserTests {
    @Test("every page kind paints its largest content within 2.5 s and does not shift")
    func sampleVitals() async throws {
        let (output, _) = try await SampleSite.shared.build()
        let pages = AccessibilityCheck.pages(in: output)
        let report = try await AccessibilityCheck.run(
            output: output, pages: pages, listings: AccessibilityCheck.listings, vitals: true, vitalsOnly: true)
        print(
            "web vitals, sample site (375 px, DPR 2, 4x CPU, slow 4G; LCP the best of up to 3 loads):\n" + report.table)
        #expect(
            report.failures.isEmpty,
            "\(report.failures.count) failures:\n\(report.failures.prefix(40).joined(separator: "\n"))")
        #expect(report.pages.count == pages.count)
        #expect(report.pages.values.allSatisfy { $0.lcp != nil && $0.cls != nil })
    }
}
