import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport

@testable import SitegenServer

/// A copy of the sample site served by a real `PreviewServer` on a free port of 127.0.0.1.
final class ServedSite: @unchecked Sendable {
    let folder: URL
    let port: Int
    private let task: Task<Void, any Error>
    private let messages: Messages

    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [PreviewMessage] = []
        func append(_ message: PreviewMessage) { lock.withLock { list.append(message) } }
        var all: [PreviewMessage] { lock.withLock { list } }
    }

    /// Copies the repository's Content/ (with `ownTheme`, also the default theme into
    /// Themes/default; else no Themes/: the built-in theme) and starts serving; `whileStarting`
    /// is handed the site folder just before the server starts (to edit it during the first build).
    static func start(ownTheme: Bool = false, whileStarting: ((URL) -> Void)? = nil) async throws -> ServedSite {
        let folder = try PackagePaths.temporaryFolder("sitegen-serve")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Content"), to: folder.appendingPathComponent("Content"))
        if ownTheme {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Themes"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: PackagePaths.root.appendingPathComponent("Sources/SitegenRender/DefaultTheme"),
                to: folder.appendingPathComponent("Themes/default"))
        }
        let messages = Messages()
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = PreviewServer(
            options: SiteBuildOptions(source: folder, now: 1_900_000_000), host: "127.0.0.1", port: 0
        ) { message in
            messages.append(message)
            if case .listening(_, let port) = message { continuation.yield(port) }
        }
        whileStarting?(folder)
        let task = Task {
            defer { continuation.finish() }
            try await server.run(handleSignals: false)
        }
        let port = try await withThrowingTaskGroup(of: Int?.self) { group in
            // The first port announced; nil when the server ended without listening.
            group.addTask { await ports.first { _ in true } }
            // The first build takes as long as the machine needs (over five minutes in a test run
            // beside two compilers on two cores); the ceiling, under the suite's ten-minute limit,
            // only ends a hang.
            group.addTask {
                try await Task.sleep(for: .seconds(Self.firstBuildCeiling)); return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let port else {
            task.cancel()
            let ended = await task.result
            throw StartFailure(messages: messages.all.map { "\($0)" }, ended: "\(ended)")
        }
        return ServedSite(folder: folder, port: port, task: task, messages: messages)
    }

    /// How long `start` waits for the first build, in seconds.
    static let firstBuildCeiling: Double = 540

    private init(folder: URL, port: Int, task: Task<Void, any Error>, messages: Messages) {
        self.folder = folder
        self.port = port
        self.task = task
        self.messages = messages
    }

    /// The server did not listen: it stopped (the first build failed) or hung past the ceiling.
    struct StartFailure: Error, CustomStringConvertible {
        /// What the server reported before.
        var messages: [String]
        /// How its task ended.
        var ended: String
        var description: String { "the server did not listen; it reported \(messages), and ended: \(ended)" }
    }

    var output: URL { folder.appendingPathComponent("Output") }
    var content: URL { folder.appendingPathComponent("Content") }

    /// An episode file of the sample site.
    var firstEpisode: URL {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("episodes").path))
            ?? []
        return content.appendingPathComponent("episodes").appendingPathComponent(
            names.sorted().first { $0.hasSuffix(".md") }!)
    }

    func get(_ target: String, method: String = "GET", headers: [String: String] = [:]) async throws -> RawHTTP.Reply {
        try await RawHTTP.fetch(port: port, method: method, target: target, headers: headers)
    }

    /// Stops the server and removes the folder.
    func stop() async {
        task.cancel()
        _ = try? await task.value
        try? FileManager.default.removeItem(at: folder)
    }
}
