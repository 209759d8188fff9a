import ArgumentParser
import Foundation
import SitegenCLI
import SitegenTestSupport
import Testing

/// Every `sitegen …` command line the README and docs/ show in code names commands and options
/// that exist: a renamed flag or command fails here before a reader copies it.
@Suite("every command line in the docs exists")
struct DocsCommandTests {
    /// The README and every page of docs/, relative to the package root.
    static let pages: [String] = {
        let root = PackagePaths.root
        let docs = root.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md"] + found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test("the docs and their command lines are found") func pagesFound() throws {
        #expect(Self.pages.count > 10)
        let lines = try Self.pages.flatMap { page in
            Self.commandLines(
                in: try String(contentsOf: PackagePaths.root.appendingPathComponent(page), encoding: .utf8))
        }
        #expect(lines.count > 40, "\(lines.count) command lines")
        #expect(lines.contains { $0.hasPrefix("sitegen build --") })
    }

    @Test("each command and option a page shows exists", arguments: pages)
    func commandsExist(_ page: String) throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(page), encoding: .utf8)
        // A mistake the page shows on purpose comes with its error: `unknown option '--bogus'`.
        let shownMistakes = Set(
            text.components(separatedBy: "unknown option '").dropFirst().map { String($0.prefix { $0 != "'" }) })
        for line in Self.commandLines(in: text) {
            var command: any ParsableCommand.Type = SitegenCommand.self
            var words = line.split(separator: " ").map(String.init).dropFirst()
            while let word = words.first,
                let sub = command.configuration.subcommands.first(where: { $0.configuration.commandName == word })
            {
                command = sub
                words = words.dropFirst()
            }
            let help = SitegenCommand.helpMessage(for: command, columns: 1000)
            for word in words where word.hasPrefix("-") && word != "-" && word != "--" {
                let option = String(word.prefix { $0 != "=" })
                guard !shownMistakes.contains(option) else { continue }
                #expect(
                    help.contains(option + " ") || help.contains(option + ",") || help.contains(option + "\n"),
                    "\(page): `\(line)`: \(option) is not an option of `\(command.configuration.commandName ?? "")`")
            }
        }
    }

    /// The `sitegen …` command lines in a page's code: fenced blocks and inline code spans, each
    /// cut at a shell separator or comment.
    static func commandLines(in text: String) -> [String] {
        var fragments: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence {
                fragments.append(String(line))
            } else {
                fragments += line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            }
        }
        var lines: [String] = []
        for fragment in fragments {
            for piece in fragment.components(separatedBy: "&&").flatMap({ $0.components(separatedBy: ";") }) {
                let command = piece.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
                let trimmed = command.trimmingCharacters(in: .whitespaces)
                    .replacingOccurrences(of: "$ ", with: "")
                guard trimmed.hasPrefix("sitegen ") || trimmed == "sitegen" else { continue }
                lines.append(trimmed)
            }
        }
        return lines
    }
}
