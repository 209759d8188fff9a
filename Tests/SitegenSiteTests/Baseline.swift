import Foundation
import SitegenTestSupport

/// The output of the unchanged minimal site, built once per test run by the real binary.
actor Baseline {
    static let shared = Baseline()
    private var built: (files: [String: Data], peakMemory: Int)?

    /// The files of the minimal site's build, by path.
    func output() async throws -> [String: Data] {
        try await build().files
    }

    /// The peak memory of the minimal site's build, in bytes: what a build of a small site
    /// uses whatever it reads, against which a case's own use is measured.
    func peakMemory() async throws -> Int {
        try await build().peakMemory
    }

    private func build() async throws -> (files: [String: Data], peakMemory: Int) {
        if let built { return built }
        let made = try await BaselineBuild.make()
        built = made
        return made
    }
}

/// Builds the minimal site once with the binary.
enum BaselineBuild {
    static func make() async throws -> (files: [String: Data], peakMemory: Int) {
        let root = try PackagePaths.temporaryFolder("sitegen-baseline")
        defer { try? FileManager.default.removeItem(at: root) }
        let sandbox = BinarySandbox(root: root)
        try sandbox.write(MinimalSite.files, under: sandbox.site)
        let outcome = try await sandbox.build()
        guard outcome.exitStatus == 0, BinarySandbox.diagnosticLines(outcome).isEmpty else {
            throw SiteEditError(message: "the minimal site does not build cleanly:\n\(outcome.standardError)")
        }
        return (try SiteSandbox.snapshot(of: sandbox.output), outcome.peakMemory)
    }
}
