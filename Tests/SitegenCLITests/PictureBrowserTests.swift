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

/// The pictures of a site of real JPEGs and PNGs in headless Chromium at the issue's viewport
/// widths and device pixel ratios 1–3, each with an empty cache (`Scripts/picture-check.py`,
/// on the Chromium driver of `../shared/tools/browser-boxes.py`): every visible picture's chosen
/// file is wide enough and the next smaller one would not be, eager `sizes` match the drawn
/// width within 2 px, no layout shift, the largest first-screen picture is not lazy.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium)) struct PictureBrowserTests {
    static let widths = [320, 375, 414, 499, 500, 768, 1024, 1025, 1280, 1440, 1920]

    /// One page of each kind that shows pictures.
    static func pages(in output: URL) throws -> [String] {
        func first(_ folder: String) throws -> String {
            let names = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent(folder).path)
            return "\(folder)/\(names.filter { !$0.hasSuffix(".html") }.sorted().first ?? "")/index.html"
        }
        return [
            "index.html", "library/index.html", try first("collections"), try first("categories"),
            try first("episodes"),
        ]
    }

    @Test("every visible picture is sharp, not wasteful, sized exactly when eager, and shifts nothing")
    func picturesInChromium() async throws {
        let (site, result) = try await PictureSite.shared.build()
        #expect(result.diagnostics.isEmpty)
        let output = site.appendingPathComponent("Output")
        let folder = try PackagePaths.temporaryFolder("sitegen-pictures-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let originals = folder.appendingPathComponent("originals.json")
        try JSONEncoder().encode(try PictureSite.originalSizes(site: site)).write(to: originals)
        let report = folder.appendingPathComponent("report.json")
        let heights = Self.widths.map { "\($0):\(CommonDevice.screenHeight(forWidth: Double($0)))" }
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3",
                PackagePaths.root.appendingPathComponent("Tests/SitegenCLITests/Scripts/picture-check.py").path,
                "--site", output.path, "--pages", try Self.pages(in: output).joined(separator: ","),
                "--widths", Self.widths.map(String.init).joined(separator: ","), "--ratios", "1,2,3",
                "--heights", heights.joined(separator: ","), "--originals", originals.path, "-o", report.path,
            ])
        try #require(run.status == 0, "picture-check failed: \(run.standardError)")
        struct Report: Decodable {
            var failures: [String]
            var bytes: [String: [String: Int]]
            var checked: Int
        }
        let decoded = try JSONDecoder().decode(Report.self, from: Data(contentsOf: report))
        #expect(
            decoded.failures.isEmpty,
            "\(decoded.failures.count) failures:\n\(decoded.failures.prefix(40).joined(separator: "\n"))")
        #expect(decoded.checked > 500)
        // Bytes at 375 px, DPR 2, per page kind: the chosen files against the sources.
        var lines: [String] = []
        for page in try Self.pages(in: output) {
            guard let bytes = decoded.bytes["\(page) 375 2"], let original = bytes["original"], original > 0,
                let chosen = bytes["chosen"]
            else { continue }
            let share = Double(chosen) / Double(original)
            lines.append("\(page): \(chosen) of \(original) bytes (\(Int((share * 100).rounded())) %)")
            if page == "index.html" { #expect(share <= 0.30, "the home page at 375 px DPR 2 downloads \(share)") }
        }
        print("picture bytes at 375 px, DPR 2:\n" + lines.joined(separator: "\n"))
    }
}
