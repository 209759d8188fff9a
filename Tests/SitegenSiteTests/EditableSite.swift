import Foundation
import SitegenTestSupport

/// A generated site on disk with a theme of its own, and random edits of every kind a user
/// makes while `sitegen serve` runs.
struct EditableSite {
    /// One edit: its kind and the absolute paths it changed.
    struct Edit {
        var kind: String
        var paths: [String]
        /// The edit that undoes this one when it leaves the site unbuildable (a mistake the user
        /// then fixes), else nil.
        var undo: (() throws -> [String])? = nil

        /// Every kind of edit.
        static let kinds =
            [
                "body", "summary", "title", "date", "add", "remove", "rename", "collection", "tags", "touch",
                "site.yml", "template", "cell template", "stylesheet", "layout", "collection file", "page",
                "data file",
            ] + mediaKinds
    }

    let folder: URL
    let themeFolder: URL
    var nextEpisode: Int
    var episodes: [String]
    static let collections = ["basics", "concurrency", "swiftui", "testing", "tooling"]

    /// Writes the site: `episodes` episodes in five collections, categories, tags, a page,
    /// an image, and a copy of `theme` under `Themes/`.
    init(folder: URL, theme: String, episodes count: Int) throws {
        self.folder = folder
        let source =
            theme == "default"
            ? PackagePaths.root.appendingPathComponent("Sources/SitegenRender/DefaultTheme")
            : PackagePaths.root.appendingPathComponent("Tests/SitegenSiteTests/Fixtures/themes/\(theme)")
        themeFolder = folder.appendingPathComponent("Themes/\(theme)")
        try FileManager.default.createDirectory(
            at: themeFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: themeFolder)
        try Self.write(
            "title: Edits\ndescription: A site edited at random.\nbaseURL: https://example.org/show/\ntheme: \(theme)\nrequireThumbnails: false\n"
                + Self.podcastSettings,
            to: folder.appendingPathComponent("Content/site.yml"))
        for (index, name) in Self.collections.enumerated() {
            try Self.write(
                "---\ntitle: \(name.capitalized)\norder: \(index)\nthumbnail: images/cover.svg\n---\nAll about \(name), see [the first](/episodes/episode-0/).\n",
                to: folder.appendingPathComponent("Content/collections/\(name).md"))
        }
        try Self.write(
            "---\ntitle: About\n---\nThe show. [Episodes](/library/).\n",
            to: folder.appendingPathComponent("Content/pages/about.md"))
        try Self.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
            to: folder.appendingPathComponent("Content/images/cover.svg"))
        try Self.writeMedia(in: folder)
        // A data file, which the theme's first cell template shows (a cell is on many pages).
        try Self.write(
            "# The show's note, which a cell shows.\nnote: First note\n",
            to: folder.appendingPathComponent("Content/data/show.yml"))
        let cells = themeFolder.appendingPathComponent("templates/cells")
        let first = try FileManager.default.contentsOfDirectory(atPath: cells.path).sorted()[0]
        let cell = cells.appendingPathComponent(first)
        try Self.write(
            try String(contentsOf: cell, encoding: .utf8) + "{{#data.show}}<small>{{note}}</small>{{/data.show}}\n",
            to: cell)
        self.episodes = []
        nextEpisode = count
        for index in 0..<count {
            let name = "\(String(index + 10_000).dropFirst())-episode.md"
            try Self.write(Self.episode(index), to: folder.appendingPathComponent("Content/episodes/\(name)"))
            self.episodes.append(name)
        }
    }

    /// The text of episode `index`.
    static func episode(_ index: Int) -> String {
        let body = (0..<3).map { part in
            "## Part \(part)\n\nSwift **concurrency** in part \(part) of episode \(index); see [episode \(index / 2)](/episodes/episode-\(index / 2)/) and `withTaskGroup`.\n\n"
        }.joined()
        return """
            ---
            title: Episode \(index)
            slug: episode-\(index)
            date: 2023-\(String(index / 28 % 12 + 101).dropFirst())-\(String(index % 28 + 101).dropFirst())
            duration: "\(index % 50 + 5):\(String(index % 60 + 100).dropFirst())"
            collection: \(collections[index % collections.count])
            category: Category \(index % 4)
            tags: [tag\(index % 5), tag\(index % 7)]
            \(media(index))---
            First paragraph of episode \(index).

            \(body)\(mediaBody(index))
            """
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }
    func watched(_ url: URL) -> String { url.resolvingSymlinksInPath().path }

    /// Replaces `old` with `new` in a file, which must hold it.
    func replace(_ old: String, with new: String, in url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.range(of: old) else { throw EditError(message: "'\(old)' is not in \(url.path)") }
        try Self.write(text.replacingCharacters(in: range, with: new), to: url)
        return [watched(url)]
    }

    struct EditError: Error { var message: String }

    /// A path relative to `Content/episodes/` cut into its folder (with its `/`, or empty) and name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// The kinds still to make before the edits are drawn at random: every kind comes once first.
    private var firstRound = Edit.kinds

    /// Makes one random edit (the first ones are each kind once, in random order).
    mutating func randomEdit(using generator: inout SplitMix64) throws -> Edit {
        let kind =
            firstRound.isEmpty
            ? Edit.kinds.randomElement(using: &generator)!
            : firstRound.remove(at: Int.random(in: 0..<firstRound.count, using: &generator))
        let pick = Int.random(in: 0..<episodes.count, using: &generator)
        let episode = url("Content/episodes/\(episodes[pick])")
        let number = Int.random(in: 0..<1000, using: &generator)
        var paths: [String]
        if Edit.mediaKinds.contains(kind) {
            return try mediaEdit(kind, episode: pick, number: number)
        }
        switch kind {
        case "body":
            let text = try String(contentsOf: episode, encoding: .utf8)
            try Self.write(text + "\nA paragraph added by edit \(number).\n", to: episode)
            paths = [watched(episode)]
        case "summary":
            // The first paragraph as written, or as an earlier summary edit left it.
            let text = try String(contentsOf: episode, encoding: .utf8)
            let opening = text.range(of: #"\nOpening [0-9]+ of"#, options: .regularExpression).map {
                String(text[$0].dropFirst())
            }
            paths = try replace(opening ?? "First paragraph of", with: "Opening \(number) of", in: episode)
        case "title":
            paths = try replace("title: ", with: "title: Retitled \(number) ", in: episode)
        case "date":
            paths = try replaceLine(
                starting: "date: ", with: "date: 20\(10 + number % 13)-0\(number % 9 + 1)-1\(number % 9)\n", in: episode
            )
        case "add":
            let name = "\(String(nextEpisode + 10_000).dropFirst())-episode.md"
            let added = url("Content/episodes/\(name)")
            try Self.write(Self.episode(nextEpisode), to: added)
            nextEpisode += 1
            episodes.append(name)
            paths = [watched(added)]
        case "remove" where episodes.count > 5:
            paths = [watched(episode)]
            try FileManager.default.removeItem(at: episode)
            episodes.remove(at: pick)
        case "rename", "season":
            // A new name in the same folder, or the same name in a season's subfolder (made if new).
            let (folder, file) = Self.split(episodes[pick])
            let name =
                kind == "rename" ? folder + "\(number)-renamed-" + file : "season-\(number % 3)/" + file
            let target = url("Content/episodes/\(name)")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            paths = [watched(episode), watched(target.deletingLastPathComponent()) + "/" + target.lastPathComponent]
            try FileManager.default.moveItem(at: episode, to: target)
            episodes[pick] = name
        case "backup":
            // An editor's save: the old text kept as `name~`, the new one written.
            let backup = URL(fileURLWithPath: episode.path + "~")
            let text = try String(contentsOf: episode, encoding: .utf8)
            try Self.write(text, to: backup)
            try Self.write(text + "\nSaved by an editor (\(number)).\n", to: episode)
            paths = [watched(backup), watched(episode)]
        case "collection":
            let text = try String(contentsOf: episode, encoding: .utf8)
            let current = Self.collections.first { text.contains("collection: \($0)\n") } ?? Self.collections[0]
            paths = try replace(
                "collection: \(current)\n", with: "collection: \(Self.collections[number % Self.collections.count])\n",
                in: episode)
        case "tags":
            paths = try replace("tags: [", with: "tags: [fresh\(number % 3), ", in: episode)
        case "touch":
            let text = try String(contentsOf: episode, encoding: .utf8)
            try Self.write(text, to: episode)
            paths = [watched(episode)]
        case "site.yml":
            paths = try replace("description: ", with: "description: Edit \(number). ", in: url("Content/site.yml"))
        case "template":
            paths = try replace(
                "</main>", with: "</main><!-- \(number) -->",
                in: themeFolder.appendingPathComponent("templates/base.mustache"))
        case "cell template":
            let cells = try FileManager.default.contentsOfDirectory(
                atPath: themeFolder.appendingPathComponent("templates/cells").path
            ).sorted()
            let cell = themeFolder.appendingPathComponent("templates/cells/\(cells[number % cells.count])")
            let text = try String(contentsOf: cell, encoding: .utf8)
            try Self.write(text + "<!-- cell \(number) -->\n", to: cell)
            paths = [watched(cell)]
        case "stylesheet":
            let css = themeFolder.appendingPathComponent("style.css")
            let text = try String(contentsOf: css, encoding: .utf8)
            try Self.write(text + "\n.edit-\(number) { color: red; }\n", to: css)
            paths = [watched(css)]
        case "layout":
            let layouts = try FileManager.default.contentsOfDirectory(
                atPath: themeFolder.appendingPathComponent("layouts").path
            ).sorted()
            let layout = themeFolder.appendingPathComponent("layouts/\(layouts[number % layouts.count])")
            let text = try String(contentsOf: layout, encoding: .utf8)
            let spacing = text.range(of: "interGroupSpacing: ") != nil ? "interGroupSpacing: " : "contentInsets: "
            paths = try replace(
                spacing, with: spacing.hasPrefix("inter") ? "interGroupSpacing: 1" : "contentInsets: 1", in: layout)
        case "data file":
            paths = try replaceLine(
                starting: "note: ", with: "note: Note \(number)\n", in: url("Content/data/show.yml"))
        case "collection file":
            let collection = url("Content/collections/\(Self.collections[number % Self.collections.count]).md")
            paths = try replace("title: ", with: "title: \(number) ", in: collection)
        default:  // "page", and "remove" on a small site
            let page = url("Content/pages/about.md")
            let text = try String(contentsOf: page, encoding: .utf8)
            try Self.write(text + "\nMore about \(number).\n", to: page)
            paths = [watched(page)]
            return Edit(kind: kind == "remove" ? "page" : kind, paths: paths)
        }
        return Edit(kind: kind, paths: paths)
    }
}
