import Foundation
import SitegenHighlight
import SitegenTestSupport
import Testing

/// The default theme's token colours in Chromium, in both colour schemes: every token, line
/// number and file-name header has 4.5:1 contrast or more (WCAG AA) on the background it is
/// drawn on — the block, a highlighted line, an added or removed line.
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium))
struct CodeContrastBrowserTests {
    /// One element's colours as Chromium computed them.
    struct Reading: Decodable {
        var page: String
        var scheme: String
        var selector: String
        var text: String
        var color: [Double]
        var background: [Double]
        var userSelect: String?
    }

    @Test("every token colour reaches 4.5:1 in the light and the dark scheme")
    func contrast() async throws {
        let (output, _) = try await SampleSite.shared.build()
        let folder = try PackagePaths.temporaryFolder("sitegen-contrast")
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = try Self.writeProbe(in: folder, stylesheetFrom: output)
        let episodes = output.appendingPathComponent("episodes")
        let episode = try #require(
            try FileManager.default.contentsOfDirectory(atPath: episodes.path).sorted().lazy.map {
                episodes.appendingPathComponent($0).appendingPathComponent("index.html")
            }.first { (try? String(contentsOf: $0, encoding: .utf8))?.contains("hl-kw") == true },
            "no sample episode has highlighted code")
        let script = PackagePaths.root.appendingPathComponent("Tests/SitegenCLITests/Scripts/computed-colours.py")
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", script.path, PackagePaths.shared.appendingPathComponent("tools").path, probe.path,
                episode.path,
            ])
        try #require(run.status == 0, "computed-colours.py failed: \(run.standardError)")
        let readings = try JSONDecoder().decode([Reading].self, from: Data(run.standardOutput.utf8))

        for scheme in ["light", "dark"] {
            let classes = Set(readings.filter { $0.scheme == scheme }.flatMap { $0.selector.split(separator: " ") })
            for kind in TokenKind.allCases {
                #expect(classes.contains(Substring(kind.cssClass)), "\(scheme): no \(kind.cssClass) token measured")
            }
            #expect(readings.contains { $0.scheme == scheme && $0.page.hasPrefix("episodes") == false })
        }
        let failing = readings.filter { Self.ratio($0) < 4.5 }
        #expect(
            failing.isEmpty,
            "below 4.5:1: \(failing.prefix(10).map { "\($0.scheme) \($0.selector) '\($0.text)' \(String(format: "%.2f", Self.ratio($0)))" })"
        )
        let light = readings.first { $0.scheme == "light" && $0.selector == "hl-kw" }
        let dark = readings.first { $0.scheme == "dark" && $0.selector == "hl-kw" }
        #expect(light != nil && dark != nil && light?.color != dark?.color, "the dark scheme changes the colours")
        let numbers = readings.filter { $0.selector.hasPrefix("line::before") }
        #expect(!numbers.isEmpty && numbers.allSatisfy { $0.userSelect == "none" }, "line numbers are not selectable")
        #expect(readings.count > 100)
    }

    /// The WCAG contrast ratio of a reading (a translucent colour is blended over its background).
    static func ratio(_ reading: Reading) -> Double {
        let alpha = reading.color.count > 3 ? reading.color[3] : 1
        let text = (0..<3).map { reading.color[$0] * alpha + reading.background[$0] * (1 - alpha) }
        let (a, b) = (luminance(text), luminance(reading.background))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func luminance(_ rgb: [Double]) -> Double {
        let linear = rgb.map { value -> Double in
            let c = value / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// A page on the built site's stylesheet (copied into `folder`, so that the shared sample
    /// output keeps only its own pages), with a token of every kind on every background a token
    /// can have: the block, a highlighted line, an added and a removed line, a numbered block
    /// and a file-name header.
    static func writeProbe(in folder: URL, stylesheetFrom output: URL) throws -> URL {
        let assets = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("assets").path)
        let stylesheet = try #require(assets.first { $0.hasPrefix("site.") && $0.hasSuffix(".css") })
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: output.appendingPathComponent("assets/\(stylesheet)"),
            to: folder.appendingPathComponent("assets/\(stylesheet)"))
        let tokens = TokenKind.allCases.map { "<span class=\"\($0.cssClass)\">\($0.rawValue)</span>" }.joined(
            separator: " ")
        let lines = ["line", "line hl-line", "line hl-ins", "line hl-del"].map {
            "<span class=\"\($0)\">plain \(tokens)\n</span>"
        }.joined()
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Token colours</title>
            <link rel="stylesheet" href="assets/\(stylesheet)"></head>
            <body><main class="prose">
            <pre><code class="language-swift">plain \(tokens)
            </code></pre>
            <figure class="code"><figcaption>Package.swift</figcaption><pre class="numbered"><code class="language-swift">\(lines)</code></pre></figure>
            </main></body></html>
            """
        let url = folder.appendingPathComponent("highlight-probe.html")
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
