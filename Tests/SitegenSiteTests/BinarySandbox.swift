import Foundation
import SitegenTestSupport
import Testing

/// A temporary folder holding `site/` and `Output/`, built by the real `sitegen build` binary, as
/// a user runs it: the fault and bad-input suites go through the command line, exit status and
/// standard error, not through the library.
struct BinarySandbox: Sendable {
    /// The temporary folder.
    let root: URL
    /// The site folder.
    var site: URL { root.appendingPathComponent("site") }
    /// The output folder.
    var output: URL { root.appendingPathComponent("Output") }

    /// The `sitegen` executable built beside the test bundle.
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen")
            .path
    }

    /// Runs `body` in a fresh sandbox whose site folder holds `files`, then removes the sandbox
    /// (clearing any immutable flag a test set); `parent` puts the sandbox there instead of in
    /// the temporary folder.
    static func with<T>(
        _ files: [String: Data], in parent: URL? = nil, _ body: (BinarySandbox) async throws -> T
    ) async throws -> T {
        let root = try parent.map { try BinarySandbox.folder(in: $0) } ?? PackagePaths.temporaryFolder("sitegen-binary")
        defer {
            _ = try? ProcessRunner.runBlocking("/usr/bin/env", ["chattr", "-R", "-i", root.path])
            _ = try? ProcessRunner.runBlocking("/bin/chmod", ["-R", "u+rwx", root.path])
            try? FileManager.default.removeItem(at: root)
        }
        let sandbox = BinarySandbox(root: root)
        try sandbox.write(files, under: sandbox.site)
        return try await body(sandbox)
    }

    /// Writes files (paths relative to `folder`), creating folders.
    func write(_ files: [String: Data], under folder: URL) throws {
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Runs `sitegen build` on the site into the output folder; `prefix` runs it through another
    /// program (e.g. `setpriv` to drop root), `executable` runs another copy of the binary.
    func build(
        prefix: [String] = [], executable: String = Self.executable, extra: [String] = []
    ) async throws -> SpawnedProcess.Outcome {
        let arguments = ["build", "--source", site.path, "--output", output.path] + extra
        if let tool = prefix.first {
            return try await SpawnedProcess.run(tool, Array(prefix.dropFirst()) + [executable] + arguments)
        }
        return try await SpawnedProcess.run(executable, arguments)
    }

    /// A new empty folder in `parent` that every user may enter and read (0755).
    static func folder(in parent: URL) throws -> URL {
        let url = parent.appendingPathComponent("sitegen-binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        return url
    }

    /// Copies the `sitegen` executable and the resource bundles beside it (the built-in theme)
    /// into `folder`, readable and runnable by every user; returns the copy's path.
    static func copyExecutable(to folder: URL) throws -> String {
        let built = URL(fileURLWithPath: executable)
        let names = try FileManager.default.contentsOfDirectory(atPath: built.deletingLastPathComponent().path)
        for name in names.filter({ $0.hasSuffix(".resources") && !$0.hasSuffix("Tests.resources") }) {
            try FileManager.default.copyItem(
                at: built.deletingLastPathComponent().appendingPathComponent(name),
                to: folder.appendingPathComponent(name))
        }
        try copyClosingOnExec(built, to: folder.appendingPathComponent(built.lastPathComponent))
        _ = try ProcessRunner.runBlocking("/bin/chmod", ["-R", "a+rX", folder.path])
        return folder.appendingPathComponent(built.lastPathComponent).path
    }

    /// Copies a file through a descriptor that no other process can inherit (`O_CLOEXEC`):
    /// a program spawned by another test while the copy is written would otherwise hold it open
    /// for writing, and executing the copy would fail with "Text file busy".
    static func copyClosingOnExec(_ source: URL, to target: URL) throws {
        let data = try Data(contentsOf: source)
        let descriptor = open(target.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                offset += written
            }
        }
    }

    /// Starts `sitegen build` without waiting for it.
    func start(extra: [String] = []) throws -> SpawnedProcess {
        try SpawnedProcess(Self.executable, ["build", "--source", site.path, "--output", output.path] + extra)
    }

    /// Entries beside `site/` and `Output/` (staging folders a build left behind).
    func strayEntries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0 != "site" && $0 != "Output" }
            .sorted()
    }

    /// The compiler-style diagnostic lines of a build's standard error, in their order.
    static func diagnosticLines(_ outcome: SpawnedProcess.Outcome) -> [String] {
        outcome.standardError.split(separator: "\n").map(String.init).filter { line in
            line.contains(": error: ") || line.contains(": warning: ")
        }.filter { !$0.hasPrefix("sitegen: ") }
    }
}
