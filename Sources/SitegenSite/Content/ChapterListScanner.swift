import Foundation

/// Finds chapters written in an episode's body: a `## Chapters` heading followed by a list of
/// `- 00:00 Title` lines (a title may be a link, `- 12:30 [Title](https://…)`).
enum ChapterListScanner {
    /// The chapters of the first `Chapters` heading's list, or `nil` when the body has none.
    static func chapters(in body: String) -> [EpisodeChapter]? {
        // Most bodies have no such heading: a byte search first, lines only when it may be there.
        guard body.containsBytes("# Chapters") || body.containsBytes("# chapters") || body.containsBytes("# CHAPTERS")
        else { return nil }
        var inSection = false
        var inFence = false
        var chapters: [EpisodeChapter] = []
        // Lines by their bytes (splitting Characters was a twentieth of a 10,000-episode build).
        for bytes in body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
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
            guard let start = MediaTimestamp.seconds(stamp.trimmingCharacters(in: CharacterSet(charactersIn: "[]()"))),
                chapters.last.map({ start > $0.start }) ?? true
            else { continue }
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
            guard !title.isEmpty else { continue }
            chapters.append(EpisodeChapter(start: start, title: title, url: url))
        }
        return chapters.isEmpty ? nil : chapters
    }
}
