import Foundation
import SitegenContent

/// Chapters written in the Podcasting 2.0 JSON chapters format, as a theme keeps them in front
/// matter (JupiterBroadcasting/jupiterbroadcasting.com's `podcast_chapters: {version, chapters:
/// [{startTime, title, url, img, toc, endTime, location}], author, title, podcastName}`) or as a
/// `chapters.json` file of the source.
extension ImportValue {
    /// What a JSON chapters object became: sitegen's chapters, and what was changed or left out
    /// to carry them (each a phrase for the report).
    struct JSONChapters {
        /// The chapters as `[{start, title, url}]`, each after the one before.
        var chapters: [[String: Any]]
        /// What the import changed or could not carry.
        var notes: [String]
    }

    /// The keys of a chapter sitegen has no place for, with what the report says of each.
    private static let uncarriedChapterKeys = [
        "img": "a chapter's picture (img)", "endtime": "a chapter's endTime (the next chapter's start ends it)",
        "location": "a chapter's location", "toc": "a chapter left out of the table of contents (toc: false)",
    ]

    /// Whether a value is a JSON chapters object whose `chapters` list is empty.
    static func hasNoJSONChapters(_ value: Any?) -> Bool {
        guard let map = lowercasedKeys(value as? [String: Any]), let list = map["chapters"] as? [Any] else {
            return false
        }
        return list.isEmpty
    }

    /// The chapters of a JSON chapters object (a map whose `chapters` is a list), in time order,
    /// a chapter repeated (the same start and title) kept once; `nil` when the value is no such
    /// object, a refusal when a chapter lacks a time or a title or two different ones start at
    /// the same time.
    static func jsonChapters(_ value: Any?) -> Result<JSONChapters, MappingRefusal>? {
        guard let map = lowercasedKeys(value as? [String: Any]), let items = map["chapters"] as? [Any] else {
            return nil
        }
        var read: [(start: Double, title: String, url: String?)] = []
        var notes: Set<String> = []
        for item in items {
            guard let chapter = lowercasedKeys(item as? [String: Any]) else {
                return .failure(MappingRefusal("a chapter that is not a mapping"))
            }
            guard let start = seconds(chapter["starttime"] ?? chapter["start"]), let title = text(chapter["title"])
            else {
                return .failure(MappingRefusal("a chapter without a startTime in seconds or a title"))
            }
            var url: String?
            if let link = text(chapter["url"]) {
                guard case .success(let checked) = WebURLText.normalize(link, allowsQuery: true) else {
                    return .failure(MappingRefusal("a chapter's url '\(link)' is not a web address"))
                }
                url = checked
            }
            for (key, note) in uncarriedChapterKeys where !isEmpty(chapter[key]) {
                // `toc: true` is what every chapter is.
                if key == "toc", flag(chapter[key]) == true { continue }
                notes.insert(note)
            }
            if read.contains(where: { $0.start == start && $0.title == title }) {
                notes.insert("a chapter repeated (the same start and title), kept once")
                continue
            }
            read.append((start, title, url))
        }
        let ordered = read.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        if ordered.map(\.offset) != Array(read.indices) { notes.insert("chapters put in the order of their times") }
        var chapters: [[String: Any]] = []
        for (index, chapter) in ordered.map(\.element).enumerated() {
            if index > 0, ordered[index - 1].element.start == chapter.start {
                return .failure(
                    MappingRefusal(
                        "two different chapters start at the same time; sitegen's chapters each start after the "
                            + "one before: give one of them another time"))
            }
            var written: [String: Any] = ["start": clock(chapter.start), "title": chapter.title]
            if let url = chapter.url { written["url"] = url }
            chapters.append(written)
        }
        return .success(JSONChapters(chapters: chapters, notes: notes.sorted()))
    }

    /// A time in seconds from a number, or a text the build reads as a time.
    private static func seconds(_ value: Any?) -> Double? {
        switch value {
        case let number as Int: return number >= 0 ? Double(number) : nil
        case let number as Double: return number.isFinite && number >= 0 ? number : nil
        default: return text(value).flatMap { MediaTimestamp.seconds($0) }
        }
    }

    /// `1:44`, `1:02:03`, or seconds with their fraction (`104.500`) when there is one.
    private static func clock(_ seconds: Double) -> String {
        seconds == seconds.rounded(.down) ? MediaTimestamp.text(seconds) : MediaTimestamp.fragment(seconds)
    }
}
