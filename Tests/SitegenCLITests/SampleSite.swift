import Foundation
import SitegenTestSupport

/// The sample site (the repository's Content/ and Themes/) built once per test run by the real
/// `sitegen build`.
actor SampleSite {
    static let shared = SampleSite()
    private var built: (folder: URL, output: ProcessOutput)?

    /// Builds the sample site into a temporary folder (once) and returns the folder and the
    /// command's output.
    func build() async throws -> (folder: URL, output: ProcessOutput) {
        if let built { return built }
        let folder = try PackagePaths.temporaryFolder("sitegen-sample")
        let output = try await ProcessRunner.run(
            LayoutCommandTests.executable,
            [
                "build", "--source", PackagePaths.root.path, "--output", folder.appendingPathComponent("Output").path,
            ])
        built = (folder.appendingPathComponent("Output"), output)
        return built!
    }
}

/// A static HTTP server (Python's) over a folder, on a free port of 127.0.0.1.
final class StaticServer: @unchecked Sendable {
    let process = Process()
    let port: Int

    init(root: URL) throws {
        let script = """
            import http.server, socketserver, sys, functools
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
            handler.log_message = lambda *args: None
            class Server(socketserver.ThreadingTCPServer):
                allow_reuse_address = True
                daemon_threads = True
            with Server(("127.0.0.1", 0), handler) as server:
                print(server.server_address[1], flush=True)
                server.serve_forever()
            """
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = pipe.fileHandleForReading.readLine()
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadUnknown)
        }
        self.port = port
    }

    /// Stops the server (SIGKILL: Python's server thread ignores nothing then).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

extension FileHandle {
    /// Reads bytes up to a newline.
    func readLine() -> String {
        var bytes: [UInt8] = []
        while let byte = try? read(upToCount: 1), let first = byte.first, first != 10 { bytes.append(first) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
