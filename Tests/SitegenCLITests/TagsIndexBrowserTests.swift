import Foundation
import SitegenTestSupport
import Testing

/// The tags index in Chromium: no tag's name is broken inside a word, at a phone's, a
/// tablet's and a laptop's width (issue 50: "#accessib|ility", "#hummingbir|d").
@Suite(.serialized, .tags(.browser), .tier(.browser), .needs(.chromium))
struct TagsIndexBrowserTests {
    /// What `word-breaks.py` found.
    struct Reading: Decodable {
        struct Broken: Decodable {
            var page: String
            var width: Int
            var word: String
        }
        var checked: Int
        var broken: [Broken]
    }

    @Test("no tag name breaks inside a word at 375, 768 or 1280 px")
    func noWordBreaks() async throws {
        let (output, _) = try await SampleSite.shared.build()
        let script = PackagePaths.root.appendingPathComponent("Tests/SitegenCLITests/Scripts/word-breaks.py")
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", script.path, PackagePaths.shared.appendingPathComponent("tools").path, ".tag-title",
                output.appendingPathComponent("tags/index.html").path, "--widths", "375,768,1280",
            ])
        try #require(run.status == 0, "word-breaks.py failed: \(run.standardError)")
        let reading = try JSONDecoder().decode(Reading.self, from: Data(run.standardOutput.utf8))
        #expect(reading.checked > 40, "the sample site's tags were not found")
        #expect(reading.broken.isEmpty, "\(reading.broken.prefix(10).map { "\($0.width) px: \($0.word)" })")
    }
}
