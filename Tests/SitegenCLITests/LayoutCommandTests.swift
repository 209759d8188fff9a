import Foundation
import SitegenTestSupport
import Testing

/// `sitegen layout` run as a real process.
@Suite struct LayoutCommandTests {
    /// The built `sitegen` executable, beside the test bundle.
    static var executable: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen")
            .path
    }

    private func run(_ arguments: [String], in folder: URL? = nil) async throws -> ProcessOutput {
        try await ProcessRunner.run(Self.executable, arguments, currentDirectory: folder)
    }

    private func write(_ text: String, name: String = "layout.yml") throws -> URL {
        let folder = try PackagePaths.temporaryFolder()
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static let feed = """
        sections:
          - name: feed
            items: 4
            contentInsets: {leading: 20, trailing: 20}
            group:
              horizontal:
                size: {width: fractionalWidth(1), height: estimated(200)}
                subitem: {item: {size: {width: fractionalWidth(1), height: estimated(200)}}}
                count: 3
            variants:
              - when: {width: "0..<500"}
                group:
                  horizontal:
                    size: {width: fractionalWidth(1), height: estimated(200)}
                    subitem: {item: {size: {width: fractionalWidth(1), height: estimated(200)}}}
                    count: 1
              - when: {width: "501...1024"}
                group:
                  horizontal:
                    size: {width: fractionalWidth(1), height: estimated(200)}
                    subitem: {item: {size: {width: fractionalWidth(1), height: estimated(200)}}}
                    count: 2

        """

    @Test("json prints the frames of every width")
    func json() async throws {
        let file = try write(Self.feed)
        let output = try await run(["layout", file.path, "--widths", "375,768", "--format", "json"])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains(#""375": ["#))
        #expect(output.standardOutput.contains(#"{"id": "s0-i1", "x": 20, "y": 200, "width": 335, "height": 200}"#))
        #expect(output.standardOutput.contains(#"{"id": "s0-i1", "x": 384, "y": 0, "width": 364, "height": 200}"#))
        let data = Data(output.standardOutput.utf8)
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil)
    }

    @Test(
        "breakpoints lists the ranges and warns about the width the classic switch leaves out",
        arguments: [["--breakpoints"], ["--format", "breakpoints"]])
    func breakpoints(flag: [String]) async throws {
        let file = try write(Self.feed)
        let output = try await run(["layout", file.path] + flag)
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("0..<500 ") == true)
        #expect(lines[1].hasPrefix("500..<501 ") && lines[1].contains("feed: default"))
        #expect(lines[2].hasPrefix("501..<1025 "))
        #expect(lines[3].hasPrefix("1025... "))
        #expect(
            output.standardError.contains(
                "\(file.path):2:5: warning: widths 500..<501 match no variant of section 'feed' and fall to its default"
            ))
    }

    @Test("insets larger than an item are a warning naming the section, the frame and a width; frames still print")
    func negativeSize() async throws {
        let text = """
            sections:
              - name: fine
                group: {horizontal: {size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}}
              - name: tight
                variants:
                  - when: {width: "..<600"}
                    group: {horizontal: {size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}, contentInsets: {top: 30, bottom: 30}}}, count: 2}}
                  - when: {width: "600..."}
                    group: {horizontal: {size: {width: fractionalWidth(1), height: absolute(50)}, subitem: {item: {size: {width: fractionalWidth(1), height: fractionalHeight(1)}}}, count: 2}}

            """
        let file = try write(text)
        let output = try await run(["layout", file.path, "--widths", "375,800", "--format", "json"])
        #expect(output.status == 0)
        #expect(
            output.standardError
                == "\(file.path):4:5: warning: in section 'tight', `s1-i0` has a negative height -10 at a root width of 299: its contentInsets or spacing are larger than its size, and a browser draws it 0 wide or tall\n",
            "\(output.standardError)")
        #expect(output.standardOutput.contains(#"{"id": "s1-i0", "x": 0, "y": 180, "width": 187.5, "height": -10}"#))
    }

    @Test("a width no variant covers is an error with the section's line")
    func uncovered() async throws {
        let text = """
            sections:
              - name: list
                variants:
                  - when: {width: "..<600"}
                    group: {vertical: {size: {width: fractionalWidth(1), height: absolute(44)}, subitem: {item: {size: {width: fractionalWidth(1), height: absolute(44)}}}, count: 1}}

            """
        let file = try write(text)
        let output = try await run(["layout", file.path, "--format", "json"])
        #expect(output.status == 1)
        #expect(
            output.standardError.contains(
                "\(file.path):2:5: error: section 'list' has no variant for root widths 600... and no default group"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test("html, svg and css are written", arguments: ["html", "svg", "css"])
    func otherFormats(format: String) async throws {
        let file = try write(Self.feed)
        let output = try await run(["layout", file.path, "--format", format, "--items", "5"])
        #expect(output.status == 0)
        switch format {
        case "html":
            #expect(output.standardOutput.hasPrefix("<!DOCTYPE html>"))
            #expect(output.standardOutput.contains(#"data-frame="s0-i4""#))
            #expect(!output.standardOutput.contains(#"data-frame="s0-i5""#))
        case "svg":
            #expect(output.standardOutput.hasPrefix("<svg"))
            #expect(output.standardOutput.contains("width 1280"))
            #expect(output.standardOutput.contains("<title>s0-i4</title>"))
        default:
            #expect(output.standardOutput.contains("@container sg-root (501px <= width < 1025px)"))
            #expect(output.standardOutput.contains("grid-template-columns"))
        }
    }

    @Test(
        "bad flags are usage errors",
        arguments: [
            ["--widths", "375,abc"], ["--widths", "0"], ["--format", "pdf"], ["--items", "-3"], ["--height", "0"],
        ])
    func badFlags(flags: [String]) async throws {
        let file = try write(Self.feed)
        let output = try await run(["layout", file.path] + flags)
        #expect(output.status == 64)
        // At the flag or its value in the command line (`sitegen layout FILE --flag VALUE`).
        let flag = "sitegen layout \(file.path) ".count + 1
        let columns = [flag, flag + flags[0].count + 1]
        #expect(
            columns.contains { output.standardError.hasPrefix("<command-line>:1:\($0): error: ") },
            "\(output.standardError)")
    }

    @Test(
        "a width given twice is an error at its second copy in the command line",
        arguments: [
            (["--widths", "375,375"], 375, 4), (["--widths", "375,768, 768"], 768, 9),
            (["--widths=375,768,375"], 375, "--widths=".count + 8),
        ])
    func repeatedWidth(flags: [String], width: Int, offset: Int) async throws {
        let file = try write(Self.feed)
        let output = try await run(["layout", file.path] + flags)
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        // The value starts after `sitegen layout FILE --widths `; `--widths=` starts where the flag does.
        let column = "sitegen layout \(file.path) ".count + 1 + (flags.count == 2 ? flags[0].count + 1 : 0) + offset
        #expect(
            output.standardError.hasPrefix(
                "<command-line>:1:\(column): error: --widths lists \(width) twice; give each width once\n"
                    + "Usage: sitegen layout <file>"),
            "\(output.standardError)")
    }

    @Test(
        "a path that is not a readable file is an error naming it and saying why",
        arguments: [
            ("/nonexistent/layout.yml", "no such file"), ("/tmp", "it is a folder"),
            ("/dev/zero", "it is not a regular file"),
        ])
    func unreadableFile(_ path: String, reason: String) async throws {
        let output = try await run(["layout", path])
        #expect(output.status == 1)
        #expect(output.standardError == "\(path):1:1: error: cannot read the layout file: \(reason)\n")
    }

    @Test("a broken layout file is reported with its line and column")
    func brokenFile() async throws {
        let file = try write(
            "sections:\n  - name: a\n    group: {horizontal: {size: {width: fractionalWidth(x), height: absolute(1)}, subitems: []}}\n"
        )
        let output = try await run(["layout", file.path])
        #expect(output.status == 1)
        #expect(output.standardError.contains("\(file.path):3:"))
        #expect(output.standardError.contains("error:"))
    }
}
