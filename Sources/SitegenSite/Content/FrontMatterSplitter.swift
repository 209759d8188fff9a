import Foundation

/// A Markdown file split into its YAML front matter and its body.
struct SplitDocument: Sendable, Hashable {
    /// The YAML between the `---` lines, or `nil` when the file has no front matter.
    var yaml: String?
    /// The 1-based line of the file where the YAML starts (the line after the opening `---`).
    var yamlLine: Int
    /// The Markdown body.
    var body: String
    /// How many lines of the file come before the body.
    var bodyLineOffset: Int
}

/// Splits a file into front matter and body: a first line `---`, YAML, a line `---` (or `...`).
/// A byte-order mark and CRLF line endings are accepted.
enum FrontMatterSplitter {
    /// The outcome: the parts, or the line where the front matter opened without closing.
    enum Outcome: Sendable, Hashable {
        case split(SplitDocument)
        case unclosed(line: Int)
    }

    static func split(_ original: String) -> Outcome {
        var text = original
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if text.contains("\r") {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpaces == "---" else {
            return .split(SplitDocument(yaml: nil, yamlLine: 1, body: text, bodyLineOffset: 0))
        }
        lines.removeFirst()
        guard let end = lines.firstIndex(where: { $0.trimmingTrailingSpaces == "---" || $0.trimmingTrailingSpaces == "..." }) else {
            return .unclosed(line: 1)
        }
        let yaml = lines[..<end].joined(separator: "\n")
        let body = lines[(end + 1)...].joined(separator: "\n")
        return .split(SplitDocument(yaml: yaml, yamlLine: 2, body: body, bodyLineOffset: end + 2))
    }
}

extension Substring {
    /// The text without trailing spaces and tabs.
    var trimmingTrailingSpaces: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
