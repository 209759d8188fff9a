public import Foundation
import SitegenContent
public import SitegenDiagnostics
public import SitegenFileSystem

/// `sitegen add`: a new episode's Markdown file in `Content/episodes/`, named as the show names
/// its files (the next number, zero-padded like the others, then the slug of the title), dated,
/// a draft until its author says otherwise, with the media fields ready to fill in.
public enum NewEpisode {
    /// What to add.
    public struct Request: Sendable {
        /// The episode's title.
        public var title: String
        /// The date, `YYYY-MM-DD`.
        public var date: String
        /// The collection's slug (a file of `Content/collections/`), when given.
        public var collection: String?
        /// Whether it starts as a draft.
        public var draft: Bool

        /// Creates a request.
        public init(title: String, date: String, collection: String? = nil, draft: Bool = true) {
            self.title = title
            self.date = date
            self.collection = collection
            self.draft = draft
        }
    }

    /// Writes the episode into the site at `site`; its path relative to the site, or the problem
    /// (at `problemPosition`: where the command line gives what is wrong).
    public static func write(
        _ request: Request, site: URL, fileSystem: FileSystem = .disk,
        problemPosition: (String) -> SourcePosition = { .start(of: $0) }
    ) -> Result<String, Diagnostic> {
        let content = site.appendingPathComponent("Content")
        let trimmed: String
        switch checked(
            request.title, noun: "title", content: content, fileSystem: fileSystem, at: problemPosition("title"))
        {
        case .success(let text): trimmed = text
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        guard case .success = ContentDate.parse(request.date), request.date.count == 10 else {
            // Written as a date but not a day of the calendar (2024-02-30) is said so.
            let shaped =
                request.date.utf8.count == 10
                && request.date.utf8.enumerated().allSatisfy { index, byte in
                    [4, 7].contains(index) ? byte == UInt8(ascii: "-") : (0x30...0x39).contains(byte)
                }
            return .failure(
                .error(
                    shaped
                        ? "'\(request.date)' is not a day of the calendar"
                        : "the date must be YYYY-MM-DD, not '\(request.date)'", at: problemPosition("date")))
        }
        if let collection = request.collection {
            let file = content.appendingPathComponent("collections/\(collection).md")
            guard ContentFileDecoder.isPlainSegment(collection), fileSystem.kind(file) == .file else {
                return .failure(
                    .error(
                        "there is no collection '\(collection)' (a file Content/collections/\(collection).md)",
                        at: problemPosition("collection")))
            }
        }
        let slug = slugify(trimmed)
        let episodes = content.appendingPathComponent("episodes")
        let existing = names(under: episodes, fileSystem: fileSystem)
        if let clash = existing.first(where: { ContentFileDecoder.slug(fromFileName: $0.name) == slug }) {
            return .failure(
                .error(
                    "an episode with the slug '\(slug)' exists: Content/episodes/\(clash.path); choose another title",
                    at: problemPosition("title")))
        }
        let name = fileName(slug: slug, date: request.date, existing: existing.map(\.name))
        do {
            try fileSystem.createDirectory(episodes)
            let url = episodes.appendingPathComponent(name)
            guard fileSystem.kind(url) == .missing else {
                return .failure(.error("Content/episodes/\(name) exists", at: problemPosition("title")))
            }
            try fileSystem.write(Data(text(request, title: trimmed, slug: slug, file: name).utf8), url)
        } catch {
            return .failure(
                .error("cannot write the episode: \(FileSystem.describe(error))", at: .start(of: episodes.path)))
        }
        return .success("Content/episodes/\(name)")
    }

    /// `text` trimmed, when the site has a Content/ folder and the text is not empty and holds no
    /// control character; else the problem.
    static func checked(
        _ text: String, noun: String, content: URL, fileSystem: FileSystem, at position: SourcePosition
    ) -> Result<String, Diagnostic> {
        guard fileSystem.kind(content) == .directory else {
            return .failure(
                .error(
                    "there is no Content/ folder in \(content.deletingLastPathComponent().path)",
                    at: .start(of: content.path)))
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(.error("the \(noun) is empty", at: position)) }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure(.error("the \(noun) holds a control character", at: position))
        }
        return .success(trimmed)
    }

    /// The file name: dated like the show's files when most of them start with their date
    /// (`2026-11-25-slug.md`, Jekyll's way); else the next number after the highest leading
    /// number, zero-padded to their width (`042-slug.md`); else just the slug.
    static func fileName(slug: String, date: String, existing: [String]) -> String {
        let dated = existing.filter(startsWithDate)
        if !existing.isEmpty, dated.count * 2 > existing.count { return "\(date)-\(slug).md" }
        let numbered = existing.filter { !startsWithDate($0) }.compactMap { name -> (value: Int, width: Int)? in
            let digits = name.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 9, name.dropFirst(digits.count).first == "-",
                let value = Int(digits)
            else { return nil }
            return (value, digits.count)
        }
        guard let highest = numbered.map(\.value).max() else { return "\(slug).md" }
        let next = String(highest + 1)
        let width = numbered.map(\.width).max() ?? 0
        return String(repeating: "0", count: max(width - next.count, 0)) + next + "-\(slug).md"
    }

    /// Whether a file name starts with a date and a dash (`2024-03-01-`).
    private static func startsWithDate(_ name: String) -> Bool {
        let characters = Array(name.prefix(11))
        guard characters.count == 11, characters[4] == "-", characters[7] == "-", characters[10] == "-" else {
            return false
        }
        return characters.enumerated().allSatisfy {
            [4, 7, 10].contains($0.offset) || $0.element.isASCII && $0.element.isNumber
        }
    }

    /// The Markdown files of the episodes folder and its subfolders: name and path under it.
    private static func names(under folder: URL, fileSystem: FileSystem) -> [(name: String, path: String)] {
        var result: [(String, String)] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for entry in (try? fileSystem.list(url)) ?? [] where !entry.hasPrefix(".") {
                let path = relative.isEmpty ? entry : relative + "/" + entry
                if MarkdownFileName.isMarkdown(entry) {
                    result.append((entry, path))
                } else if fileSystem.kind(folder.appendingPathComponent(path)) == .directory {
                    pending.append(path)
                }
            }
        }
        return result.sorted { $0.1 < $1.1 }
    }

    /// The file's text: front matter with the fields given, the media fields as comments.
    static func text(_ request: Request, title: String, slug: String, file: String) -> String {
        let stem = (file as NSString).deletingPathExtension
        var lines = ["---", "title: \(quoted(title))", "date: \(request.date)"]
        // A dated file name does not give the slug (`2026-11-25-x` reads as `11-25-x`): say it.
        if ContentFileDecoder.slug(fromFileName: file) != slug { lines.append("slug: \(slug)") }
        if let collection = request.collection { lines.append("collection: \(collection)") }
        if request.draft { lines.append("draft: true            # published once this line goes") }
        lines += [
            "# summary: \"One sentence for cards and feeds (default: the first paragraph).\"",
            "# duration: \"45:00\"",
            "# thumbnail: images/\(stem).jpg",
            "# audio: audio/\(stem).mp3",
            "# hosts: []",
            "# guests: []",
            "# tags: []",
            "# chapters:",
            "#   - {start: \"0:00\", title: Welcome}",
            "---",
            "Show notes for \(markdownText(title)).",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// A text as Markdown that shows it as written, on one line: the characters that would
    /// start emphasis, code, a link, strikethrough or raw HTML (`<tags>`) are escaped with a
    /// backslash, and so is an `&` that would start a character reference (`&amp;`); a
    /// plain `&` (`Q&A`) is left as it is.
    static func markdownText(_ text: String) -> String {
        let characters = Array(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        var result = ""
        for (index, character) in characters.enumerated() {
            if "\\`*_[]<~".contains(character)
                || (character == "&" && startsReference(characters[(index + 1)...]))
            {
                result.append("\\")
            }
            result.append(character)
        }
        return result
    }

    /// Whether the characters after an `&` make a character reference (`amp;`, `#38;`, `#x26;`).
    private static func startsReference(_ rest: ArraySlice<Character>) -> Bool {
        guard let end = rest.prefix(33).firstIndex(of: ";"), end > rest.startIndex else { return false }
        return rest[rest.startIndex..<end].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "#") }
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
