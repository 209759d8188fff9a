import Foundation
import SitegenTestSupport
import Testing

/// Files and folders the build may not read (chmod 000). Root reads them anyway, so as root the
/// build runs as `nobody` through `setpriv` over a sandbox it owns; without `setpriv` the tests
/// are skipped with that reason shown, never passed in silence.
@Suite struct UnreadableFileTests {
    static let isRoot = getuid() == 0
    static let setpriv = "/usr/bin/setpriv"
    /// Whether a chmod 000 file can be made unreadable for the build.
    static let canMakeUnreadable = !isRoot || FileManager.default.isExecutableFile(atPath: setpriv)

    static let cases: [(path: String, expected: [String])] = [
        (MinimalSite.first, ["\(MinimalSite.first):1:1: error: cannot read the file: permission denied"]),
        ("Content/episodes", ["Content/episodes:1:1: error: cannot read the folder: permission denied"]),
    ]

    @Test("an unreadable file or folder is an error, and Output/ is left as it was",
          .enabled(if: canMakeUnreadable, "running as root without \(setpriv): root reads a chmod 000 file, so this cannot be tested here"),
          arguments: cases.map(\.path))
    func unreadable(path: String) async throws {
        let expected = try #require(Self.cases.first { $0.path == path }).expected
        let baseline = try await Baseline.shared.output()
        try await BinarySandbox.with(MinimalSite.files) { sandbox in
            try sandbox.write(baseline, under: sandbox.output)
            var prefix: [String] = []
            if Self.isRoot {
                print("unreadable files: running as root, so the build runs as nobody (uid 65534) through setpriv")
                #expect(chown(sandbox.root.path, 65534, 65534) == 0)
                _ = try ProcessRunner.run("/bin/chown", ["-R", "65534:65534", sandbox.root.path])
                prefix = [Self.setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
            }
            #expect(chmod(sandbox.site.appendingPathComponent(path).path, 0) == 0)
            let outcome = try sandbox.build(prefix: prefix)
            #expect(BinarySandbox.diagnosticLines(outcome) == expected, "stderr:\n\(outcome.standardError)")
            #expect(outcome.exitStatus == 1)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == baseline)
            #expect(try sandbox.strayEntries() == [])
        }
    }
}
