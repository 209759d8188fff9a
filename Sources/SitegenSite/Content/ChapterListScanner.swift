import Foundation
import SitegenDiagnostics
import SitegenLayoutFile
import SitegenMarkdown

/// Finds chapters written in an episode's body: a `## Chapters` heading followed by a list of
/// `- 00:00 Title` lines (a title may be a link, `- 12:30 [Title](https://…)`).
enum ChapterListScanner {
    /// The chapters of the first `Chapters` heading's list, or `nil` when the body has none.
    static func chapters(in body: String) -> [EpisodeChapter]? {
        chapters(in: body, path: "", lineOffset: 0).chapters
    }

    /// The chapters of the first `Chapters` heading's list (`nil` when the body has none), and a
    /// warning for each item of the list that is left out: a time that is not one, or a chapter
    /// that does not start after the one before it.
    /// - Parameters:
    ///   - body: The Markdown body.
    ///   - path: The file, for the warnings.
    ///   - lineOffset: The lines of the file before the body.
    static func chapters(
        in body: String, path: String, lineOffset: Int
    ) -> (chapters: [EpisodeChapter]?, warnings: [Diagnostic]) {
        // Most bodies have no such heading: a byte search first, lines only when it may be there.
        guard body.containsBytes("# Chapters") || body.containsBytes("# chapters") || body.containsBytes("# CHAPTERS")
        else { return (nil, []) }
        var warnings: [Diagnostic] = []
        var lineNumber = lineOffset
        var inSection = false
        var inFence = false
        var chapters: [EpisodeChapter] = []
        // Lines by their bytes (splitting Characters was a twentieth of a 10,000-episode build).
        for bytes in body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let raw = Substring(bytes)
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if trimmed.hasPrefix("#") {
                if inSection { break }
                let title = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                let level = trimmed.prefix { $0 == "#" }.count
                inSection = (2...3).contains(level) && title.lowercased() == "chapters"
                continue
            }
            guard inSection else { continue }
            guard let marker = trimmed.first, "-*+".contains(marker), trimmed.dropFirst().first == " " else {
                if !trimmed.isEmpty && !chapters.isEmpty { break }
                continue
            }
            let item = trimmed.dropFirst(2).drop { $0 == " " }
            let stamp = item.prefix { $0 != " " }
            let place = SourcePosition(file: path, line: lineNumber, column: line.count - item.count + 1)
            guard let start = MediaTimestamp.seconds(stamp.trimmingCharacters(in: CharacterSet(charactersIn: "[]()")))
            else {
                warnings.append(
                    .warning(
                        "'\(FrontMatterReader.shortened(String(stamp)))' is not a time (m:ss or h:mm:ss), so this item of the Chapters list is not a chapter",
                        at: place))
                continue
            }
            if let last = chapters.last, start <= last.start {
                warnings.append(
                    .warning(
                        "this chapter starts at \(String(stamp)), not after the chapter before it (\(MediaTimestamp.text(last.start))), so it is left out",
                        at: place))
                continue
            }
            var title = item.dropFirst(stamp.count).drop { $0 == " " || $0 == "–" || $0 == "-" }
                .trimmingCharacters(in: .whitespaces)
            var url: String?
            // A title that is a link: `[Title](https://…)`, maybe followed by more words.
            if title.hasPrefix("["), let close = title.range(of: "]("),
                let end = title[close.upperBound...].firstIndex(of: ")")
            {
                let destination = String(title[close.upperBound..<end])
                if case .success(let normalized) = WebURLText.normalize(destination, allowsQuery: true) {
                    url = normalized
                }
                let rest = title[title.index(after: end)...].trimmingCharacters(in: .whitespaces)
                title =
                    String(title[title.index(after: title.startIndex)..<close.lowerBound])
                    + (rest.isEmpty ? "" : " " + rest)
            }
            // The title as text: `**Bold** &amp; more` is "Bold & more" in chapters.json and on the page.
            title = MarkdownRenderer.plainText(ofInline: title)
            guard !title.isEmpty else { continue }
            chapters.append(EpisodeChapter(start: start, title: title, url: url))
        }
        return (chapters.isEmpty ? nil : chapters, warnings)
    }
}
