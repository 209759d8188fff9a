import Foundation

/// Chapters written as timestamp lines under any heading (`### Show Notes`, or none): three or
/// more lines of one section, list items or plain lines, each starting with a time written with a
/// colon (`00:00`, `12:30`, `1:02:03`, in the marks ``ChapterListScanner/stamp(of:)`` reads, a
/// bold `**[00:10](#t=00:10)**` included) or ending with one in brackets (`* Intro [01:22]`), each
/// later than the one before. Lines without a time (a link under a chapter) may stand between
/// them; a heading ends the section. The first such run is the chapters.
///
/// Fewer than three lines are taken for a mention of a moment, not a list of chapters: the body
/// keeps them as they are and they make no chapters (and no warning, since nothing says they were
/// meant as chapters). A time that goes back starts a run of its own.
package enum TimestampRun {
    /// The fewest lines a run needs.
    static let minimumLines = 3

    /// The chapters of the body's first run, or `nil` when it has none. A run with a time at or
    /// past the episode's end (`duration`, in seconds, when it is known) is a schedule or a list
    /// of clock times, not chapters.
    static func chapters(in body: String, duration: Int? = nil) -> [EpisodeChapter]? {
        run(in: body, duration: duration)?.chapters
    }

    /// The body's first run and the heading it is under (`nil` before any heading).
    package static func run(
        in body: String, duration: Int? = nil
    ) -> (chapters: [EpisodeChapter], heading: String?)? {
        // Most bodies have no time at all: a byte search first (a digit, a colon, two digits).
        guard hasTime(body) else { return nil }
        var run: [EpisodeChapter] = []
        var heading: String?
        var runHeading: String?
        var found: [EpisodeChapter]?
        BodyLines.forEach(in: body) { _, _, trimmed in
            if trimmed.isEmpty { return true }
            if trimmed.hasPrefix("#") {
                if run.count >= minimumLines {
                    found = run
                    return false
                }
                run = []
                heading = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                return true
            }
            // A line without a time (a link under a chapter, a remark) leaves the run as it is.
            guard let chapter = chapter(of: trimmed) else { return true }
            if chapter.start > (run.last?.start ?? -1) {
                if run.isEmpty { runHeading = heading }
                run.append(chapter)
                return true
            }
            if run.count >= minimumLines {
                found = run
                return false
            }
            // A time that goes back starts a run of its own.
            run = [chapter]
            runHeading = heading
            return true
        }
        if found == nil, run.count >= minimumLines { found = run }
        return found.flatMap { fits($0, duration) }.map { ($0, runHeading) }
    }

    /// The run, unless a chapter starts at or past the episode's end.
    private static func fits(_ run: [EpisodeChapter], _ duration: Int?) -> [EpisodeChapter]? {
        guard let duration, duration > 0 else { return run }
        return run.allSatisfy { $0.start < Double(duration) } ? run : nil
    }

    /// The chapter a line stands for: a list item or a line whose first word is a time with a
    /// colon, followed by a title.
    static func chapter(of line: Substring) -> EpisodeChapter? {
        let item = ChapterListScanner.listItem(line) ?? line
        let stamp = ChapterListScanner.stamp(of: item)
        if let start = stamp.seconds, stamp.hasColon {
            return ChapterListScanner.chapter(start: start, rest: stamp.rest)
        }
        return trailingChapter(of: item)
    }

    /// A chapter whose time closes its line in brackets (`* Intro [01:22]`, `Intro (1:02:03)`), as
    /// some shows write their notes.
    static func trailingChapter(of item: Substring) -> EpisodeChapter? {
        guard let close = item.last, close == "]" || close == ")",
            let open = item.lastIndex(of: close == "]" ? "[" : "(")
        else { return nil }
        let time = item[item.index(after: open)..<item.index(before: item.endIndex)]
            .trimmingCharacters(in: .whitespaces)
        guard time.contains(":"), let start = MediaTimestamp.seconds(Substring(time)) else { return nil }
        return ChapterListScanner.chapter(start: start, rest: item[..<open])
    }

    /// Whether the text has a digit, a colon and two digits in a row.
    static func hasTime(_ text: String) -> Bool {
        var window: (UInt8, UInt8, UInt8) = (0, 0, 0)
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        for byte in text.utf8 {
            if isDigit(byte) && isDigit(window.2) && window.1 == UInt8(ascii: ":") && isDigit(window.0) { return true }
            window = (window.1, window.2, byte)
        }
        return false
    }
}
