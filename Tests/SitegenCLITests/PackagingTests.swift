import Foundation
import SitegenTestSupport
import Testing

/// `make install`, `make uninstall` and `make package` with the binary under test: what they
/// write, a stripped binary that works from any folder, a man page and completions made from the
/// binary, and a .deb whose `sitegen` builds a new site.
@Suite(.tags(.process), .tier(.process)) struct PackagingTests {
    struct PackagedFiles: Decodable {
        var install: [String]
        var deb: [String]
        var tarball: [String]
        var debDependsOn: [String]
    }

    static func packagedFiles() throws -> PackagedFiles {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/packaged-files", withExtension: "json"))
        return try JSONDecoder().decode(PackagedFiles.self, from: Data(contentsOf: url))
    }

    /// The regular files below a folder, as paths relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        return (walker?.allObjects as? [String] ?? []).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.path + "/" + $0, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }

    static func make(_ arguments: [String]) async throws -> ProcessOutput {
        try await ProcessRunner.run(
            "/usr/bin/env", ["make", "--no-print-directory", "-C", PackagePaths.root.path] + arguments)
    }

    /// `sitegen new show`, then `sitegen build` in it, with `binary`, from a folder outside the clone.
    static func newSiteBuilds(with binary: String, in folder: URL) async throws {
        let made = try await ProcessRunner.run(binary, ["new", "show"], currentDirectory: folder)
        #expect(made.status == 0, "\(made.standardError)")
        let built = try await ProcessRunner.run(
            binary, ["build"], currentDirectory: folder.appendingPathComponent("show"))
        #expect(built.status == 0, "\(built.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("show/Output/index.html").path))
    }

    /// Whether an ELF binary has no symbol table left (`readelf` lists no `.symtab`).
    static func isStripped(_ binary: String) async throws -> Bool {
        let sections = try await ProcessRunner.run("/usr/bin/env", ["readelf", "-S", "-W", binary])
        return sections.status == 0 && !sections.standardOutput.contains(".symtab")
    }

    @Test(
        "make install PREFIX= writes the stripped binary, man page and completions; they work from elsewhere; make uninstall removes them"
    )
    func installAndUninstall() async throws {
        let scratch = try PackagePaths.temporaryFolder("sitegen-install")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let prefix = scratch.appendingPathComponent("prefix")
        let installed = try await Self.make([
            "install", "PREFIX=\(prefix.path)", "BIN=\(LayoutCommandTests.executable)",
        ])
        try #require(installed.status == 0, "\(installed.standardError)")
        #expect(Self.files(under: prefix) == (try Self.packagedFiles().install))
        let binary = prefix.appendingPathComponent("bin/sitegen").path
        #expect(try await Self.isStripped(binary), "the installed binary keeps its symbols")
        let elsewhere = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try await Self.newSiteBuilds(with: binary, in: elsewhere)
        // The man page names every command the binary has; the completions know them too.
        let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/sitegen.1"), encoding: .utf8)
        #expect(page.hasPrefix(".TH SITEGEN 1"))
        for command in ["build", "serve", "check", "new", "add", "import", "layout"] {
            #expect(page.contains(".SS sitegen \(command)\n"), "the man page lacks sitegen \(command)")
        }
        let bash = try String(
            contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/sitegen"), encoding: .utf8)
        #expect(bash.contains("serve") && bash.contains("--base-url"))
        let removed = try await Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(Self.files(under: prefix) == [], "make uninstall left files")
    }

    @Test("make package gives a .tar.gz and a .deb whose stripped sitegen builds a new site")
    func packages() async throws {
        let scratch = try PackagePaths.temporaryFolder("sitegen-package")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let expected = try Self.packagedFiles()
        let out = scratch.appendingPathComponent("packages")
        let made = try await Self.make(["package", "PACKAGES=\(out.path)", "BIN=\(LayoutCommandTests.executable)"])
        try #require(made.status == 0, "\(made.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        let tarball = try #require(names.first { $0.hasSuffix(".tar.gz") }, "no tarball in \(names)")
        let unpacked = scratch.appendingPathComponent("tarball")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        let untar = try await ProcessRunner.run(
            "/usr/bin/env", ["tar", "-xzf", out.path + "/" + tarball, "-C", unpacked.path])
        try #require(untar.status == 0)
        let top = try #require(try FileManager.default.contentsOfDirectory(atPath: unpacked.path).first)
        #expect(top.hasPrefix("sitegen-"))
        #expect(Self.files(under: unpacked.appendingPathComponent(top)) == expected.tarball)
        guard let deb = names.first(where: { $0.hasSuffix(".deb") }) else {
            let hasDpkg = (try? await ProcessRunner.run("/usr/bin/env", ["dpkg-deb", "--version"]).status) == 0
            #expect(!hasDpkg, "dpkg-deb is here but no .deb was made: \(names)")
            return
        }
        let root = scratch.appendingPathComponent("root")
        let extracted = try await ProcessRunner.run(
            "/usr/bin/env", ["dpkg-deb", "-x", out.path + "/" + deb, root.path])
        try #require(extracted.status == 0, "\(extracted.standardError)")
        #expect(Self.files(under: root) == expected.deb)
        let depends = try await ProcessRunner.run("/usr/bin/env", ["dpkg-deb", "-f", out.path + "/" + deb, "Depends"])
        for library in expected.debDependsOn {
            #expect(depends.standardOutput.contains(library), "Depends: \(depends.standardOutput)")
        }
        let binary = root.appendingPathComponent("usr/bin/sitegen").path
        #expect(try await Self.isStripped(binary))
        let elsewhere = scratch.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try await Self.newSiteBuilds(with: binary, in: elsewhere)
    }
}
