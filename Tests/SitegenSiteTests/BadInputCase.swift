import Foundation
import Testing

/// One case of the bad-input suite: the minimal site changed by `edits` (and, for what cannot
/// be written as file contents, `prepare` on the site folder), built by the real binary.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    /// What the build must do.
    enum Expectation: Sendable {
        /// Fail with exactly these diagnostic lines (errors and warnings), leaving Output/ as it was.
        case fails([String])
        /// Succeed with exactly these diagnostic lines and the very output of the unchanged site.
        case matchesBaseline([String])
        /// Succeed with exactly these diagnostic lines.
        case succeeds([String])
    }

    /// What the case is about.
    var name: String
    /// Changes to the minimal site's files; paths under `Themes/default/` first copy the built-in theme into the site.
    var edits: [SiteEdit]
    /// Changes made on disk after the files are written (links, pipes, large files).
    var prepare: (@Sendable (URL) throws -> Void)?
    /// The outcome.
    var expectation: Expectation
    /// The most memory the build may use, in bytes.
    var memoryLimit = 512 * 1024 * 1024
    /// The most memory the build may use beyond the minimal site's good build, in bytes (nil:
    /// only ``memoryLimit``).
    var memoryAboveBaseline: Int?

    init(
        _ name: String, _ edits: [SiteEdit], prepare: (@Sendable (URL) throws -> Void)? = nil,
        _ expectation: Expectation
    ) {
        self.name = name
        self.edits = edits
        self.prepare = prepare
        self.expectation = expectation
    }

    var testDescription: String { name }

    /// Whether the case needs the theme's files in the site folder.
    var needsTheme: Bool { edits.contains { $0.path.hasPrefix("Themes/") } }

    /// The same case with another memory limit (time is never limited: timings belong to `make bench`).
    func limited(memory: Int) -> BadInputCase {
        var copy = self
        copy.memoryLimit = memory
        return copy
    }

    /// The case with the most memory its build may use beyond the good build's.
    func limited(aboveBaseline memory: Int) -> BadInputCase {
        var copy = self
        copy.memoryAboveBaseline = memory
        return copy
    }
}

extension SiteEdit {
    /// The file the edit changes.
    var path: String {
        switch self {
        case .write(let path, _), .writeData(let path, _), .remove(let path), .replace(let path, _, _): path
        }
    }
}
