import Foundation
import SitegenTestSupport
import Testing

/// `sitegen build` killed with SIGKILL at random moments: after every kill Output/ is the
/// previous complete build, and the next build succeeds and leaves nothing behind.
@Suite(.tags(.process), .tier(.process)) struct KillLoopTests {
    @Test("a build killed at any moment leaves the previous Output/ intact; the next build succeeds")
    func killLoop() async throws {
        var files = GeneratedCorpus.files(episodes: 150)
        // A folder of the site's own files, copied to Output/images/ and carried from one
        // output to the next once their sources have settled.
        for number in 0..<60 {
            files["Content/images/extra-\(number).svg"] = Data(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number + 1)\" height=\"1\"/>\n".utf8)
        }
        try await BinarySandbox.with(files) { sandbox in
            let first = try await sandbox.build()
            try #require(first.exitStatus == 0, "the corpus does not build:\n\(first.standardError)")
            let reference = try SiteSandbox.snapshot(of: sandbox.output)
            // A second (warm) build times a whole build; kills land anywhere in it, a few after it.
            // The aim follows the fastest finished build, as the load of the machine changes.
            let warm = try await sandbox.build()
            try #require(warm.exitStatus == 0)
            try #require(
                try SiteSandbox.snapshot(of: sandbox.output) == reference, "two builds of the same input differ")
            var generator = SplitMix64(seed: 2024)
            var iterations = 0
            var kills = 0
            var completed = 0
            var killedWhileWriting = 0
            var killedBetweenRenames = 0
            var duration = warm.seconds
            // Until 10 builds were really killed (at most 40 builds, however long they take): a
            // loaded machine makes some builds finish before their kill, and those do not count.
            while iterations < 40, iterations < 8 || kills < 10 {
                iterations += 1
                // The wait blocks this thread instead of suspending the task: with two cores and
                // other suites busy, a suspended task can resume long after its build has ended.
                // Every other kill waits for the build's staging folder first, so that many kills
                // land while Output/ is being written, not only while episodes are parsed.
                var delay = Double.random(in: 0...(duration * 0.9), using: &generator)
                let build = try sandbox.start()
                if iterations.isMultiple(of: 2) {
                    let staging = sandbox.root.appendingPathComponent(".Output.sitegen-new-\(build.pid)").path
                    let began = Date()
                    while !FileManager.default.fileExists(atPath: staging),
                        Date().timeIntervalSince(began) < duration * 2
                    {
                        usleep(500)
                    }
                    delay = Double.random(in: 0...(duration * 0.2), using: &generator)
                }
                usleep(UInt32(delay * 1e6))
                build.kill()
                let outcome = await build.wait()
                if outcome.signal == SIGKILL {
                    kills += 1
                } else {
                    completed += 1
                    duration = min(duration, outcome.seconds)  // the machine got faster: aim earlier
                }
                let stray = try sandbox.strayEntries()
                if stray.contains(".Output.sitegen-new-\(build.pid)") { killedWhileWriting += 1 }
                // Only the portable two-rename swap (SITEGEN_PLATFORM=posix, or a system with no
                // exchange) retires the old output as `-old-`, and has a moment with no Output/: the
                // previous output is then that folder, which the next build puts back.
                let retired = stray.filter { $0.hasPrefix(".Output.sitegen-old-") }
                let outputMissing = !FileManager.default.fileExists(atPath: sandbox.output.path)
                if outputMissing { killedBetweenRenames += 1 }
                #expect(
                    stray.allSatisfy { $0.hasPrefix(".Output.sitegen-new-") || $0.hasPrefix(".Output.sitegen-old-") },
                    "after kill \(iterations): \(stray)")
                #expect(!outputMissing || retired.count == 1, "no Output/ and no one retired folder: \(stray)")
                let now = try SiteSandbox.snapshot(
                    of: outputMissing ? sandbox.root.appendingPathComponent(retired.first ?? "Output") : sandbox.output)
                #expect(
                    now == reference,
                    "after a kill at \(delay) s (iteration \(iterations)) Output/ is not the previous build: \(BadInputTests.difference(now, reference))"
                )
            }
            print(
                "kill loop: \(iterations) builds, \(kills) killed (\(killedWhileWriting) while writing Output/, \(killedBetweenRenames) between the two renames), \(completed) finished first; Output/ checked after each"
            )
            #expect(kills >= 5, "too few builds were actually killed: \(kills) of \(iterations)")
            // A killed build's Pagefind runs on, orphaned, and writes its staging folder beside
            // Output/ until it ends: the last build tidies only after those are gone.
            Self.waitForOrphans(naming: sandbox.root.path)
            let last = try await sandbox.build()
            #expect(last.exitStatus == 0, "\(last.standardError)")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == reference)
            let left = try sandbox.strayEntries()
            #expect(left == [], "left beside Output/ after the last build: \(left)")
        }
    }

    /// Waits (at most a minute) until no process names `path` in its command line (Linux's
    /// `/proc`; elsewhere it returns at once).
    static func waitForOrphans(naming path: String) {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            let running = processes.filter { $0.allSatisfy(\.isNumber) }.contains { pid in
                guard let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
                return String(decoding: line, as: UTF8.self).contains(path)
            }
            if !running { return }
            usleep(100_000)
        }
    }
}
