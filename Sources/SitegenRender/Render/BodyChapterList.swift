import Foundation
import SitegenContent
import SitegenFormats
import SitegenMarkdown

/// An episode body's own `## Chapters` list, which the episode page leaves out when it shows the
/// same chapters in its chapters box: sitegen read the chapters from it (`ChapterListScanner`),
/// or the front matter's `chapters` repeat it. The feed's show notes keep it.
///
/// The list is found in the body's HTML as the scanner finds it in the Markdown: the first
/// `Chapters` (or `Timestamps`) heading of level 2 to 4, then its section's lists and lines that
/// start with a time. It is left out only when its times are the chapters' times, one for one;
/// paragraphs between the heading and the list go with it, text after the list stays.
enum BodyChapterList {
    /// The headings (any case, a colon after them allowed) whose list may be the chapters.
    static let headings: Set<String> = ["chapters", "timestamps", "time stamps"]

    /// The body without the heading and list the chapters came from, and the heading's `id`
    /// (for the Contents); `nil` when the body has no such list or its times are not the chapters'.
    static func removing(
        from html: String, headings: [MarkdownHeading], chapters: [EpisodeChapter]
    ) -> (html: String, headingID: String)? {
        guard !chapters.isEmpty,
            let heading = headings.first(where: { (2...4).contains($0.level) && isChapterHeading($0.text) }),
            let start = startTag(of: heading, in: html),
            let headingEnd = html.byteRange(of: "</h\(heading.level)>", from: start)?.upperBound
        else { return nil }
        var cursor = headingEnd
        var removedEnd: String.Index?
        var times: [Double] = []
        while case let blockStart = html[cursor...].firstIndex(where: { !$0.isWhitespace }) ?? html.endIndex,
            blockStart < html.endIndex, html[blockStart] == "<",
            let name = tagName(at: blockStart, in: html), !isHeading(name),
            let blockEnd = endOfElement(name, at: blockStart, in: html)
        {
            let block = html[blockStart..<blockEnd]
            if let found = chapterTimes(of: block, tag: name, after: times.last) {
                times += found
                removedEnd = blockEnd
            } else if removedEnd != nil || name != "p" {
                // Text after the list, or something that is neither a list nor a paragraph.
                break
            }
            cursor = blockEnd
        }
        guard let removedEnd, times == chapters.map(\.start) else { return nil }
        let after = html[removedEnd...].prefix { $0 == "\n" }.endIndex
        return (String(html[..<start]) + html[after...], heading.id)
    }

    /// Whether a heading's text names a chapter list.
    static func isChapterHeading(_ text: String) -> Bool {
        // Most headings are none: the byte search spares them Foundation's trimming.
        let lowercased = text.lowercased()
        guard lowercased.containsBytes("chapters") || lowercased.containsBytes("stamps") else { return false }
        var title = lowercased.trimmingCharacters(in: .whitespaces)
        if title.hasSuffix(":") { title.removeLast() }
        return headings.contains(title.trimmingCharacters(in: .whitespaces))
    }

    /// Where the heading's start tag (`<h2 id="chapters">`) begins in the HTML.
    private static func startTag(of heading: MarkdownHeading, in html: String) -> String.Index? {
        var from = html.startIndex
        while let found = html.byteRange(of: " id=\"\(heading.id)\"", from: from) {
            let before = html.utf8[..<found.lowerBound]
            if let open = before.lastIndex(of: UInt8(ascii: "<")),
                html.utf8[open...].starts(with: "<h\(heading.level)".utf8),
                !before[open...].contains(UInt8(ascii: ">"))
            {
                return open
            }
            from = found.upperBound
        }
        return nil
    }

    /// The name of the element whose start tag is at `index` (`ul`, `p`), lowercased.
    private static func tagName(at index: String.Index, in html: String) -> String? {
        let name = html[html.index(after: index)...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return name.isEmpty ? nil : name.lowercased()
    }

    private static func isHeading(_ name: String) -> Bool {
        name.count == 2 && name.hasPrefix("h") && "123456".contains(name.suffix(1))
    }

    /// The end of the element that starts at `index`, past its end tag (the same elements inside
    /// it counted); `nil` without one.
    private static func endOfElement(_ name: String, at index: String.Index, in html: String) -> String.Index? {
        var depth = 0
        var cursor = index
        while let tag = html[cursor...].firstIndex(of: "<").map({ $0..<html.index(after: $0) }) {
            let rest = html[tag.upperBound...]
            let closing = rest.hasPrefix("/")
            let word = (closing ? rest.dropFirst() : rest).prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard let close = rest.firstIndex(of: ">") else { return nil }
            if word.lowercased() == name {
                depth += closing ? -1 : 1
                if depth == 0 { return html.index(after: close) }
            }
            cursor = html.index(after: close)
        }
        return nil
    }

    /// The chapters' times in a list (each item) or a paragraph (each line after any that do not
    /// start with a time) as the scanner reads them: an item whose first word is no time, that
    /// starts no later than the one before it or has no title, is no chapter. `nil` for a block
    /// that is no chapter list.
    private static func chapterTimes(of block: Substring, tag: String, after last: Double?) -> [Double]? {
        var lines: [Substring]
        var needsColon = false
        switch tag {
        case "ul", "ol":
            lines = items(of: block).map { item in plainText(item.drop { $0 != ">" }.dropFirst()) }
        case "p":
            lines = plainText(block).split(separator: "\n").map { $0.drop { $0 == " " } }
            lines = Array(lines.drop { !isTime(stamp(of: $0)) })
            needsColon = true
        default: return nil
        }
        var times: [Double] = []
        var previous = last
        for line in lines where !line.allSatisfy(\.isWhitespace) {
            let found = stamp(of: line)
            if needsColon && !isTime(found) { return nil }
            guard let seconds = found.seconds, previous.map({ seconds > $0 }) ?? true,
                found.rest.contains(where: { !" –—-|:".contains($0) && !$0.isWhitespace })
            else { continue }
            times.append(seconds)
            previous = seconds
        }
        return times.isEmpty ? nil : times
    }

    /// The marks around a time that are not part of it (`[12:30]`, `**12:30**`, `` `12:30` ``).
    private static let marks: Set<Character> = ["[", "]", "(", ")", "*", "`"]

    /// An item's first word as a time (its marks, `[12:30]`, `**12:30**`, `12:30:`, dropped),
    /// and the text after it.
    private static func stamp(of line: Substring) -> (word: Substring, seconds: Double?, rest: Substring) {
        let line = line.drop { $0 == " " }
        let word = line.prefix { $0 != " " }
        var time = word.drop { marks.contains($0) }
        while let last = time.last, marks.contains(last) { time = time.dropLast() }
        if time.hasSuffix(":") || time.hasSuffix(",") { time = time.dropLast() }
        return (time, MediaTimestamp.seconds(time), line.dropFirst(word.count))
    }

    /// Whether a line's first word is a time written with a colon (`2024 was…` is no chapter).
    private static func isTime(_ stamp: (word: Substring, seconds: Double?, rest: Substring)) -> Bool {
        stamp.seconds != nil && stamp.word.contains(":")
    }

    /// The parts of a list after each `<li` (each item's attributes, text and what follows it).
    private static func items(of list: Substring) -> [Substring] {
        let marker: [UInt8] = Array("<li".utf8)
        var text = list
        let starts = text.withUTF8 { bytes in
            marker.withUnsafeBufferPointer { marker in
                var starts: [Int] = []
                while let found = ByteSearch.first(marker, in: bytes, from: starts.last.map { $0 + marker.count } ?? 0)
                {
                    starts.append(found)
                }
                return starts
            }
        }
        let index = { (offset: Int) in list.utf8.index(list.startIndex, offsetBy: offset) }
        return starts.indices.map { number in
            let end = number + 1 < starts.count ? index(starts[number + 1]) : list.endIndex
            return list[index(starts[number] + marker.count)..<end]
        }
    }

    /// The text of some HTML, its tags dropped (entities stay: a time has none). Tags start and
    /// end at ASCII bytes, so the text is cut between whole characters.
    private static func plainText(_ html: Substring) -> Substring {
        var text: [UInt8] = []
        text.reserveCapacity(html.utf8.count)
        var inTag = false
        for byte in html.utf8 {
            if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if !inTag {
                text.append(byte)
            }
        }
        return Substring(String(decoding: text, as: UTF8.self))
    }
}
