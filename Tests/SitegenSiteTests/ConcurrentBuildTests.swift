import Foundation
import SitegenLayout
import SitegenTestSupport
import Testing

@testable import SitegenContent
@testable import SitegenFileSystem
@testable import SitegenFormats
@testable import SitegenImport
@testable import SitegenOutput
@testable import SitegenPipeline
@testable import SitegenRender

/// Two builds of one site at once: a lock on the folder that holds Output/ makes the second wait,
/// so Output/ is always one whole build.
@Suite struct ConcurrentBuildTests {
    @Test(
        "two sitegen build processes at once both succeed and leave one whole build", .tags(.process), .tier(.process))
    func twoBuildsAtOnce() async throws {
        try await BinarySandbox.with(GeneratedCorpus.files(episodes: 120)) { sandbox in
            let first = try await sandbox.build()
            try #require(first.exitStatus == 0, "\(first.standardError)")
            let reference = try SiteSandbox.snapshot(of: sandbox.output)
            for round in 0..<3 {
                let builds = try (0..<2).map { _ in try sandbox.start() }
                var outcomes: [SpawnedProcess.Outcome] = []
                for build in builds { outcomes.append(await build.wait()) }
                for outcome in outcomes {
                    #expect(outcome.exitStatus == 0, "round \(round): \(outcome.standardError)")
                }
                #expect(
                    try SiteSandbox.snapshot(of: sandbox.output) == reference,
                    "round \(round): Output/ is not one whole build")
                #expect(try sandbox.strayEntries() == [])
            }
        }
    }

    @Test("a build waits while another process holds the output lock, then finishes", .tags(.process), .tier(.process))
    func buildWaitsForTheLock() async throws {
        let baseline = try await Baseline.shared.output()
        try await BinarySandbox.with(MinimalSite.files) { sandbox in
            // An earlier build's output (its `_headers` says sitegen wrote it, so it may be replaced).
            let earlier = [
                "marker.txt": Data("an earlier build\n".utf8),
                "_headers": Data((SiteRenderer.headersSignature + "\n").utf8),
            ]
            try sandbox.write(earlier, under: sandbox.output)
            let descriptor = open(sandbox.root.path, O_RDONLY)
            #expect(flock(descriptor, LOCK_EX) == 0)
            let build = try sandbox.start()
            try await Task.sleep(nanoseconds: 3_000_000_000)
            let during = try SiteSandbox.snapshot(of: sandbox.output)
            let waited = !build.hasEnded
            flock(descriptor, LOCK_UN)
            close(descriptor)
            let outcome = await build.wait()
            #expect(
                during == earlier,
                "the build wrote Output/ while another process held the lock")
            #expect(outcome.exitStatus == 0, "\(outcome.standardError)")
            #expect(waited, "the build ended while another process held the lock")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == baseline)
        }
    }

    @Test("a build that waits too long for the lock fails with a clear error and writes nothing")
    func lockTimeout() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            try FileManager.default.createDirectory(at: sandbox.output, withIntermediateDirectories: true)
            let descriptor = open(sandbox.root.path, O_RDONLY)
            #expect(flock(descriptor, LOCK_EX) == 0)
            defer { flock(descriptor, LOCK_UN); close(descriptor) }
            let writer = OutputWriter(fileSystem: .disk, lockTimeout: 0.3)
            let diagnostics = await writer.write(
                [RenderedFile(path: "index.html", data: Data("x".utf8))], to: sandbox.output, previous: nil
            ).diagnostics
            #expect(
                diagnostics.map(\.description) == [
                    "\(sandbox.output.path):1:1: error: another sitegen build is running on \(sandbox.output.path) (it has been writing it for more than 0.3 s); wait for it to finish or stop it, then build again"
                ])
            #expect(try SiteSandbox.snapshot(of: sandbox.output).isEmpty)
            #expect(try sandbox.strayEntries() == [])
        }
    }
}
