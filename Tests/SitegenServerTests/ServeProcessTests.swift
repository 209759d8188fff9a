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
