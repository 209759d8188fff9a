import Foundation
import SitegenTestSupport
import Testing

/// Files and folders the build may not read (chmod 000). Root reads them anyway, so as root the
/// build runs as `nobody` through `setpriv`, on a copy of the binary and of the site in a fresh
/// folder under /tmp that every user may enter (the clone may lie where `nobody` cannot, such as
/// root's home). Where that cannot be arranged the tests are skipped with the reason shown,
/// never passed in silence.
@Suite(.tags(.process), .tier(.process)) struct UnreadableFileTests {
    static let isRoot = getuid() == 0
    static let setpriv = "/usr/bin/setpriv"
    /// Whether a chmod 000 file can be made unreadable for the build.
    static let canMakeUnreadable = !isRoot || FileManager.default.isExecutableFile(atPath: setpriv)
    /// The folder that holds the unprivileged build's copies.
    static let sharedTemporary = URL(fileURLWithPath: "/tmp")
    /// Why `nobody` could not run a copy of the binary here (as root), or `nil`.
    static let unreachableForNobody: String? = isRoot ? UnprivilegedAccess.problem(binaryIn: sharedTemporary) : nil

    static let cases: [(path: String, expected: [String])] = [
        (MinimalSite.first, ["\(MinimalSite.first):1:1: error: cannot read the file: permission denied"]),
        ("Content/episodes", ["Content/episodes:1:1: error: cannot read the folder: permission denied"]),
    ]

    @Test(
        "an unreadable file or folder is an error, and Output/ is left as it was",
        .enabled(
            if: canMakeUnreadable,
            "running as root without \(setpriv): root reads a chmod 000 file, so this cannot be tested here"),
        .enabled(if: unreachableForNobody == nil, Comment(rawValue: unreachableForNobody ?? "")),
        arguments: cases.map(\.path))
    func unreadable(path: String) async throws {
        let expected = try #require(Self.cases.first { $0.path == path }).expected
        let baseline = try await Baseline.shared.output()
        let binaries = Self.isRoot ? try BinarySandbox.folder(in: Self.sharedTemporary) : nil
        defer { if let binaries { try? FileManager.default.removeItem(at: binaries) } }
        try await BinarySandbox.with(MinimalSite.files, in: Self.isRoot ? Self.sharedTemporary : nil) { sandbox in
            try sandbox.write(baseline, under: sandbox.output)
            var prefix: [String] = []
            var executable = BinarySandbox.executable
            if let binaries {
                print(
                    "unreadable files: running as root, so the build runs as nobody (uid 65534) through setpriv, from copies in /tmp"
                )
                executable = try BinarySandbox.copyExecutable(to: binaries)
                let owned = try await ProcessRunner.run("/bin/chown", ["-R", "65534:65534", sandbox.root.path])
                try #require(owned.status == 0, "chown failed: \(owned.standardError)")
                prefix = [Self.setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
            }
            #expect(chmod(sandbox.site.appendingPathComponent(path).path, 0) == 0)
            let outcome = try await sandbox.build(prefix: prefix, executable: executable)
            #expect(BinarySandbox.diagnosticLines(outcome) == expected, "stderr:\n\(outcome.standardError)")
            #expect(
                outcome.exitStatus == 1,
                "exit status \(String(describing: outcome.exitStatus)), signal \(String(describing: outcome.signal)): \(outcome.standardError)"
            )
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == baseline)
            #expect(try sandbox.strayEntries() == [])
        }
    }
}

/// Whether an unprivileged user (`nobody`) can reach what a copy of the binary needs.
enum UnprivilegedAccess {
    /// Why `nobody` could not run a copy of the binary placed in `folder`, or `nil`: the folder
    /// and its parents must be enterable by every user, and so must the shared libraries this
    /// process loaded (the Swift runtime the binary loads too).
    static func problem(binaryIn folder: URL) -> String? {
        if let part = unreachablePart(of: folder.path, directory: true) {
            return "the build runs as nobody from a copy in \(folder.path), but nobody cannot enter \(part)"
        }
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        let libraries = Set(
            maps.split(separator: "\n").compactMap { line in
                line.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init)
            }.filter { $0.hasPrefix("/") && $0.contains(".so") })
        for library in libraries.sorted() {
            if let part = unreachablePart(of: library, directory: false) {
                return
                    "the build runs as nobody, but nobody cannot read the library \(library) (\(part) is closed to other users); install the toolchain where every user can read it to run this test as root"
            }
        }
        return nil
    }

    /// The first of `path` and its parents that other users cannot enter (or, for the file
    /// itself, read), or `nil`.
    static func unreachablePart(of path: String, directory: Bool) -> String? {
        var url = URL(fileURLWithPath: path)
        var needed = directory ? S_IXOTH : S_IROTH
        while true {
            var info = stat()
            guard stat(url.path, &info) == 0 else { return url.path }
            if info.st_mode & needed != needed { return url.path }
            if url.path == "/" { return nil }
            url.deleteLastPathComponent()
            needed = S_IXOTH
        }
    }
}
