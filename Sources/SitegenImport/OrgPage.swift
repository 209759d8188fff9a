import Foundation

/// A Hugo content file written in Org mode (EmacsTalk/emacstalk.github.io's
/// `content/podcast/005.org`) read as a Markdown page: its keywords (`#+TITLE:`, `#+DATE:`,
/// `#+PODCAST_MP3:`) are its front matter, as Hugo reads them, and its body is turned into
/// Markdown where Org writes otherwise (headings, links, blocks, verbatim).
enum OrgPage {
    /// The page of an Org file's text.
    static func read(_ text: String, path: String) -> ImportedPage {
        var fields: [String: Any] = [:]
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        // The keywords before the body (blank lines and `# ` comments among them).
        while let line = lines.first {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed == "#" || trimmed.hasPrefix("# ") {
                lines.removeFirst()
                continue
            }
            guard let (key, value) = keyword(trimmed) else { break }
            lines.removeFirst()
            if key.hasSuffix("[]") {
                fields[String(key.dropLast(2))] = value.split(separator: " ").map(String.init)
            } else if ["true", "false"].contains(value.lowercased()) {
                fields[key] = value.lowercased() == "true"
            } else {
                fields[key] = value
            }
        }
        return ImportedPage(path: path, fields: fields, body: markdown(lines))
    }

    /// A keyword line's key (lowercased, as Hugo's params are) and value: `#+TITLE: A` → (`title`, `A`).
    private static func keyword(_ line: String) -> (String, String)? {
        guard line.hasPrefix("#+"), let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[line.index(line.startIndex, offsetBy: 2)..<colon].lowercased()
        guard !key.isEmpty, !key.hasPrefix("begin_"), !key.contains(" ") else { return nil }
        return (key, line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// Org's markup turned into Markdown's: `* A` headings, `[[url][text]]` links, `#+BEGIN_SRC`
    /// and `#+BEGIN_EXAMPLE` blocks (fenced), `#+BEGIN_QUOTE` blocks (quoted), `=verbatim=` and
    /// `~code~` (code). Lists and paragraphs are the same in both.
    static func markdown<S: StringProtocol>(_ lines: [S]) -> String {
        var output: [String] = []
        var block: String?
        for line in lines.map({ String($0) }) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let lower = trimmed.lowercased()
            if let open = block {
                if lower.hasPrefix("#+end_") {
                    if open != "quote" { output.append("```") }
                    block = nil
                } else {
                    output.append(open == "quote" ? "> " + inline(trimmed) : line)
                }
                continue
            }
            if lower.hasPrefix("#+begin_") {
                let words = trimmed.dropFirst(8).split(separator: " ")
                let kind = words.first.map { $0.lowercased() } ?? ""
                block = kind
                if kind != "quote" {
                    output.append("```" + (kind == "src" ? words.dropFirst().first.map(String.init) ?? "" : ""))
                }
                continue
            }
            let stars = line.prefix { $0 == "*" }
            if !stars.isEmpty, line.dropFirst(stars.count).first == " " {
                output.append(
                    String(repeating: "#", count: min(stars.count, 6)) + " "
                        + inline(String(line.dropFirst(stars.count + 1))))
                continue
            }
            output.append(inline(line))
        }
        if let open = block, open != "quote" { output.append("```") }
        return output.joined(separator: "\n")
    }

    /// A line's links and verbatim turned into Markdown's.
    private static func inline(_ line: String) -> String {
        var text = line
        text = text.replacingOccurrences(
            of: #"\[\[([^\[\]]+)\]\[([^\[\]]+)\]\]"#, with: "[$2]($1)", options: .regularExpression)
        text = text.replacingOccurrences(
            of: #"\[\[([a-zA-Z][a-zA-Z0-9+.-]*://[^\[\]]+)\]\]"#, with: "<$1>", options: .regularExpression)
        text = text.replacingOccurrences(of: #"\[\[([^\[\]]+)\]\]"#, with: "[$1]($1)", options: .regularExpression)
        return text.replacingOccurrences(
            of: #"(^|[\s(])[=~]([^\s=~`](?:[^=~`\n]*[^\s=~`])?)[=~](?=$|[\s.,;:!?)])"#, with: "$1`$2`",
            options: .regularExpression)
    }
}
