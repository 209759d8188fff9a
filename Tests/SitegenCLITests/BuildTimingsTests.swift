import Foundation
import SitegenTestSupport
import Testing

/// `sitegen build --timings`: one more line, the stages in the order they ran, and the same
/// output as without it.
@Suite struct BuildTimingsTests {
    @Test("--timings lists every stage with its milliseconds; the output is the same as without it")
    func stagesListed() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-cli-timings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = CommandLineMistakeTests.executable
        #expect(try await ProcessRunner.run(executable, ["new", "show"], currentDirectory: folder).status == 0)
        let site = folder.appendingPathComponent("show")
        // Without Pagefind, so that the stages are the same wherever the test runs.
        let settings = site.appendingPathComponent("Content/site.yml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try text.replacingOccurrences(of: "\nsearch: true\n", with: "\nsearch: false\n").write(
            to: settings, atomically: true, encoding: .utf8)
        let timed = try await ProcessRunner.run(
            executable, ["build", "--output", "Timed", "--timings"], currentDirectory: site)
        #expect(timed.status == 0, "\(timed.standardError)")
        let line = timed.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        let stages = line.hasPrefix("sitegen: stages: ") ? line.dropFirst(17).components(separatedBy: ", ") : []
        #expect(
            stages.map { $0.split(separator: " ").first ?? "" } == [
                "content", "theme", "site", "pictures", "pages", "write",
            ], "\(timed.standardOutput)")
        for stage in stages {
            let parts = stage.split(separator: " ")
            #expect(parts.count == 3 && Int(parts[1]).map { $0 >= 0 } == true && parts[2] == "ms", "\(stage)")
        }
        let plain = try await ProcessRunner.run(executable, ["build", "--output", "Plain"], currentDirectory: site)
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(!plain.standardOutput.contains("stages:"), "\(plain.standardOutput)")
        let difference = try await ProcessRunner.run("/usr/bin/diff", ["-r", "Timed", "Plain"], currentDirectory: site)
        #expect(difference.status == 0, "\(difference.standardOutput)")
    }
}
