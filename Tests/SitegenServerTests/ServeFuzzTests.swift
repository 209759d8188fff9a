import Foundation
import SitegenTestSupport
import Testing

/// A short run of `Scripts/serve-fuzz.py` against the real `sitegen serve` process: seeded random
/// edits of every kind (saves of every editor's kind, renames, folders copied, moved and removed,
/// `git checkout`, bursts, edits during a rebuild, mistakes and their fixes), each settled state
/// fetched over HTTP and compared with a fresh `sitegen build`. Longer runs: the script's header.
@Suite(.serialized, .tags(.serve), .tier(.serve), .timeLimit(.minutes(10))) struct ServeFuzzTests {
    @Test("random edit sequences: what serve serves after each equals a full build", arguments: [1, 2])
    func editSequences(seed: Int) async throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sitegen").path
        let script = PackagePaths.root.appendingPathComponent("Tests/SitegenServerTests/Scripts/serve-fuzz.py")
        let run = try await ProcessRunner.run(
            "/usr/bin/env",
            [
                "python3", script.path, "--sitegen", executable, "--seed", String(seed), "--steps", "10",
                "--settle-timeout", "60",
            ])
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
    }
}
