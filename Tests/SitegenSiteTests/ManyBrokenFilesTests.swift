import Foundation
import SitegenTestSupport
import Testing

/// A site with a thousand broken episodes: every one is reported, in path order (a warning said
/// of many places on one line unless `--verbose`), and the build ends in bounded memory with
/// Output/ untouched.
@Suite(.tags(.process), .tier(.process)) struct ManyBrokenFilesTests {
    /// One way to break an episode: its text and the diagnostic it gives (after the path).
    static let breakages: [(text: @Sendable (Int) -> Data, diagnostic: String)] = [
        (
            { Data("---\ntitle: Broken \($0)\ndate: 2024-13-01\n---\nBody.\n".utf8) },
            "3:7: error: `date` '2024-13-01' has no month 13"
        ),
        (
            { Data("---\ntitle: Broken \($0)\ndate: 2024-01-01\nduration: \"12:75\"\n---\nBody.\n".utf8) },
            "4:11: error: `duration` '12:75' has 75 seconds; seconds go from 00 to 59"
        ),
        (
            { Data("---\ntitle: Broken \($0)\ndate: 2024-01-01\nBody.\n".utf8) },
            "1:1: error: the front matter opened with '---' is never closed with a '---' line"
        ),
        (
            { Data("---\ntitle: [Broken, \($0)]\ndate: 2024-01-01\n---\n".utf8) },
            "2:8: error: `title` must be a string, not a list"
        ),
        (
            { Data("---\ntitle: ".utf8) + Data([0xFF]) + Data(" \($0)\ndate: 2024-01-01\n---\n".utf8) },
            "2:8: error: the file is not valid UTF-8"
        ),
        (
            { Data("---\ntitle: Broken \($0)\ndate: 2024-01-01\ndate: 2024-01-02\n---\n".utf8) },
            "4:1: error: duplicate key `date`: it was already given at line 3; each key may appear only once"
        ),
        (
            { _ in Data() },
            "1:1: error: the file has no front matter; it must start with a '---' line, then YAML with at least a `title`, then '---'"
        ),
        (
            { Data("---\ntitle: Fine \($0)\ndate: 2024-01-01\ntgas: [a]\n---\n".utf8) },
            "4:1: warning: unknown key `tgas` in an episode's front matter is ignored; did you mean `tags`?"
        ),
    ]

    @Test("a thousand broken files are all reported, sorted by path, in bounded memory")
    func thousandBrokenFiles() async throws {
        let baseline = try await Baseline.shared.output()
        var files = try SiteEdit.applying(
            [.replace(MinimalSite.siteYML, "baseURL: https://example.org/", "baseURL: example.org")],
            to: MinimalSite.files)
        var expected: [String] = []
        for index in 0..<1_000 {
            let path = "Content/episodes/ep\(String(index + 10_000).dropFirst()).md"
            let breakage = Self.breakages[index % Self.breakages.count]
            files[path] = breakage.text(index)
            expected.append("\(path):\(breakage.diagnostic)")
        }
        expected.append(
            "\(MinimalSite.siteYML):5:10: error: `baseURL` must be an absolute http or https URL such as https://example.org/, not 'example.org'"
        )
        let errors = expected.filter { $0.contains(": error: ") }.count
        try await BinarySandbox.with(files) { sandbox in
            try sandbox.write(baseline, under: sandbox.output)
            // With --verbose, every diagnostic on its own line.
            let verbose = BinarySandbox.diagnosticLines(try await sandbox.build(extra: ["--verbose"]))
            #expect(verbose.count == expected.count)
            #expect(
                verbose == expected,
                "first difference: \(zip(verbose, expected).first { $0 != $1 }.map { "\($0) != \($1)" } ?? "none")")
            // Without it, the 125 alike warnings are one line, at the first of their places.
            let warnings = expected.filter { $0.contains(": warning: ") }
            let places = warnings.map { String($0.prefix { $0 != " " }.dropLast()) }
            var summarized = expected.filter { !$0.contains(": warning: ") }
            summarized.insert(
                "\(warnings[0]) (\(warnings.count) places, also \(places[1]), \(places[2]) …; --verbose lists every one)",
                at: expected.firstIndex(of: warnings[0]) ?? 0)
            let outcome = try await sandbox.build()
            let lines = BinarySandbox.diagnosticLines(outcome)
            #expect(
                lines == summarized,
                "first difference: \(zip(lines, summarized).first { $0 != $1 }.map { "\($0) != \($1)" } ?? "none")")
            #expect(outcome.standardError.contains("sitegen: build failed with \(errors) errors;"))
            #expect(outcome.exitStatus == 1)
            #expect(outcome.peakMemory < 400 * 1_048_576, "used \(outcome.peakMemory / 1_048_576) MB")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == baseline)
            #expect(try sandbox.strayEntries() == [])
        }
    }
}
