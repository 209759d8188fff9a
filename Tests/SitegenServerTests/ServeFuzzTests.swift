import Foundation
import SitegenTestSupport
import Testing

/// A short run of `Scripts/serve-fuzz.py` against the real `sitegen serve` process: seeded random
/// edits of every kind (saves of every editor's kind, renames, folders copied, moved and removed,
/// `git checkout`, bursts, edits during a rebuild, page bundles and transcript forms, mistakes and
/// their fixes), each settled state fetched over HTTP and compared with a fresh `sitegen build`.
/// Longer runs: the script's header.
@Suite(.serialized, .tags(.serve), .tier(.serve), .timeLimit(.minutes(10))) struct ServeFuzzTests {
    /// The edit kinds of page bundles, transcripts and seasons' index files (the second run edits
    /// only these).
    static let bundleKinds = "bundle,bundle rename,bundle file,bundle body,transcript,json transcript,season index"

    @Test(
        "random edit sequences: what serve serves after each equals a full build",
        arguments: [(1, ""), (2, bundleKinds)])
    func editSequences(seed: Int, only: String) async throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sitegen").path
        let script = PackagePaths.root.appendingPathComponent("Tests/SitegenServerTests/Scripts/serve-fuzz.py")
        var arguments = [
            "python3", script.path, "--sitegen", executable, "--seed", String(seed), "--steps", "10",
            "--settle-timeout", "60",
        ]
        if !only.isEmpty { arguments += ["--only", only] }
        let run = try await ProcessRunner.run("/usr/bin/env", arguments)
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
    }
}
