import Foundation
import SitegenTestSupport
import Testing

/// Saves that `sitegen serve` must see whenever they happen. Waits have a ceiling against a
/// server that never rebuilds, not a limit on speed.
@Suite("sitegen serve sees every save", .serialized, .timeLimit(.minutes(10)))
struct ServeWatchTests {
    /// Saves one episode again and again (atomically, as editors do) on a thread of its own.
    final class Saver: @unchecked Sendable {
        private let lock = NSLock()
        private var stopping = false
        private var saved = 0
        private let done = DispatchSemaphore(value: 0)

        /// The body line of save `number`.
        static func line(_ number: Int) -> String { "Saved while the server started, save \(number)." }

        /// Starts saving `episode` every 10 ms, until `stop` or until `until` exists (the first
        /// build's output: its last saves come after the build read the file).
        func start(_ episode: URL, until: URL) {
            let original = (try? String(contentsOf: episode, encoding: .utf8)) ?? ""
            Thread.detachNewThread { [self] in
                var number = 0
                while !lock.withLock({ stopping }), !FileManager.default.fileExists(atPath: until.path) {
                    number += 1
                    try? (original + "\n\(Self.line(number))\n").write(to: episode, atomically: true, encoding: .utf8)
                    lock.withLock { saved = number }
                    Thread.sleep(forTimeInterval: 0.01)
                }
                done.signal()
            }
        }

        /// Stops after the save under way; the number of the last save.
        func stop() -> Int {
            lock.withLock { stopping = true }
            done.wait()
            return lock.withLock { saved }
        }
    }

    @Test(
        "saves made while the first build runs are rebuilt: the watcher starts before the first build",
        .tags(.serve), .tier(.serve))
    func savesDuringFirstBuild() async throws {
        let saver = Saver()
        var episode: URL?
        let site = try await ServedSite.start { site in
            let folder = site.appendingPathComponent("Content/episodes")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if let name = names.sorted().first(where: { $0.hasSuffix(".md") }) {
                episode = folder.appendingPathComponent(name)
                let firstOutput = site.appendingPathComponent("Output/index.html")
                saver.start(folder.appendingPathComponent(name), until: firstOutput)
            }
        }
        defer { Task { await site.stop() } }
        let last = saver.stop()
        let file = try #require(episode)
        try #require(last > 1, "no save was made while the first build ran")
        let text = try String(contentsOf: file, encoding: .utf8)
        let slug = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("slug:") }?.dropFirst("slug:".count)
                .trimmingCharacters(in: CharacterSet(charactersIn: " \"")))
        let deadline = Date().addingTimeInterval(60)
        var served = false
        while !served, Date() < deadline {
            served = try await site.get("/episodes/\(slug)/").text.contains(Saver.line(last))
            if !served { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(served, "the page never showed save \(last), the last one made while the server started")
    }
}
