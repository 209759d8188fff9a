import Foundation
import SitegenTestSupport
import Testing

/// The sample site with a brand colour of its own, set by site.yml's `style:` to colours that
/// keep 4.5:1 (`#b4231a` light, `#ff8a80` dark): the build warns about nothing, and every page
/// kind still passes the accessibility checks of ``AccessibilityBrowserTests``
/// (`SitegenTestSupport/Scripts/a11y-check.py`) at 375 and 1280 px, light and dark.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.axe)) struct DesignTokenAccessibilityTests {
    /// The `style:` block appended to the sample site's site.yml.
    static let style = """

        style:
          accent: "#b4231a"
          dark:
            accent: "#ff8a80"

        """

    @Test("a brand colour that keeps 4.5:1 builds without a warning and passes axe, light and dark")
    func brandColour() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-tokens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Content"), to: content)
        let siteYML = content.appendingPathComponent("site.yml")
        try (try String(contentsOf: siteYML, encoding: .utf8) + Self.style).write(
            to: siteYML, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Output")
        let build = try await ProcessRunner.run(
            LayoutCommandTests.executable, ["build", "--source", folder.path, "--output", output.path])
        #expect(build.status == 0, "\(build.standardError)")
        #expect(!build.standardError.contains("contrast"), "\(build.standardError)")
        let assets = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("assets").path)
        let stylesheet = try #require(assets.first { $0.hasPrefix("site.") && $0.hasSuffix(".css") })
        let css = try String(contentsOf: output.appendingPathComponent("assets/\(stylesheet)"), encoding: .utf8)
        #expect(css.contains(":root{--accent:#b4231a}@media (prefers-color-scheme:dark){:root{--accent:#ff8a80}}"))
        let pages = AccessibilityCheck.pages(in: output)
        let report = try await AccessibilityCheck.run(
            output: output, pages: pages, listings: AccessibilityCheck.listings, vitals: false)
        print("accessibility and weight, sample site with style: accent #b4231a / #ff8a80:\n" + report.table)
        #expect(
            report.failures.isEmpty,
            "\(report.failures.count) failures:\n\(report.failures.prefix(40).joined(separator: "\n"))")
        #expect(report.pages.count == pages.count)
    }
}
