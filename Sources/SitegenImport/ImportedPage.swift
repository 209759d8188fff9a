import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFormats

/// A Markdown file of another generator read for import: its front matter as values (whatever
/// language it was in) and its body exactly as written.
struct ImportedPage {
    /// The path relative to the source site.
    var path: String
    /// The front matter (keys as written).
    var fields: [String: Any]
    /// The body, untouched.
    var body: String
    /// Whether a key was written twice in the front matter (the last was kept, as Jekyll does).
    var hadRepeatedKeys = false
    /// Whether the file opens with front matter (Jekyll copies a collection's file without any
    /// as a static file).
    var hasFrontMatter = true

    /// Why a file's front matter cannot be read, and where: a line and column of the file.
    struct Problem: Error {
        var message: String
        var position: SourcePosition
    }

    /// Reads a file; the problem, at its place in the file, when its front matter cannot be read.
    static func read(_ text: String, path: String) -> Result<ImportedPage, Problem> {
        switch FrontMatterSplitter.split(text) {
        case .unclosed:
            return .failure(Problem(message: "its front matter is never closed", position: .start(of: path)))
        case .split(let document):
            guard var yaml = document.yaml else {
                return .success(ImportedPage(path: path, fields: [:], body: text, hasFrontMatter: false))
            }
            // TOML is converted; JSON is read as JSON (its mistakes are JSON's, its surrogate
            // pairs valid). A mistake's line and column are within the front matter.
            func problem(_ message: String, line: Int, column: Int) -> Problem {
                Problem(
                    message: message,
                    position: SourcePosition(
                        file: path, line: document.yamlLine + max(line, 1) - 1, column: max(column, 1)))
            }
            let converted: Result<String, Problem>
            switch document.format {
            case .toml:
                converted = TOMLFrontMatter.yaml(from: yaml).mapError {
                    problem("invalid TOML: \($0.message)", line: $0.line, column: $0.column)
                }
            case .json:
                converted = JSONFrontMatter.yaml(from: yaml).mapError {
                    problem("invalid JSON: \($0.message)", line: $0.line, column: $0.column)
                }
            case .yaml:
                converted = .success(yaml)
            }
            switch converted {
            case .success(let text): yaml = text
            case .failure(let problem): return .failure(problem)
            }
            // Blank lines before the front matter, so that YAML's marks are the file's lines.
            yaml = String(repeating: "\n", count: max(document.yamlLine - 1, 0)) + yaml
            do {
                let value = try ImportYAMLLoader.load(yaml: yaml, subject: "its front matter")
                return .success(ImportedPage(path: path, fields: Self.stringKeyed(value), body: document.body))
            } catch {
                // Ruby's YAML (Jekyll's) takes a key written twice, keeping the last; so does the import.
                let unique = Self.lastOfRepeatedKeys(yaml)
                if !(error is ImportYAMLLoader.Refusal), unique != yaml,
                    let value = try? ImportYAMLLoader.load(yaml: unique, subject: "its front matter")
                {
                    var page = ImportedPage(path: path, fields: Self.stringKeyed(value), body: document.body)
                    page.hadRepeatedKeys = true
                    return .success(page)
                }
                var reader = FrontMatterReader(path: path, yaml: yaml, firstLine: 1)
                if let refusal = error as? ImportYAMLLoader.Refusal {
                    return .failure(
                        Problem(
                            message: refusal.message,
                            position: reader.position(line: refusal.line, scalarColumn: refusal.column)))
                }
                reader.report(yamlError: error)
                let diagnostic = reader.diagnostics.first
                return .failure(
                    Problem(
                        message: diagnostic?.message ?? "invalid front matter: \(error)",
                        position: diagnostic?.position ?? .start(of: path)))
            }
        }
    }

    /// YAML with each top-level key that is written more than once kept only where it is last
    /// (with the lines that belong to it: indented ones and list items).
    static func lastOfRepeatedKeys(_ yaml: String) -> String {
        var blocks: [(key: String?, lines: [Substring])] = []
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            let isKey = (line.first.map { !$0.isWhitespace && $0 != "-" && $0 != "#" } ?? false) && line.contains(":")
            if isKey || blocks.isEmpty {
                blocks.append((isKey ? String(line.prefix { $0 != ":" }) : nil, [line]))
            } else {
                blocks[blocks.count - 1].lines.append(line)
            }
        }
        var last: [String: Int] = [:]
        for (index, block) in blocks.enumerated() { if let key = block.key { last[key] = index } }
        return blocks.enumerated().filter { index, block in block.key.map { last[$0] == index } ?? true }
            .flatMap(\.element.lines).joined(separator: "\n")
    }

    /// A YAML mapping with its keys as text (`1: x` has a number for a key).
    static func stringKeyed(_ value: Any?) -> [String: Any] {
        if let map = value as? [String: Any] { return map }
        guard let map = value as? [AnyHashable: Any] else { return [:] }
        return Dictionary(map.map { ("\($0.key.base)", $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
