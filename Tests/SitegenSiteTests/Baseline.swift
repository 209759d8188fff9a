import Foundation
import SitegenTestSupport

/// The output of the unchanged minimal site, built once per test run by the real binary.
actor Baseline {
    static let shared = Baseline()
    private var files: [String: Data]?

    /// The files of the minimal site's build, by path.
    func output() async throws -> [String: Data] {
        if let files { return files }
        let built = try await BaselineBuild.make()
        files = built
        return built
    }
}

/// Builds the minimal site once with the binary.
enum BaselineBuild {
    static func make() async throws -> [String: Data] {
        let root = try PackagePaths.temporaryFolder("sitegen-baseline")
        defer { try? FileManager.default.removeItem(at: root) }
        let sandbox = BinarySandbox(root: root)
        try sandbox.write(MinimalSite.files, under: sandbox.site)
        let outcome = try await sandbox.build()
        guard outcome.exitStatus == 0, BinarySandbox.diagnosticLines(outcome).isEmpty else {
            throw SiteEditError(message: "the minimal site does not build cleanly:\n\(outcome.standardError)")
        }
        return try SiteSandbox.snapshot(of: sandbox.output)
    }
}
