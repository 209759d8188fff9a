import Foundation
import SitegenDiagnostics
import SitegenFormats
import SitegenMarkdown

/// Finds chapters written in an episode's body: a `## Chapters` (or `## Timestamps`) heading
/// followed by a list of `- 00:00 Title` lines (a title may be a link, `- 12:30 [Title](https://…)`),
/// or by lines that start with a time, as show notes copied from a video's description have them
/// (`00:00 Intro`, `[12:30] Title`, `(1:02:03) – Title`, `**12:30** Title`). A body without
/// such a heading may still have its chapters under another one (``TimestampRun``).
enum ChapterListScanner {
    /// The headings (any case, a colon after them allowed) whose list is the chapters.
    static let headings: Set<String> = ["chapters", "timestamps", "time stamps"]

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
    ///   - duration: The episode's length in seconds, if known (for ``TimestampRun``).
    static func chapters(
        in body: String, path: String, lineOffset: Int, duration: Int? = nil
    ) -> (chapters: [EpisodeChapter]?, warnings: [Diagnostic]) {
        // Most bodies have no such heading: a byte search first, lines only when it may be there.
        guard
            ["hapters", "HAPTERS", "imestamps", "IMESTAMPS", "ime stamps", "IME STAMPS"].contains(
                where: body.containsBytes)
        else { return (TimestampRun.chapters(in: body, duration: duration), []) }
        var warnings: [Diagnostic] = []
        var inSection = false
        var sectionLevel = 0
        var chapters: [EpisodeChapter] = []
        // The chapter being read: its title may go on over the next lines.
        var pending: (start: Double, rest: String, isListItem: Bool)?
        func finish() {
            if let (start, rest, _) = pending, let chapter = Self.chapter(start: start, rest: Substring(rest)) {
                chapters.append(chapter)
            }
            pending = nil
        }
        BodyLines.forEach(in: body) { number, line, trimmed in
            var heading: Substring?
            if trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                // Inside the section, a deeper heading before its first chapter groups them
                // (Rustacean Station's `#### Welcome`), and one that starts with a time is one
                // (`#### [@02:57] Updates`); another deeper heading starts a section of its own.
                if inSection && level > sectionLevel && (chapters.isEmpty || Self.startsWithTime(trimmed)) {
                    heading = trimmed.drop { $0 == "#" }.drop { $0 == " " }
                } else {
                    if inSection { return false }
                    var title = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                    if title.hasSuffix(":") { title.removeLast() }
                    inSection = (2...4).contains(level) && Self.headings.contains(title.lowercased())
                    sectionLevel = level
                    return true
                }
            }
            guard inSection else { return true }
            // A line under a chapter's list item that is no item of its own: its wrapped title goes on
            // (`- [@10:15] [Kani Rust Verifier⏎  Project](https://…)`); an indented list of
            // links (and its lines) is its detail.
            if heading == nil, pending != nil || !chapters.isEmpty, !trimmed.isEmpty {
                let isItem = Self.listItem(trimmed) != nil
                let stamp = Self.stamp(of: trimmed)
                if pending?.isListItem == true, !isItem, stamp.seconds == nil || !stamp.hasColon {
                    pending?.rest += " " + trimmed
                    return true
                }
                if line.first == " " || line.first == "\t" {
                    finish()
                    return true
                }
            }
            finish()
            let item: Substring
            if let heading {
                guard case let first = Self.stamp(of: heading), first.seconds != nil, first.hasColon else {
                    return true
                }
                item = heading
            } else if let listed = Self.listItem(trimmed) {
                item = listed
            } else if case let first = Self.stamp(of: trimmed), first.seconds != nil, first.hasColon {
                // A line that starts with a time (with a colon: `2024 was…` is no chapter).
                item = trimmed
            } else {
                return trimmed.isEmpty || chapters.isEmpty
            }
            let found = Self.stamp(of: item)
            let stamp = found.written
            let place = SourcePosition(
                file: path, line: lineOffset + number, column: line.utf8.count - item.utf8.count + 1)
            guard let start = found.seconds else {
                warnings.append(
                    .warning(
                        "'\(FrontMatterReader.shortened(String(stamp)))' is not a time (m:ss or h:mm:ss), so this item of the Chapters list is not a chapter",
                        at: place))
                return true
            }
            if let last = chapters.last, start <= last.start {
                warnings.append(
                    .warning(
                        "this chapter starts at \(String(stamp)), not after the chapter before it (\(MediaTimestamp.text(last.start))), so it is left out",
                        at: place))
                return true
            }
            pending = (start, String(found.rest), heading == nil && item.startIndex != trimmed.startIndex)
            return true
        }
        finish()
        if chapters.isEmpty && warnings.isEmpty { return (TimestampRun.chapters(in: body, duration: duration), []) }
        return (chapters.isEmpty ? nil : chapters, warnings)
    }

    /// A chapter from its start and the text after its time: a title, maybe a link
    /// (`[Title](https://…)`, maybe followed by more words); `nil` for no title.
    static func chapter(start: Double, rest: Substring) -> EpisodeChapter? {
        var title = rest.drop { " –—-|:".contains($0) }.trimmingCharacters(in: .whitespaces)
        var url: String?
        if title.hasPrefix("["), let close = title.range(of: "]("),
            let end = title[close.upperBound...].firstIndex(of: ")")
        {
            let destination = String(title[close.upperBound..<end])
            if case .success(let normalized) = WebURLText.normalize(destination, allowsQuery: true) {
                url = normalized
            }
            let rest = title[title.index(after: end)...].trimmingCharacters(in: .whitespaces)
            // `[Panda CSS](https://…).`: a full stop after the link closes the title, no space before it.
            let joiner = rest.first.map { $0.isPunctuation ? "" : " " } ?? ""
            title = String(title[title.index(after: title.startIndex)..<close.lowerBound]) + joiner + rest
        }
        // The title as text: `**Bold** &amp; more` is "Bold & more" in chapters.json and on the page.
        title = MarkdownRenderer.plainText(ofInline: title)
        return title.isEmpty ? nil : EpisodeChapter(start: start, title: title, url: url)
    }

    /// Whether a heading's text starts with a time written with a colon.
    static func startsWithTime(_ heading: Substring) -> Bool {
        let stamp = stamp(of: heading.drop { $0 == "#" }.drop { $0 == " " })
        return stamp.seconds != nil && stamp.hasColon
    }

    /// A list item's text (`- 00:00 Intro`, `1. 00:00 Intro`, `2) …`), or `nil` for a line that
    /// is no list item.
    static func listItem(_ line: Substring) -> Substring? {
        if let marker = line.first, "-*+".contains(marker), line.dropFirst().first == " " {
            return line.dropFirst(2).drop { $0 == " " }
        }
        return orderedItem(line)
    }

    /// An ordered list item's text (`1. 00:00 Intro`, `2) …`), or `nil`.
    private static func orderedItem(_ line: Substring) -> Substring? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let rest = line.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else { return nil }
        return rest.dropFirst(2).drop { $0 == " " }
    }

    /// An item's first word: the time it stands for and the text after it.
    struct Stamp {
        /// The word as written (for messages).
        var written: Substring
        /// The time in seconds, if the word is one.
        var seconds: Double?
        /// Whether the time is written with a colon (`12:30`, not `90`).
        var hasColon: Bool
        /// The text after the word.
        var rest: Substring
    }

    /// An item's first word, without the marks show notes put around a time (`[12:30]`,
    /// `[@12:30]`, `(12:30)`, `**12:30**`, `` `12:30` ``, `12:30:`, or a link `[12:30](https://youtu.be/…)`,
    /// maybe in bold,
    /// whose address is the video's, not the chapter's), and the text after it.
    static func stamp(of item: Substring) -> Stamp {
        // A link, maybe in bold (`**[00:10](#t=00:10)** Welcome`, as Syntax writes its notes).
        let emphasis = item.prefix { $0 == "*" || $0 == "_" }
        let link = item.dropFirst(emphasis.count)
        if link.hasPrefix("["), let close = link.range(of: "]("),
            let end = link[close.upperBound...].firstIndex(of: ")"),
            !link[link.index(after: link.startIndex)..<close.lowerBound].contains(" ")
        {
            let time = link[link.index(after: link.startIndex)..<close.lowerBound]
            let after = link[link.index(after: end)...]
            let rest = after.hasPrefix(emphasis) ? after.dropFirst(emphasis.count) : after
            return Stamp(
                written: item[..<rest.startIndex], seconds: MediaTimestamp.seconds(time),
                hasColon: time.contains(":"), rest: rest)
        }
        let word = item.prefix { $0 != " " }
        // `[@00:59]`: Rustacean Station marks its times with `@`.
        var time = Substring(word.trimmingCharacters(in: CharacterSet(charactersIn: "[]()*`@")))
        if time.hasSuffix(":") || time.hasSuffix(",") { time = time.dropLast() }
        return Stamp(
            written: word, seconds: MediaTimestamp.seconds(time), hasColon: time.contains(":"),
            rest: item.dropFirst(word.count))
    }
}
