import Foundation
import SitegenDiagnostics
import SitegenFormats
import SitegenMarkdown
import Yams

/// Where the links of a front-matter `summary:` are written in the file, so that they are
/// checked, and reported, as a body's links are.
///
/// A link is placed exactly, at the line and UTF-8 column of its `[` (or `!`) inside the YAML
/// value, when its text from there to the end of its destination (or, for a link by reference,
/// to the end of its line in the summary) is written in the value as the summary reads it: a
/// plain scalar, a literal block (`|`), a quoted scalar without escapes in the link, a TOML or
/// JSON string likewise. When it is not (an escape, `''` or a line fold inside the link), the
/// link is placed at the value's start: the position of the `summary:` value itself.
enum SummaryLinkPlace {
    /// The summary's links with their lines and columns in the file.
    /// - Parameters:
    ///   - links: The links as the summary's rendering placed them (lines and columns in `summary`).
    ///   - summary: The summary text that was rendered.
    ///   - entry: The `summary:` (or `description:`) entry of the front matter.
    ///   - mapping: The front matter's top-level mapping (the next key bounds the search).
    ///   - reader: The front matter's reader (positions of nodes in the file).
    ///   - file: The file's text as read (its lines are the positions' lines).
    /// - Returns: The links, each at its place in the file, else at the value's start.
    static func place(
        _ links: [MarkdownLink], summary: String, entry: YAMLEntry, mapping: YAMLMapping,
        reader: FrontMatterReader, file: String
    ) -> [MarkdownLink] {
        guard !links.isEmpty else { return [] }
        let start = reader.position(of: entry.value)
        let keyLine = reader.position(of: entry.key).line
        let nextKey = (mapping.entries + mapping.unknown).map { reader.position(of: $0.key).line }
            .filter { $0 > keyLine }.min()
        // Lines end at LF, CRLF or CR, as the front matter's reader counts them.
        let lineFeeds =
            file.utf8.contains(13)
            ? file.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : file
        let fileLines = lineFeeds.utf8.split(separator: 10, omittingEmptySubsequences: false)
        let lastLine = min(fileLines.count, (nextKey ?? fileLines.count + 1) - 1)
        let summaryLines = summary.utf8.split(separator: 10, omittingEmptySubsequences: false)
        var after = (line: start.line, offset: 0)
        return links.map { link in
            var placed = link
            placed.line = start.line
            placed.column = start.column
            guard let needle = Self.needle(of: link, in: summaryLines) else { return placed }
            var line = after.line
            var offset = after.offset
            while line <= lastLine, line >= 1 {
                let text = Array(fileLines[line - 1])
                if let found = Self.firstIndex(of: needle, in: text, from: offset) {
                    placed.line = line
                    placed.column = found + 1
                    after = (line, found + 1)
                    return placed
                }
                line += 1
                offset = 0
            }
            return placed
        }
    }

    /// The bytes a link is written with in the summary: from its first byte to the end of its
    /// destination when that is on its line, else to the end of its line.
    private static func needle(of link: MarkdownLink, in lines: [Substring.UTF8View]) -> [UInt8]? {
        guard link.line >= 1, link.line <= lines.count else { return nil }
        let line = Array(lines[link.line - 1])
        guard link.column >= 1, link.column <= line.count else { return nil }
        let rest = Array(line[(link.column - 1)...])
        let closing = Array("](\(link.destination)".utf8)
        if !link.destination.isEmpty, let end = firstIndex(of: closing, in: rest, from: 0) {
            return Array(rest[..<(end + closing.count)])
        }
        return rest
    }

    /// The first 0-based offset from `start` on where `needle` is in `text`.
    private static func firstIndex(of needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        var offset = max(start, 0)
        while offset + needle.count <= text.count {
            if text[offset] == needle[0], text[offset..<(offset + needle.count)].elementsEqual(needle) {
                return offset
            }
            offset += 1
        }
        return nil
    }
}
