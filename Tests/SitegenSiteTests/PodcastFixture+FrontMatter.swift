import Foundation
import Testing
import Yams

/// An episode of the podcast fixture as its front matter says, read with Yams (every scalar a
/// string) and the sizes of its files: what the feeds, pages and JSON-LD must show, found
/// without the code under test.
struct ExpectedEpisode: Sendable, CustomTestStringConvertible {
    /// An audio or video file as a feed's `enclosure` must carry it.
    struct Enclosure: Sendable, Equatable {
        var url: String
        var length: Int
        var type: String
    }

    /// A chapter.
    struct Chapter: Sendable, Equatable {
        var start: Double
        var title: String
        var url: String?
    }

    /// What plays the video.
    enum Video: Sendable, Equatable {
        case youTube(id: String)
        case vimeo(id: String)
        case file(Enclosure, poster: String?, captions: [String])
    }

    var file: String
    var slug: String
    var title: String
    var date: String
    var summary: String
    var duration: Int?
    var number: Int?
    var season: Int?
    var episodeType: String
    var explicit: Bool?
    var guid: String?
    var collection: String?
    var thumbnail: String?
    var audio: [Enclosure]
    var video: Video?
    var chapters: [Chapter]
    var chaptersFromBody: Bool
    var transcript: String?
    var hosts: [String]
    var guests: [String]
    var hasParams: Bool
    /// The times of the body's `[…](#t=…)` links, in order.
    var bodyTimestamps: [Double]

    var testDescription: String { slug }

    /// The file a podcast feed encloses: the first audio file, else a video file.
    var enclosure: Enclosure? {
        if let first = audio.first { return first }
        if case .file(let file, _, _) = video { return file }
        return nil
    }

    /// The page's path in Output/.
    var pagePath: String { "episodes/\(slug)/index.html" }

    /// The page's absolute URL.
    var url: String { PodcastFixture.baseURL + "episodes/\(slug)/" }

    /// The MIME types the fixture's file names have.
    static let types = ["wav": "audio/wav", "mp3": "audio/mpeg", "ogg": "audio/ogg", "mp4": "video/mp4"]

    /// Every episode under `content/episodes`, sorted by file name.
    static func all(in content: URL) throws -> [ExpectedEpisode] {
        let folder = content.appendingPathComponent("episodes")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
            .map { try ExpectedEpisode(name: $0, content: content) }
    }

    init(name: String, content: URL) throws {
        let text = try String(contentsOf: content.appendingPathComponent("episodes/\(name)"), encoding: .utf8)
        let (front, body) = try FrontMatterText.split(text)
        func string(_ key: String) -> String? { front[key] as? String }
        func int(_ key: String) -> Int? { string(key).flatMap { Int($0) } }
        func strings(_ key: String) -> [String] { front[key] as? [String] ?? [] }
        file = "Content/episodes/\(name)"
        slug = String(name.dropLast(3).drop { $0.isNumber }.dropFirst())
        title = string("title") ?? ""
        date = string("date") ?? ""
        summary = string("summary") ?? ""
        duration = string("duration").flatMap(Self.seconds).map { Int($0) }
        number = int("number")
        season = int("season")
        episodeType = string("episodeType") ?? "full"
        explicit = string("explicit").map { $0 == "true" }
        guid = string("guid")
        collection = string("collection")
        thumbnail = string("thumbnail")
        transcript = string("transcript")
        hosts = strings("hosts")
        guests = strings("guests")
        hasParams = front["params"] != nil
        bodyTimestamps = body.matches(of: /\]\(#t=([0-9:.]+)\)/).compactMap { Self.seconds(String($0.1)) }
        let audioValue = front["audio"]
        let audioItems = audioValue as? [Any] ?? (audioValue.map { [$0] } ?? [])
        audio = try audioItems.map { try Self.enclosure($0, content: content) }
        if let value = front["video"] {
            let map = value as? [String: Any]
            let url = map?["url"] as? String ?? value as? String ?? ""
            if url.contains("youtube.com") {
                video = .youTube(id: String(url.split(separator: "v=").last ?? ""))
            } else if url.contains("vimeo.com") {
                video = .vimeo(id: String(url.split(separator: "/").last ?? ""))
            } else {
                let captions = (map?["captions"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
                video = .file(
                    try Self.enclosure(map ?? url, content: content), poster: map?["poster"] as? String,
                    captions: captions)
            }
        }
        if let list = front["chapters"] as? [[String: String]] {
            chapters = list.map {
                Chapter(start: Self.seconds($0["start"] ?? "") ?? -1, title: $0["title"] ?? "", url: $0["url"])
            }
            chaptersFromBody = false
        } else {
            chapters = Self.chapters(inBody: body)
            chaptersFromBody = !chapters.isEmpty
        }
    }

    /// An audio or video file: a URL or path, or a map `{url, length, type}`; a local file's
    /// length is its size.
    static func enclosure(_ value: Any, content: URL) throws -> Enclosure {
        let map = value as? [String: Any]
        let url = map?["url"] as? String ?? value as? String ?? ""
        let type = map?["type"] as? String ?? types[String(url.split(separator: ".").last ?? "")] ?? "?"
        if url.hasPrefix("https://") {
            return Enclosure(url: url, length: (map?["length"] as? String).flatMap { Int($0) } ?? -1, type: type)
        }
        let size = try FileManager.default.attributesOfItem(atPath: content.appendingPathComponent(url).path)[.size]
        return Enclosure(url: PodcastFixture.baseURL + url, length: (size as? Int) ?? -1, type: type)
    }

    /// `h:mm:ss`, `mm:ss` or seconds, in seconds.
    static func seconds(_ text: String) -> Double? {
        let parts = text.split(separator: ":").map { Double($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.reduce(0) { $0 * 60 + $1! }
    }

    /// The `- 00:00 Title` lines after a `## Chapters` heading (a title may be a link).
    static func chapters(inBody body: String) -> [Chapter] {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(of: "## Chapters") else { return [] }
        var result: [Chapter] = []
        for line in lines[(heading + 1)...] {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("- ") else { continue }
            let words = line.dropFirst(2).split(separator: " ", maxSplits: 1).map(String.init)
            guard words.count == 2, let start = seconds(words[0]) else { continue }
            var title = words[1]
            var url: String?
            if title.hasPrefix("["), let close = title.range(of: "](") {
                url = String(title[close.upperBound...].dropLast())
                title = String(title[title.index(after: title.startIndex)..<close.lowerBound])
            }
            result.append(Chapter(start: start, title: title, url: url))
        }
        return result
    }
}

/// A show of the fixture: the whole site, or a collection with a `podcast:` block.
struct ExpectedShow: Sendable, CustomTestStringConvertible {
    var feedPath: String
    var title: String
    var description: String
    var language: String
    var author: String
    var ownerName: String
    var ownerEmail: String
    var category: String
    var subcategory: String?
    var explicit: Bool
    var image: String
    var type: String
    /// The collection's slug, or `nil` for the site's feed.
    var collection: String?

    var testDescription: String { feedPath }

    /// Whether an episode belongs in this show's feed (when it has something to enclose).
    func contains(_ episode: ExpectedEpisode) -> Bool { collection == nil || episode.collection == collection }

    /// The site's show, then each collection that is a show of its own.
    static func all(in content: URL) throws -> [ExpectedShow] {
        let site =
            try Yams.load(yaml: String(contentsOf: content.appendingPathComponent("site.yml"), encoding: .utf8), .basic)
            as? [String: Any] ?? [:]
        let language = site["language"] as? String ?? ""
        var shows = [
            try show(
                site["podcast"], feedPath: "podcast.xml", title: site["title"], description: site["description"],
                language: language, collection: nil)
        ]
        let folder = content.appendingPathComponent("collections")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let (front, _) = try FrontMatterText.split(
                String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            guard front["podcast"] != nil else { continue }
            let slug = String(name.dropLast(3))
            shows.append(
                try show(
                    front["podcast"], feedPath: "collections/\(slug)/podcast.xml", title: front["title"],
                    description: front["summary"], language: language, collection: slug))
        }
        return shows
    }

    private static func show(
        _ block: Any?, feedPath: String, title: Any?, description: Any?, language: String, collection: String?
    ) throws -> ExpectedShow {
        let podcast = try #require(block as? [String: Any])
        let owner = podcast["owner"] as? [String: String] ?? [:]
        return ExpectedShow(
            feedPath: feedPath, title: title as? String ?? "", description: description as? String ?? "",
            language: language, author: podcast["author"] as? String ?? "", ownerName: owner["name"] ?? "",
            ownerEmail: owner["email"] ?? "", category: podcast["category"] as? String ?? "",
            subcategory: podcast["subcategory"] as? String, explicit: podcast["explicit"] as? String == "true",
            image: podcast["image"] as? String ?? "", type: podcast["type"] as? String ?? "episodic",
            collection: collection)
    }
}

/// A Markdown file's front matter (YAML with every scalar a string) and body.
enum FrontMatterText {
    struct Malformed: Error {}

    static func split(_ text: String) throws -> (front: [String: Any], body: String) {
        guard text.hasPrefix("---\n"), let end = text.range(of: "\n---\n") else { throw Malformed() }
        let yaml = String(text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound])
        let front = try Yams.load(yaml: yaml, .basic) as? [String: Any] ?? [:]
        return (front, String(text[end.upperBound...]))
    }
}
