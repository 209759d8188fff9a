import Foundation
import SitegenTestSupport
import Testing

/// `sitegen new`: the real binary makes a site that builds at once, and never writes into a
/// folder that holds something.
@Suite(.tags(.process), .tier(.process)) struct NewSiteTests {
    @Test("sitegen new demo, then sitegen build in it: a clean build of two episodes, a collection and an about page")
    func newSiteBuilds() async throws {
        try await BinarySandbox.with([:]) { sandbox in
            let folder = sandbox.root.appendingPathComponent("demo")
            let made = try await SpawnedProcess.run(BinarySandbox.executable, ["new", folder.path])
            #expect(made.exitStatus == 0, "\(made.standardError)")
            for file in [".gitignore", ".github/workflows/pages.yml", "Content/site.yml", "Content/pages/about.md"] {
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
            }
            let built = try await SpawnedProcess.run(BinarySandbox.executable, ["build", "--source", folder.path])
            #expect(built.exitStatus == 0, "\(built.standardError)")
            #expect(built.standardError.isEmpty, "no diagnostics: \(built.standardError)")
            let output = folder.appendingPathComponent("Output")
            for page in [
                "index.html", "episodes/welcome/index.html", "episodes/your-second-episode/index.html",
                "collections/getting-started/index.html", "about/index.html",
            ] {
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), "\(page)")
            }
            // Every link of the new site goes somewhere: its first episode has chapters but no audio
            // yet, so they are times, not links to a player that is not there.
            let checked = try await SpawnedProcess.run(BinarySandbox.executable, ["check", "--source", folder.path])
            #expect(checked.exitStatus == 0, "\(checked.standardError)")
            #expect(checked.standardOutput.contains(", 0 broken"), "\(checked.standardOutput) \(checked.standardError)")
            let again = try await SpawnedProcess.run(BinarySandbox.executable, ["new", folder.path])
            #expect(again.exitStatus == 1)
            #expect(again.standardError.contains(":1:1: error: the folder is not empty"), "\(again.standardError)")
        }
    }

    @Test("the `cd` that sitegen new suggests works when pasted into a shell, for a name with a space and a quote")
    func suggestedCommandWorksInAShell() async throws {
        try await BinarySandbox.with([:]) { sandbox in
            let folder = sandbox.root.appendingPathComponent("Ann's show & co")
            let made = try await SpawnedProcess.run(BinarySandbox.executable, ["new", folder.path])
            #expect(made.exitStatus == 0, "\(made.standardError)")
            let line = made.standardOutput.split(separator: "\n").first { $0.hasPrefix("  cd ") }
            #expect(
                line == "  cd '\(folder.path.replacingOccurrences(of: "'", with: "'\\''"))'", "\(made.standardOutput)")
            let shell = try await SpawnedProcess.run("/bin/sh", ["-c", "\(line ?? "false") && pwd"])
            #expect(shell.exitStatus == 0, "\(shell.standardError)")
            #expect(shell.standardOutput == folder.path + "\n", "\(shell.standardOutput)")
        }
    }

    @Test("without Pagefind, sitegen new turns search off and says so, and the new site builds")
    func newSiteWithoutPagefind() async throws {
        try await BinarySandbox.with([:]) { sandbox in
            let folder = sandbox.root.appendingPathComponent("bare")
            let missing = "SITEGEN_PAGEFIND=/nonexistent/pagefind"
            let made = try await SpawnedProcess.run(
                "/usr/bin/env", [missing, BinarySandbox.executable, "new", folder.path])
            #expect(made.exitStatus == 0, "\(made.standardError)")
            #expect(made.standardOutput.contains("search is off"), "\(made.standardOutput)")
            let settings = try String(contentsOf: folder.appendingPathComponent("Content/site.yml"), encoding: .utf8)
            #expect(settings.contains("\nsearch: false\n"), "\(settings)")
            let built = try await SpawnedProcess.run(
                "/usr/bin/env", [missing, BinarySandbox.executable, "build", "--source", folder.path])
            #expect(built.exitStatus == 0, "\(built.standardError)")
            #expect(built.standardError.isEmpty, "no diagnostics: \(built.standardError)")
        }
    }
}
