import Foundation
import SitegenTestSupport
import Testing

/// The real `sitegen serve` process: Ctrl-C (SIGINT) stops it cleanly; a first build that fails
/// stops it with the errors and a summary.
@Suite(.tags(.process), .tier(.process)) struct ServeProcessTests {
    @Test("Ctrl-C stops sitegen serve: exit status 0, 'stopped' printed, no crash report")
    func interruptStopsCleanly() async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-serve-process")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Content"), to: site.appendingPathComponent("Content"))
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sitegen").path
        let server = try SpawnedProcess(executable, ["serve", "--source", site.path, "--port", "0"])
        // The first build of the sample site takes as long as the machine needs; the ceiling only
        // ends a real hang.
        let deadline = Date().addingTimeInterval(SpawnedProcess.hangCeiling)
        while !server.outputSoFar.contains("http://127.0.0.1:"), !server.hasEnded, Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        let serving = server.outputSoFar.contains("http://127.0.0.1:")
        if !serving { server.kill() }
        server.send(SIGINT)
        let outcome = await server.wait()
        #expect(serving, "the server never printed its address: \(outcome.standardOutput) \(outcome.standardError)")
        #expect(
            outcome.signal == nil && outcome.exitStatus == 0,
            "status \(String(describing: outcome.exitStatus)), signal \(String(describing: outcome.signal)): \(outcome.standardError)"
        )
        #expect(outcome.standardOutput.contains("sitegen: stopped"))
        #expect(
            !outcome.standardError.contains("Fatal") && !outcome.standardError.contains("Backtrace"),
            "\(outcome.standardError)")
    }

    @Test("without --port and 8000 taken, sitegen serve serves on the next free port and says so; --port 8000 fails")
    func busyDefaultPort() async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-serve-port")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Content/episodes"), withIntermediateDirectories: true)
        try "title: Busy\nbaseURL: https://example.org/\nsearch: false\n".write(
            to: site.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: One\ndate: 2024-01-01\n---\nBody.\n".write(
            to: site.appendingPathComponent("Content/episodes/one.md"), atomically: true, encoding: .utf8)
        // Port 8000 is taken for the test's length (by this listener, or already by another program); the
        // error of a --port 8000 names the column of its value (after `sitegen serve --source PATH --port `).
        let listener = Self.listen(on: 8000)
        defer { if listener >= 0 { close(listener) } }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sitegen").path
        let server = try SpawnedProcess(executable, ["serve", "--source", site.path])
        let deadline = Date().addingTimeInterval(SpawnedProcess.hangCeiling)
        while !server.outputSoFar.contains("http://127.0.0.1:"), !server.hasEnded, Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        server.send(SIGINT)
        let outcome = await server.wait()
        let address = outcome.standardOutput.firstRange(of: "http://127.0.0.1:").map {
            outcome.standardOutput[$0.upperBound...].prefix { $0.isNumber }
        }
        let port = address.flatMap { Int($0) }
        #expect(port.map { (8001...8099).contains($0) } == true, "\(outcome.standardOutput) \(outcome.standardError)")
        #expect(
            outcome.standardOutput.contains("sitegen: port 8000 on 127.0.0.1 is in use by another program; using "),
            "\(outcome.standardOutput)")
        #expect(outcome.exitStatus == 0, "\(outcome.standardError)")
        let explicit = try await SpawnedProcess.run(executable, ["serve", "--source", site.path, "--port", "8000"])
        #expect(explicit.exitStatus == 1)
        #expect(
            explicit.standardError.contains(
                ":1:\(32 + site.path.count): error: port 8000 on 127.0.0.1 is already in use; "),
            "\(explicit.standardError)")
    }

    /// A socket listening on 127.0.0.1 at `port`, or -1 when another program has the port.
    static func listen(on port: UInt16) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(descriptor, 1) == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    @Test("a first build that fails: its error at its file, one summary, exit status 1, nothing said of a rebuild")
    func firstBuildFails() async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-serve-process")
        defer { try? FileManager.default.removeItem(at: site) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("sitegen").path
        let server = try SpawnedProcess(executable, ["serve", "--source", site.path, "--port", "0"])
        let outcome = await server.wait()
        #expect(outcome.exitStatus == 1)
        #expect(
            outcome.standardError
                == "Content:1:1: error: there is no Content/ folder in \(site.path); `sitegen new FOLDER` starts a site\n"
                + "sitegen: error: the site did not build; fix the errors above and run sitegen serve again\n")
    }
}
