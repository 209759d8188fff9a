import Foundation
import SitegenTestSupport
import Testing

/// A short run of every fuzz target (`sitegen-fuzz`, the seeded mutation runner): its seed
/// corpus in `Fuzz/Corpus/<target>/`, then a fixed number of mutations. `make fuzz` runs the same
/// targets under libFuzzer and AddressSanitizer for longer.
@Suite(.tags(.fuzzSmoke), .tier(.fuzzSmoke)) struct FuzzSmokeTests {
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "sitegen-fuzz"
        ).path
    }

    static let fuzz = PackagePaths.root.appendingPathComponent("Fuzz")

    /// Runs `sitegen-fuzz` with its artifacts in a fresh folder; returns the run and the files saved.
    static func run(_ arguments: [String]) async throws -> (ProcessOutput, [String]) {
        let artifacts = try PackagePaths.temporaryFolder("sitegen-fuzz")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let output = try await ProcessRunner.run(executable, arguments + ["--artifacts", artifacts.path])
        return (output, try FileManager.default.contentsOfDirectory(atPath: artifacts.path))
    }

    /// A smoke run's inputs may take as long as the machine needs: the per-input limit (300 s,
    /// under the run's own 600 s ceiling, so that a hung input is saved) only catches real hangs;
    /// the `hang` self-test below checks that the limit works.
    @Test(
        "each target runs its seed corpus and mutations of it without a crash, hang or broken invariant",
        arguments: [
            ("front-matter", 5000), ("layout-file", 1500), ("width-range", 50000), ("markdown", 5000),
            ("side-file", 5000), ("feed-template", 5000), ("import-body", 3000),
        ])
    func smoke(target: String, mutations: Int) async throws {
        let corpus = Self.fuzz.appendingPathComponent("Corpus/\(target)")
        let seeds = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { !$0.hasPrefix(".") }
        #expect(seeds.count >= 5)
        let (run, artifacts) = try await Self.run([
            target, corpus.path, "--dict", Self.fuzz.appendingPathComponent("Dictionaries/\(target).dict").path,
            "--runs", String(mutations), "--seed", "1", "--timeout", "300",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "\(target): \(seeds.count + mutations) inputs (\(seeds.count) seeds, \(mutations) mutations"))
        #expect(artifacts == [])
    }

    @Test("a crashing input fails the run and is saved for replay")
    func crashIsReported() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-fuzz-seed")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("crash".utf8).write(to: folder.appendingPathComponent("crash"))
        let (run, artifacts) = try await Self.run(["self-test", folder.path])
        #expect(run.status != 0)
        #expect(run.standardError.contains("fuzz invariant: the self-test crash"))
        #expect(artifacts == ["crash-self-test-seed1"])
    }

    @Test("an input that runs past the time limit fails the run")
    func hangIsReported() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-fuzz-seed")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("hang".utf8).write(to: folder.appendingPathComponent("hang"))
        let (run, artifacts) = try await Self.run(["self-test", folder.path, "--timeout", "1"])
        #expect(run.status == 70)
        #expect(run.standardError.contains("timeout"))
        #expect(artifacts == ["crash-self-test-seed1"])
    }
}
