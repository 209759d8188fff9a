import Foundation
import SitegenTestSupport
import Testing

/// `sitegen build` killed with SIGKILL at random moments: after every kill Output/ is the
/// previous complete build, and the next build succeeds and leaves nothing behind.
@Suite struct KillLoopTests {
    @Test("a build killed at any moment leaves the previous Output/ intact; the next build succeeds")
    func killLoop() async throws {
        try await BinarySandbox.with(GeneratedCorpus.files(episodes: 150)) { sandbox in
            let first = try sandbox.build()
            try #require(first.exitStatus == 0, "the corpus does not build:\n\(first.standardError)")
            let reference = try SiteSandbox.snapshot(of: sandbox.output)
            var generator = SeededGenerator(seed: 2024)
            let start = Date()
            var kills = 0
            var completed = 0
            var killedWhileWriting = 0
            for iteration in 0..<20 where Date().timeIntervalSince(start) < 30 || iteration < 5 {
                let delay = Double.random(in: 0...(first.seconds * 1.2), using: &generator)
                let build = try sandbox.start()
                try await Task.sleep(nanoseconds: UInt64(delay * 1e9))
                build.kill()
                let outcome = build.wait()
                if outcome.signal == SIGKILL { kills += 1 } else { completed += 1 }
                let stray = try sandbox.strayEntries()
                if stray.contains(".Output.sitegen-new-\(build.pid)") { killedWhileWriting += 1 }
                #expect(stray.allSatisfy { $0.hasPrefix(".Output.sitegen-new-") }, "after kill \(iteration): \(stray)")
                let now = try SiteSandbox.snapshot(of: sandbox.output)
                #expect(now == reference, "after a kill at \(delay) s (iteration \(iteration)) Output/ is not the previous build: \(BadInputTests.difference(now, reference))")
            }
            print("kill loop: \(kills) builds killed (\(killedWhileWriting) while writing), \(completed) finished first; Output/ was the complete previous build after each")
            #expect(kills >= 5, "too few builds were actually killed (\(kills))")
            let last = try sandbox.build()
            #expect(last.exitStatus == 0, "\(last.standardError)")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == reference)
            #expect(try sandbox.strayEntries() == [])
        }
    }
}
