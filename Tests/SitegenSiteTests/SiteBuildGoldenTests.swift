import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenLayout
import SitegenOutput
import SitegenPipeline
import SitegenRender
import Testing

/// Golden-file tests: each `Fixtures/sites/<case>/site/` is built into a temporary folder and
/// compared file by file with `Fixtures/sites/<case>/expected/`.
///
/// To re-record, run with `SITEGEN_RECORD_SNAPSHOTS=1`: the test writes `expected/` into the
/// source tree (next to this file) and fails, so that recording never passes silently. Review the
/// changes with `git diff`, then run again without the variable.
@Suite struct SiteBuildGoldenTests {
    /// The fixture sites as copied into the test bundle.
    static var bundledSites: URL? {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.appendingPathComponent("sites")
    }

    /// The fixture sites in the source tree, where recording writes.
    static let sourceSites = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("sites")

    /// Whether this run records the expected output instead of checking it.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SITEGEN_RECORD_SNAPSHOTS"] == "1" }

    /// The case folders that hold a `site/`.
    static var cases: [String] {
        guard let sites = bundledSites,
            let names = try? FileManager.default.contentsOfDirectory(atPath: sites.path)
        else { return [] }
        return names.filter {
            FileManager.default.fileExists(
                atPath: sites.appendingPathComponent($0).appendingPathComponent("site/Content").path)
        }.sorted()
    }

    @Test("the golden cases are there")
    func casesExist() {
        #expect(Self.cases.count >= 2, "no fixture sites found in the test bundle's Fixtures/sites/")
    }

    @Test("a mismatch is shown as a short line diff: removed lines, then added lines, with line numbers")
    func diffFormat() {
        let diff = GoldenDiff.lines(expected: "a\nb\nc\nd\n", actual: "a\nB\nc\nd\ne\n")
        #expect(diff == "-2: b\n+2: B\n+5: e")
        #expect(GoldenDiff.normalized("x\r\ny\rz\n") == "x\ny\nz\n")
        let long = GoldenDiff.lines(expected: "", actual: (1...30).map(String.init).joined(separator: "\n"), limit: 3)
        #expect(long.hasSuffix("… 28 more changed lines"))
    }

    @Test("a fixture site builds exactly to its expected output", arguments: cases)
    func golden(_ name: String) async throws {
        let bundled = try #require(Self.bundledSites).appendingPathComponent(name)
        let site = bundled.appendingPathComponent("site")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sitegen-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let output = temporary.appendingPathComponent("Output")

        let result = await SitePipeline().build(
            SiteBuildOptions(
                source: site, output: output, baseURL: nil, includeDrafts: false, includeFuture: false,
                // The cache goes beside the output: in the bundle's folder, the next test that
                // copies the site would find a build's archives there.
                now: SiteSandbox.now, imageCache: temporary.appendingPathComponent("Cache")))
        #expect(result.lines == [], "the fixture site \(name) has diagnostics")
        try #require(result.succeeded)
        let built = try SiteSandbox.snapshot(of: output)
        let stylesheets = built.keys.filter { $0.hasPrefix("assets/site.") && $0.hasSuffix(".css") }
        #expect(stylesheets.count == 1, "one fingerprinted stylesheet")
        // The stylesheet (theme CSS + compiled layouts) is checked by its own tests; leaving it and
        // its hash out keeps the goldens about the pages and not about every theme edit.
        let actual = GoldenDiff.withoutStylesheet(built)

        if Self.isRecording {
            let expectedFolder = Self.sourceSites.appendingPathComponent(name).appendingPathComponent("expected")
            try? FileManager.default.removeItem(at: expectedFolder)
            for (path, data) in actual {
                let url = expectedFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            Issue.record(
                "recorded \(actual.count) files into \(expectedFolder.path); review them, unset SITEGEN_RECORD_SNAPSHOTS and run again"
            )
            return
        }

        let expected = GoldenDiff.withoutStylesheet(
            try SiteSandbox.snapshot(of: bundled.appendingPathComponent("expected")))
        try #require(!expected.isEmpty, "no expected output for \(name); record it with SITEGEN_RECORD_SNAPSHOTS=1")
        let missing = Set(expected.keys).subtracting(actual.keys).sorted()
        let extra = Set(actual.keys).subtracting(expected.keys).sorted()
        #expect(missing == [], "files expected but not built")
        #expect(extra == [], "files built but not expected")
        for path in Set(expected.keys).intersection(actual.keys).sorted() {
            let (want, got) = (expected[path]!, actual[path]!)
            guard want != got else { continue }
            if let wantText = String(data: want, encoding: .utf8), let gotText = String(data: got, encoding: .utf8) {
                let (a, b) = (GoldenDiff.normalized(wantText), GoldenDiff.normalized(gotText))
                if a != b {
                    Issue.record(
                        "\(name)/\(path) differs from the expected output:\n\(GoldenDiff.lines(expected: a, actual: b))"
                    )
                }
            } else {
                Issue.record(
                    "\(name)/\(path) differs from the expected output (binary, \(want.count) vs \(got.count) bytes)")
            }
        }
    }
}

/// A short line diff for golden-file mismatches.
enum GoldenDiff {
    /// The files without the fingerprinted stylesheet, its name in pages replaced by `site.HASH.css`.
    static func withoutStylesheet(_ files: [String: Data]) -> [String: Data] {
        var result: [String: Data] = [:]
        for (path, data) in files where !(path.hasPrefix("assets/site.") && path.hasSuffix(".css")) {
            guard path.hasSuffix(".html"), let text = String(data: data, encoding: .utf8) else {
                result[path] = data
                continue
            }
            result[path] = Data(text.replacing(/assets\/site\.[0-9a-f]+\.css/, with: "assets/site.HASH.css").utf8)
        }
        return result
    }

    /// The text with CRLF and CR line endings made LF (a checkout may convert them).
    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    /// Up to `limit` changed lines, `-` expected and `+` actual, with line numbers, from a
    /// longest-common-subsequence alignment (positional for very long files).
    static func lines(expected: String, actual: String, limit: Int = 16) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        func clip(_ line: String) -> String { line.count > 160 ? String(line.prefix(160)) + "…" : line }
        if a.count * b.count > 4_000_000 {
            for index in 0..<max(a.count, b.count)
            where (index < a.count ? a[index] : nil) != (index < b.count ? b[index] : nil) {
                if index < a.count { out.append("-\(index + 1): \(clip(a[index]))") }
                if index < b.count { out.append("+\(index + 1): \(clip(b[index]))") }
            }
        } else {
            // lcs[i][j]: the common length of a[i...] and b[j...].
            var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var (i, j) = (0, 0)
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    i += 1; j += 1
                } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                    out.append("-\(i + 1): \(clip(a[i]))"); i += 1
                } else {
                    out.append("+\(j + 1): \(clip(b[j]))"); j += 1
                }
            }
        }
        let shown = out.prefix(limit).joined(separator: "\n")
        return out.count > limit ? shown + "\n… \(out.count - limit) more changed lines" : shown
    }
}
