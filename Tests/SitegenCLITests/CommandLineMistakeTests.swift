import Foundation
import SitegenTestSupport
import Testing

/// Mistakes in the command line, run as a real process: each is `<command-line>:1:COLUMN: error:`
/// at the argument it is about (GCC's name for the command line), with the usage after it and
/// exit status 64, and nothing is built.
@Suite struct CommandLineMistakeTests {
    static var executable: String { LayoutCommandTests.executable }

    @Test(
        "each mistake is an error at its column",
        arguments: [
            (["build", "--bogus"], "15: error: unknown option '--bogus'"),
            (["build", "-x"], "15: error: unknown option '-x'"),
            (
                ["build", "--drafts=3"],
                "15: error: the option '--drafts' does not take any value, but '3' was specified."
            ),
            (["build", "--output"], "15: error: missing value for '--output <output>'"),
            (["serve", "--port", "99999"], "15: error: --port must be between 0 and 65535"),
            (["serve", "--port", "abc"], "22: error: the value 'abc' is invalid for '--port <port>'"),
            (
                ["build", "--base-url", "ftp://x"],
                "26: error: --base-url must be an absolute http or https URL such as https://example.org/, not 'ftp://x'"
            ),
            (
                ["check", "--base-url", "example.org"],
                "26: error: --base-url must be an absolute http or https URL such as https://example.org/, not 'example.org'"
            ),
            (
                ["build", "--base-url", "https://256.0.0.1/"],
                "26: error: --base-url 'https://256.0.0.1/' has a host that is not a domain name or an IP address"
            ),
            (
                ["build", "--base-url", "https://example.123/"],
                "26: error: --base-url 'https://example.123/' has a host that is not a domain name or an IP address"
            ),
            (
                ["import", "wordpress", "/tmp"],
                "16: error: the generator must be hugo, jekyll, zola or rss, not 'wordpress'"
            ),
            // Hugo's short names: the error is at the name the command line used.
            (["serve", "-p", "99999"], "15: error: --port must be between 0 and 65535"),
            (["serve", "-p", "abc"], "18: error: the value 'abc' is invalid for '-p <port>'"),
            (["build", "-d"], "15: error: missing value for '-d <output>'"),
            (
                ["build", "-b", "ftp://x"],
                "18: error: --base-url must be an absolute http or https URL such as https://example.org/, not 'ftp://x'"
            ),
            (["layout"], "15: error: missing expected argument '<file>'"),
            (
                ["new", "show\u{7}one"],
                "1: error: the site's name holds a control character (its title is the folder's name)"
            ),
            (
                ["new", "two\nlines"],
                "1: error: the site's name holds a control character (its title is the folder's name)"
            ),
            (["frob"], "9: error: unexpected argument 'frob'"),
        ])
    func mistake(arguments: [String], expected: String) async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-cli-mistake")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await ProcessRunner.run(Self.executable, arguments, currentDirectory: folder)
        #expect(output.status == 64)
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == "<command-line>:1:\(expected)", "\(output.standardError)")
        // The usage or the option's help follows.
        #expect(lines.dropFirst().first.map { $0.hasPrefix("Usage:") || $0.hasPrefix("Help:") } == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is written")
    }

    @Test("Hugo's short names build: -s, -d, -D, -F and -b; -d naming the site folder is refused at its value")
    func hugoShortNames() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-cli-short")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await ProcessRunner.run(Self.executable, ["new", "show"], currentDirectory: folder).status == 0)
        #expect(
            try await ProcessRunner.run(
                Self.executable, ["add", "Unfinished"], currentDirectory: folder.appendingPathComponent("show")
            )
            .status == 0)
        let built = try await ProcessRunner.run(
            Self.executable, ["build", "-s", "show", "-d", "out", "-D", "-F", "-b", "https://example.org/sub/"],
            currentDirectory: folder)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardOutput.contains(" to out/ in "), "\(built.standardOutput)")
        #expect(!built.standardOutput.contains("left out"), "the draft is published: \(built.standardOutput)")
        let home = try String(contentsOf: folder.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(home.contains("https://example.org/sub/"), "the base URL is -b's")
        let refused = try await ProcessRunner.run(
            Self.executable, ["build", "-s", "show", "-d", "show"], currentDirectory: folder)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.hasPrefix("<command-line>:1:26: error: the output folder "),
            "\(refused.standardError)")
        // Hugo's --bind is --host: an address that is not this machine's (TEST-NET-3) is refused at its value.
        let unbound = try await ProcessRunner.run(
            Self.executable, ["serve", "--bind", "203.0.113.9", "-s", "show"], currentDirectory: folder)
        #expect(unbound.status == 1)
        #expect(
            unbound.standardError.hasPrefix("<command-line>:1:22: error: cannot listen on 203.0.113.9:8000"),
            "\(unbound.standardError)")
    }

    @Test("a SITEGEN_PLATFORM that names no implementation is an error at <environment>, and nothing is built")
    func platformMistake() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-cli-platform")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try await ProcessRunner.run(
            "/usr/bin/env", ["SITEGEN_PLATFORM=bsd", Self.executable, "new", "show"], currentDirectory: folder)
        #expect(output.status == 64)
        #expect(
            output.standardError.hasPrefix("<environment>:1:1: error: SITEGEN_PLATFORM=bsd names no platform"),
            "\(output.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is written")
    }

    @Test("help is still help, on standard output, with status 0")
    func help() async throws {
        let output = try await ProcessRunner.run(Self.executable, ["build", "--help"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("USAGE: sitegen build"))
        #expect(output.standardError.isEmpty)
    }

    @Test("sitegen add writes the next episode of a new site, and a clash is an error at the title")
    func add() async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-cli-add")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await ProcessRunner.run(Self.executable, ["new", "show"], currentDirectory: folder).status == 0)
        let site = folder.appendingPathComponent("show")
        let added = try await ProcessRunner.run(
            Self.executable, ["add", "Third Time", "--date", "2026-01-02", "--collection", "getting-started"],
            currentDirectory: site)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.hasPrefix("sitegen: added Content/episodes/003-third-time.md"))
        let text = try String(
            contentsOf: site.appendingPathComponent("Content/episodes/003-third-time.md"), encoding: .utf8)
        #expect(
            text.hasPrefix("---\ntitle: \"Third Time\"\ndate: 2026-01-02\ncollection: getting-started\ndraft: true"))
        let again = try await ProcessRunner.run(Self.executable, ["add", "Third Time"], currentDirectory: site)
        #expect(again.status == 1)
        #expect(
            again.standardError.hasPrefix("<command-line>:1:13: error: an episode with the slug 'third-time' exists"))
        let person = try await ProcessRunner.run(
            Self.executable, ["add", "person", "Grace Hopper"], currentDirectory: site)
        #expect(
            person.standardOutput.hasPrefix("sitegen: added Content/people/grace-hopper.md"), "\(person.standardError)")
        let explicit = try await ProcessRunner.run(
            Self.executable, ["add", "episode", "Fourth"], currentDirectory: site)
        #expect(
            explicit.standardOutput.hasPrefix("sitegen: added Content/episodes/004-fourth.md"),
            "\(explicit.standardError)")
        let built = try await ProcessRunner.run(Self.executable, ["build", "--drafts"], currentDirectory: site)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(
            FileManager.default.fileExists(
                atPath: site.appendingPathComponent("Output/episodes/third-time/index.html").path))
    }
}

extension CommandLineMistakeTests {
    @Test(
        "an import pattern that names no file is an error at it, exit status 1, and nothing is written",
        arguments: [
            (["--pages", "content/nothing/**"], "--pages 'content/nothing/**' names no episode or page"),
            (
                ["--pages", "content/sponsors", "--episodes", "content/show/two/*.md"],
                "--episodes 'content/show/two/*.md'"
            ),
        ])
    func importPattern(flags: [String], expected: String) async throws {
        let folder = try PackagePaths.temporaryFolder("sitegen-cli-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try #require(Bundle.module.url(forResource: "Fixtures/import-hugo", withExtension: nil))
        let arguments = ["import", "hugo", source.path, "--into", folder.path] + flags
        let output = try await ProcessRunner.run(Self.executable, arguments, currentDirectory: folder)
        #expect(output.status == 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written.isEmpty, "\(written)")
        let quoted = "'" + expected.split(separator: "'")[1] + "'"
        let column = arguments.joined(separator: " ").range(of: quoted.dropFirst().dropLast())!.lowerBound
        let offset =
            arguments.joined(separator: " ").distance(from: arguments.joined(separator: " ").startIndex, to: column) + 1
        #expect(
            output.standardError.hasPrefix("<command-line>:1:\(offset): error: \(expected)"), "\(output.standardError)")
    }
}
