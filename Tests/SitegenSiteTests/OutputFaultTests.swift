import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenLayout
import SitegenOutput
import SitegenPipeline
import SitegenRender
import SitegenTestSupport
import Testing

/// Output folders that cannot be written: read-only or immutable, a full disk, a failing write;
/// each is a clear error and leaves the previous build whole.
@Suite struct OutputFaultTests {
    static let isRoot = getuid() == 0
    static let chattr = ["/usr/bin/chattr", "/bin/chattr"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Makes a folder read-only for this process: `chattr +i` as root (root ignores permission bits), chmod 555 otherwise.
    static func makeReadOnly(_ folder: URL) throws {
        if isRoot {
            let chattr = try #require(
                chattr, "running as root without chattr: a folder cannot be made read-only for root")
            let result = try ProcessRunner.runBlocking(chattr, ["+i", folder.path])
            try #require(result.status == 0, "chattr +i failed: \(result.standardError)")
        } else {
            #expect(chmod(folder.path, 0o555) == 0)
        }
    }

    @Test(
        "a read-only Output/ is a clear error and stays as it was", .tags(.process), .tier(.process),
        arguments: ["Output", "its parent folder"])
    func readOnlyOutput(which: String) async throws {
        let baseline = try await Baseline.shared.output()
        try await BinarySandbox.with(MinimalSite.files) { sandbox in
            try sandbox.write(baseline, under: sandbox.output)
            let folder = which == "Output" ? sandbox.output : sandbox.root
            try Self.makeReadOnly(folder)
            let outcome = try await sandbox.build()
            let what = which == "Output" ? "the output folder" : "the folder that holds the output folder"
            let reason = Self.isRoot ? "Operation not permitted" : "Permission denied"
            #expect(
                BinarySandbox.diagnosticLines(outcome) == [
                    "\(sandbox.output.path):1:1: error: \(what) \(folder.path) is not writable (\(reason)); make it writable or build into another --output"
                ], "\(outcome.standardError)")
            #expect(outcome.exitStatus == 1)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == baseline)
            #expect(try sandbox.strayEntries() == [])
        }
    }

    @Test(
        "a full disk is a clear error, leaves the previous build whole, and frees its space", .tags(.process),
        .tier(.process),
        .enabled(
            if: isRoot && FileManager.default.isExecutableFile(atPath: "/usr/bin/mount"),
            "a small tmpfs needs root to mount; the failing-write test below covers the same path without it"))
    func fullDisk() async throws {
        // Without search: Pagefind's index alone (about 1 MB) does not fit the 512 KiB disk.
        var files = MinimalSite.files
        files["Content/site.yml"] = (files["Content/site.yml"] ?? Data()) + Data("search: false\n".utf8)
        try await BinarySandbox.with(files) { sandbox in
            let disk = sandbox.root.appendingPathComponent("disk")
            try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
            let mounted = try await ProcessRunner.run(
                "/usr/bin/mount", ["-t", "tmpfs", "-o", "size=512k", "tmpfs", disk.path])
            try #require(mounted.status == 0, "cannot mount a tmpfs: \(mounted.standardError)")
            defer { _ = try? ProcessRunner.runBlocking("/usr/bin/umount", ["-l", disk.path]) }
            let output = disk.appendingPathComponent("Output")
            let arguments = ["build", "--source", sandbox.site.path, "--output", output.path]
            try #require(try await SpawnedProcess.run(BinarySandbox.executable, arguments).exitStatus == 0)
            let before = try SiteSandbox.snapshot(of: output)
            var generator = SplitMix64(seed: 7)
            let noise = Data((0..<400_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
            try noise.write(to: sandbox.site.appendingPathComponent("Content/images/big.bin"))

            let outcome = try await SpawnedProcess.run(BinarySandbox.executable, arguments)
            let lines = BinarySandbox.diagnosticLines(outcome)
            #expect(lines.count == 1)
            #expect(
                lines.allSatisfy {
                    $0.hasPrefix(output.path + "/") && $0.contains(":1:1: error: cannot write the output file: ")
                        && $0.hasSuffix("; Output/ was left as it was")
                }, "\(lines)")
            #expect(
                lines.allSatisfy { $0.lowercased().contains("space") },
                "the message does not say the disk is full: \(lines)")
            #expect(outcome.exitStatus == 1)
            #expect(try SiteSandbox.snapshot(of: output) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["Output"])

            try FileManager.default.removeItem(at: sandbox.site.appendingPathComponent("Content/images/big.bin"))
            let again = try await SpawnedProcess.run(BinarySandbox.executable, arguments)
            #expect(again.exitStatus == 0, "the build after a full disk fails: \(again.standardError)")
            #expect(try SiteSandbox.snapshot(of: output) == before)
        }
    }

    @Test("a write that fails half way (simulated) is an error and leaves Output/ and its parent as they were")
    func failingWrite() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            #expect(await sandbox.build().succeeded)
            let before = try SiteSandbox.snapshot(of: sandbox.output)
            // A new title changes the feed (a file whose bytes are unchanged is linked, not written).
            try sandbox.apply([.replace(MinimalSite.second, "title: Second episode", "title: Second episode, again")])
            var failing = FileSystem.disk
            // The feed fails where it is written: in the new folder, or in the folder a build keeps
            // its rendered pages in until the write (`PageStore`), which then holds it in memory.
            failing.write = { data, url in
                let atom = "http://www.w3.org/2005/Atom"
                let isFeed = url.path.contains("/pages-") && String(decoding: data, as: UTF8.self).contains(atom)
                if url.path.hasSuffix("/feed.xml") || isFeed { throw POSIXError(.ENOSPC) }
                try FileSystem.disk.write(data, url)
            }
            let result = await SitePipeline(fileSystem: failing).build(
                SiteBuildOptions(source: sandbox.site, output: sandbox.output, now: SiteSandbox.now))
            #expect(result.errorLines.count == 1)
            #expect(
                result.errorLines.first?.hasSuffix(
                    "/feed.xml:1:1: error: cannot write the output file: No space left on device; Output/ was left as it was"
                ) == true, "\(result.errorLines)")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == before)
            #expect(try sandbox.strayEntries() == [])
        }
    }

    @Test(
        "an output folder that would delete work is refused before anything is read", .tags(.process), .tier(.process),
        arguments: [
            ("site", "is the site folder or holds it"), (".", "is the site folder or holds it"),
            ("site/Content/public", "is inside Content/"), ("site/Themes", "is inside Themes/"),
            ("a-file", "is a file, not a folder"), ("repository", "holds a .git folder"),
            ("documents", "holds files that sitegen did not write (thesis.txt)"),
        ])
    func dangerousOutput(output: String, problem: String) async throws {
        try await BinarySandbox.with(
            MinimalSite.files.merging([
                "../a-file": Data("keep\n".utf8), "../repository/.git/HEAD": Data("ref\n".utf8),
                "../documents/thesis.txt": Data("a year of work\n".utf8),
            ]) { $1 }
        ) { sandbox in
            let target = sandbox.root.appendingPathComponent(output).standardizedFileURL
            let before = try SiteSandbox.snapshot(of: sandbox.root)
            let outcome = try await SpawnedProcess.run(
                BinarySandbox.executable, ["build", "--source", sandbox.site.path, "--output", target.path])
            #expect(outcome.exitStatus == 1)
            // At --output's value in the command line.
            let column = "sitegen build --source \(sandbox.site.path) --output ".count + 1
            #expect(
                outcome.standardError.hasPrefix(
                    "<command-line>:1:\(column): error: the output folder \(target.path) \(problem)"),
                "\(outcome.standardError)")
            #expect(try SiteSandbox.snapshot(of: sandbox.root) == before, "a refused build changed files")
        }
    }

    @Test(
        "an output folder holding only .gitkeep (as a fresh clone's Output/ does) is built into, and keeps it",
        .tags(.process), .tier(.process))
    func gitkeepOnly() async throws {
        try await BinarySandbox.with(MinimalSite.files) { sandbox in
            try sandbox.write([".gitkeep": Data()], under: sandbox.output)
            let outcome = try await SpawnedProcess.run(
                BinarySandbox.executable, ["build", "--source", sandbox.site.path, "--output", sandbox.output.path])
            #expect(outcome.exitStatus == 0, "\(outcome.standardError)")
            #expect(FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent(".gitkeep").path))
            #expect(FileManager.default.fileExists(atPath: sandbox.output.appendingPathComponent("index.html").path))
        }
    }

    @Test("an image cache that is a file is refused before anything is built")
    func cacheIsAFile() async throws {
        try await SiteSandbox.with(MinimalSite.files) { sandbox in
            let file = sandbox.root.appendingPathComponent("cache-file")
            try Data("x".utf8).write(to: file)
            let options = SiteBuildOptions(source: sandbox.site, output: sandbox.output, imageCache: file)
            let problem = options.outputProblem()
            #expect(problem?.folder == .imageCache)
            #expect(problem?.message == "the image cache \(file.path) is a file, not a folder")
        }
    }

    @Test(
        "serve and check refuse what build refuses: an Output/ holding .git, a cache inside Content/ or Themes/",
        .tags(.process), .tier(.process),
        arguments: [
            (["serve", "--port", "0"], "the output folder", "holds a .git folder"),
            (["build", "--image-cache", "site/Content/cache"], "the image cache", "is inside Content/"),
            (["serve", "--port", "0", "--image-cache", "site/Content/cache"], "the image cache", "is inside Content/"),
            (["check", "--image-cache", "site/Themes/cache"], "the image cache", "is inside Themes/"),
        ])
    func dangerousFoldersEverywhere(arguments: [String], subject: String, problem: String) async throws {
        try await BinarySandbox.with(
            MinimalSite.files.merging(["Output/.git/HEAD": Data("ref\n".utf8)]) { $1 }
        ) { sandbox in
            let before = try SiteSandbox.snapshot(of: sandbox.root)
            let resolved = arguments.map { $0.hasPrefix("site/") ? sandbox.root.appendingPathComponent($0).path : $0 }
            let outcome = try await SpawnedProcess.run(
                BinarySandbox.executable, resolved + ["--source", sandbox.site.path])
            #expect(outcome.exitStatus == 1, "\(outcome.standardOutput)")
            // At the --image-cache value when the command line names the folder, else at the folder.
            let location: String
            if let flag = resolved.firstIndex(of: "--image-cache") {
                location = "<command-line>:1:\((["sitegen"] + resolved[...flag]).joined(separator: " ").count + 2)"
            } else {
                location = "\(sandbox.site.appendingPathComponent("Output").path):1:1"
            }
            #expect(
                outcome.standardError.hasPrefix("\(location): error: \(subject) "), "\(outcome.standardError)")
            #expect(outcome.standardError.contains(problem), "\(outcome.standardError)")
            #expect(try SiteSandbox.snapshot(of: sandbox.root) == before, "a refused command changed files")
        }
    }

    @Test(
        "the staging and retired folders of killed builds are removed by the next build", .tags(.process),
        .tier(.process))
    func leftoversAreRemoved() async throws {
        let baseline = try await Baseline.shared.output()
        try await BinarySandbox.with(MinimalSite.files) { sandbox in
            try sandbox.write(
                baseline.merging(["marker.txt": Data("previous\n".utf8)]) { $1 },
                under: sandbox.root.appendingPathComponent(".Output.sitegen-old-999999"))
            try sandbox.write(
                ["half.html": Data("<p>half".utf8)],
                under: sandbox.root.appendingPathComponent(".Output.sitegen-new-999998"))
            let outcome = try await sandbox.build()
            #expect(outcome.exitStatus == 0, "\(outcome.standardError)")
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == baseline)
            #expect(try sandbox.strayEntries() == [])
        }
    }
}
