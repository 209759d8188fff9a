import Foundation
import SitegenTestSupport

/// What makes the edited site a show's: raster thumbnails and avatars, hosts and guests, audio
/// with chapters, Swift code, aliases, a podcast feed; and the edits a show's author makes to
/// them, a mistake in front matter (fixed by the next build) among them.
extension EditableSite.Edit {
    /// The kinds of edit to a show's media and people.
    static let mediaKinds = [
        "person", "guests", "picture", "thumbnail", "audio", "chapters", "code", "draft", "future", "alias",
        "podcast", "avatar", "mistake", "number",
    ]
}

extension EditableSite {
    /// The podcast settings of `site.yml`.
    static let podcastSettings = """
        podcast:
          author: Edits
          owner: {name: Edits, email: edits@example.org}
          category: Technology
          explicit: false
          image: images/artwork.png
          limit: 100

        """

    /// The front matter lines of episode `index` about its media and people (each line ends
    /// with a newline).
    static func media(_ index: Int) -> String {
        var lines = ""
        if index % 3 == 0 { lines += "thumbnail: images/thumb-\(index % 4).png\n" }
        if index % 2 == 0 { lines += "hosts: [host-ada]\n" }
        if index % 5 == 0 { lines += "guests: [guest-sam]\n" }
        if index % 4 == 1 {
            lines += "audio: {url: https://cdn.example.org/audio/\(index).mp3, length: \(1_000 + index)}\n"
            if index % 8 == 1 {
                lines += "chapters:\n  - {start: \"0:00\", title: Start}\n  - {start: \"1:00\", title: Middle}\n"
            }
        }
        if index % 6 == 2 { lines += "aliases: [/old/episode-\(index)/]\n" }
        return lines
    }

    /// The end of episode `index`'s body: a Swift block or a picture for some.
    static func mediaBody(_ index: Int) -> String {
        var text = ""
        if index % 3 == 1 { text += "```swift\nlet answer\(index) = await compute(\(index))\n```\n\n" }
        if index % 4 == 2 { text += "![A diagram](/images/thumb-1.png)\n\n" }
        return text
    }

    /// The pictures, people and avatar the episodes refer to.
    static func writeMedia(in folder: URL) throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Content/images/people"), withIntermediateDirectories: true)
        for index in 0..<4 {
            try picture(index, variant: 0).write(to: folder.appendingPathComponent("Content/images/thumb-\(index).png"))
        }
        try picture(5, variant: 0).write(to: folder.appendingPathComponent("Content/images/people/ada.png"))
        try MediaFileBytes.artwork.write(
            to: folder.appendingPathComponent("Content/images/artwork.png"))
        let people = [
            ("host-ada", "Ada Host", "avatar: images/people/ada.png\n"), ("guest-sam", "Sam Guest", ""),
            ("guest-lin", "Lin Guest", ""),
        ]
        for (id, name, avatar) in people {
            try write(
                "---\nname: \(name)\n\(avatar)links: [https://example.org/\(id)]\n---\n\n\(name) talks about Swift.\n",
                to: folder.appendingPathComponent("Content/people/\(id).md"))
        }
    }

    /// A small PNG whose size and colour follow `index` and `variant` (a portrait one for index 1).
    static func picture(_ index: Int, variant: Int) -> Data {
        let (width, height) = index == 1 ? (36, 64) : (64 + variant % 3 * 16, 36 + index * 4)
        return MediaFileBytes.png(
            width: width, height: height, red: UInt8(40 * index % 256), green: UInt8(70 * variant % 256), blue: 120)
    }

    /// Makes one edit of a media kind to episode `pick` (`number` varies what it writes).
    mutating func mediaEdit(_ kind: String, episode pick: Int, number: Int) throws -> Edit {
        let episode = url("Content/episodes/\(episodes[pick])")
        let text = try String(contentsOf: episode, encoding: .utf8)
        switch kind {
        case "person":
            let person = url("Content/people/\(["host-ada", "guest-sam", "guest-lin"][number % 3]).md")
            return Edit(kind: kind, paths: try Self.append("\nMore about them (\(number)).\n", to: person))
        case "guests":
            let paths =
                text.contains("guests: [")
                ? try replace("guests: [", with: "guests: [guest-lin, ", in: episode)
                : try insert("guests: [guest-lin]\n", into: episode)
            return Edit(kind: kind, paths: paths)
        case "picture", "avatar":
            let file = url(
                kind == "avatar" ? "Content/images/people/ada.png" : "Content/images/thumb-\(number % 4).png")
            try Self.picture(kind == "avatar" ? 5 : number % 4, variant: number + 1).write(to: file)
            return Edit(kind: kind, paths: [watched(file)])
        case "number":
            // An episode's own number, given or taken back: whether its collection shows the others'
            // positions as numbers turns on it.
            let paths =
                text.contains("\nnumber: ")
                ? try replaceLine(starting: "number: ", with: "", in: episode)
                : try insert("number: \(number)\n", into: episode)
            return Edit(kind: kind, paths: paths)
        case "thumbnail":
            let line = "thumbnail: images/thumb-\(number % 4).png\n"
            let paths =
                text.contains("\nthumbnail: ")
                ? try replaceLine(starting: "thumbnail: ", with: line, in: episode) : try insert(line, into: episode)
            return Edit(kind: kind, paths: paths)
        case "audio":
            let paths =
                text.contains("length: ")
                ? try replace("length: ", with: "length: \(number + 1)", in: episode)
                : try insert(
                    "audio: {url: https://cdn.example.org/audio/new-\(number).mp3, length: \(number + 500)}\n",
                    into: episode)
            return Edit(kind: kind, paths: paths)
        case "chapters":
            let paths =
                text.contains("title: Middle")
                ? try replace("title: Middle", with: "title: Middle \(number)", in: episode)
                : try insert("chapters:\n  - {start: \"0:00\", title: Opening \(number)}\n", into: episode)
            return Edit(kind: kind, paths: paths)
        case "code":
            let paths =
                text.contains("```swift\n")
                ? try replace("```swift\n", with: "```swift\nstruct Edited\(number): Sendable {}\n", in: episode)
                : try Self.append("\n```swift\nfunc edited\(number)() async throws {}\n```\n", to: episode)
            return Edit(kind: kind, paths: paths)
        case "draft":
            let paths =
                text.contains("draft: true\n")
                ? try replace("draft: true\n", with: "", in: episode) : try insert("draft: true\n", into: episode)
            return Edit(kind: kind, paths: paths)
        case "future":
            return Edit(
                kind: kind,
                paths: try replaceLine(starting: "date: ", with: "date: 2031-02-0\(number % 9 + 1)\n", in: episode))
        case "alias":
            let paths =
                text.contains("aliases: [")
                ? try replace("aliases: [", with: "aliases: [/older/\(number)/, ", in: episode)
                : try insert("aliases: [/older/\(number)/]\n", into: episode)
            return Edit(kind: kind, paths: paths)
        case "podcast":
            // The show's author, or how many episodes the feed lists (which ones leave it).
            let settings = url("Content/site.yml")
            return Edit(
                kind: kind,
                paths: number % 2 == 0
                    ? try replace("  author: Edits", with: "  author: Edits \(number)", in: settings)
                    : try replaceLine(starting: "  limit:", with: "  limit: \(number % 4 + 1)\n", in: settings))
        default:  // "mistake": a list left open in the front matter, fixed by restoring the text
            let paths = try insert("tags: [unclosed, \n", into: episode)
            let watchedPath = watched(episode)
            return Edit(
                kind: kind, paths: paths,
                undo: {
                    try Self.write(text, to: episode)
                    return [watchedPath]
                })
        }
    }

    /// Inserts front matter lines before the closing `---` of a file's front matter.
    private func insert(_ lines: String, into file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let close = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 4)..<text.endIndex)
        else { throw EditError(message: "no front matter in \(file.path)") }
        try Self.write(text.replacingCharacters(in: close, with: "\n" + lines + "---\n"), to: file)
        return [watched(file)]
    }

    /// Replaces the whole line that starts with `prefix` (the first such) with `line`.
    func replaceLine(starting prefix: String, with line: String, in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let start = text.range(of: "\n" + prefix)?.lowerBound,
            let end = text[text.index(after: start)...].firstIndex(of: "\n")
        else { throw EditError(message: "no line '\(prefix)' in \(file.path)") }
        try Self.write(text.replacingCharacters(in: text.index(after: start)...end, with: line), to: file)
        return [watched(file)]
    }

    /// Appends text to a file.
    private static func append(_ addition: String, to file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        try write(text + addition, to: file)
        return [file.resolvingSymlinksInPath().path]
    }
}
