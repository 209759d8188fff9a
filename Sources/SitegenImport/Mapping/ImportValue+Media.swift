import Foundation
import SitegenContent

/// Chapters and transcripts as the build reads them.
extension ImportValue {
    /// Chapters as `[{start, title, url}]`, from maps (`start`/`time`, `title`, `url`/`href`) or
    /// texts such as `'00:00:00.000 Intro.'`; `nil` unless every chapter is a time and a title,
    /// each after the one before.
    static func chapters(_ value: Any?) -> [[String: Any]]? {
        guard let items = value as? [Any], !items.isEmpty else { return nil }
        var chapters: [[String: Any]] = []
        var last = -1.0
        for item in items {
            var start: String?
            var title: String?
            var url: String?
            if let line = item as? String {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let time = trimmed.prefix { !$0.isWhitespace }
                start = String(time)
                title = text(String(trimmed.dropFirst(time.count)))
            } else if let map = lowercasedKeys(item as? [String: Any]) {
                start = text(map["start"] ?? map["time"] ?? map["starttime"])
                title = text(map["title"] ?? map["name"] ?? map["topic"])
                url = text(map["url"] ?? map["href"] ?? map["link"])
            }
            // A time past 59 minutes or seconds is counted on (`00:61:30.000` is `1:01:30.000`).
            if let written = start, MediaTimestamp.seconds(written) == nil { start = overflowingClock(written) }
            guard let start, let seconds = MediaTimestamp.seconds(start), seconds > last, let title else { return nil }
            last = seconds
            var chapter: [String: Any] = ["start": start, "title": title]
            if let url {
                guard case .success(let checked) = WebURLText.normalize(url, allowsQuery: true) else { return nil }
                chapter["url"] = checked
            }
            chapters.append(chapter)
        }
        return chapters
    }

    /// A map with its keys lowercased (the first of keys that differ only in case wins).
    static func lowercasedKeys(_ map: [String: Any]?) -> [String: Any]? {
        guard let map else { return nil }
        var result: [String: Any] = [:]
        for key in map.keys.sorted() where result[key.lowercased()] == nil { result[key.lowercased()] = map[key] }
        return result
    }

    /// A path inside the imported `Content/` a value names (a leading `/` dropped), when that file
    /// exists there.
    static func contentFile(_ value: Any?, in context: ImportContext) -> String? {
        guard let text = text(value) else { return nil }
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            // A URL of the site itself names one of its files.
            guard let path = context.sitePath(ofURL: text) else { return nil }
            return context.resolve(path)
        }
        return context.resolve(text)
    }
}
