import Foundation
import SitegenTestSupport
import Testing

/// Every episode page's JSON-LD and Open Graph as `extruct` (PyPI) reads them, compared with the
/// front matter; every URL absolute from the fixture's `baseURL`.
@Suite(.serialized, .tags(.nuChecker), .tier(.nuChecker), .needs(.pythonPackages(["extruct"])))
struct PodcastStructuredDataTests {
    /// The episode files of the bundled fixture.
    static let episodeFiles =
        (try? FileManager.default.contentsOfDirectory(
            atPath: PodcastFixture.bundledContent.appendingPathComponent("episodes").path))?.sorted() ?? []

    /// Every episode page read by extruct once, by output path.
    actor Extracted {
        static let shared = Extracted()
        private var pages: JSONValue?

        func get(_ built: BuiltPodcastSite.Built) async throws -> JSONValue {
            if let pages { return pages }
            let value = try await PodcastTools.run(
                "media-parsers.py",
                ["pages", built.output.path + "/", PodcastFixture.baseURL] + built.episodes.map(\.pagePath))
            pages = value
            return value
        }
    }

    /// Seconds in an ISO 8601 duration such as `PT1H2M3S`.
    static func seconds(iso8601 text: String) -> Double? {
        guard let match = text.wholeMatch(of: /PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?/), text != "PT" else {
            return nil
        }
        return [match.1, match.2].reduce(0) { $0 * 60 + (Double($1 ?? "0") ?? 0) } * 60
            + (Double(match.3 ?? "0") ?? 0)
    }

    /// The picture an episode page names: its thumbnail, else its show's artwork (its collection's
    /// when that is a show of its own, else the site's).
    static func picture(of episode: ExpectedEpisode, in built: BuiltPodcastSite.Built) -> String? {
        let show =
            built.shows.first { $0.collection != nil && $0.collection == episode.collection }
            ?? built.shows.first { $0.collection == nil }
        return (episode.thumbnail ?? show?.image).map { PodcastFixture.baseURL + $0 }
    }

    @Test("the ISO 8601 reading of the test is right")
    func isoReading() {
        #expect(Self.seconds(iso8601: "PT1H2M3S") == 3723)
        #expect(Self.seconds(iso8601: "PT25M") == 1500)
        #expect(Self.seconds(iso8601: "PT90S") == 90)
        #expect(Self.seconds(iso8601: "1:30") == nil)
    }

    @Test(
        "the JSON-LD: PodcastEpisode or VideoObject with duration, date, media URL, series and breadcrumbs",
        arguments: episodeFiles)
    func jsonLD(_ file: String) async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let episode = try #require(built.episodes.first { $0.file.hasSuffix("/\(file)") })
        let page = try await Extracted.shared.get(built)[episode.pagePath]
        let scripts = page["json-ld"].array
        try #require(scripts.count == 1, "one JSON-LD script: \(scripts.count)")
        #expect(scripts[0]["@context"].string == "https://schema.org")
        let graph = scripts[0]["@graph"].array
        let type = episode.audio.isEmpty && episode.video != nil ? "VideoObject" : "PodcastEpisode"
        let object = try #require(graph.first { $0["@type"].string == type }, "no \(type) in \(graph)")
        #expect(object["name"].string == episode.title)
        #expect(object["url"].string == episode.url)
        #expect(object["description"].string == episode.summary)
        #expect(object["duration"].string.flatMap(Self.seconds(iso8601:)) == episode.duration.map(Double.init))
        #expect(object["datePublished"].string?.hasPrefix(episode.date) == true)
        #expect(object["thumbnailUrl"].string == Self.picture(of: episode, in: built))
        var external: Set<String> = Set(episode.audio.map(\.url))
        switch episode.video {
        case .youTube(let id):
            let embed = "https://www.youtube-nocookie.com/embed/\(id)"
            #expect(object["embedUrl"].string == embed)
            external.insert(embed)
        case .vimeo(let id):
            let embed = "https://player.vimeo.com/video/\(id)"
            #expect(object["embedUrl"].string == embed)
            external.insert(embed)
        case .file(let file, _, _) where type == "VideoObject":
            #expect(object["contentUrl"].string == file.url)
        default:
            break
        }
        if type == "VideoObject" {
            #expect(object["uploadDate"].string?.hasPrefix(episode.date) == true)
        } else {
            #expect(object["associatedMedia"]["contentUrl"].string == episode.audio.first?.url)
            #expect(object["episodeNumber"].int == episode.number)
        }
        let collection = try #require(episode.collection)
        let series = PodcastFixture.baseURL + "collections/\(collection)/"
        let collectionTitle =
            try FrontMatterText.split(
                String(
                    contentsOf: built.site.appendingPathComponent("Content/collections/\(collection).md"),
                    encoding: .utf8)
            ).front["title"] as? String
        // schema.org's partOfSeries is for episodes and clips; a VideoObject is isPartOf its series.
        let seriesObject = type == "VideoObject" ? object["isPartOf"] : object["partOfSeries"]
        #expect(seriesObject["url"].string == series)
        #expect(seriesObject["name"].string == collectionTitle)
        #expect(["PodcastSeries", "CreativeWorkSeries"].contains(seriesObject["@type"].string ?? ""))
        if type == "VideoObject" {
            #expect(object["partOfSeries"]["url"].string == nil)
        }

        let breadcrumbs = try #require(graph.first { $0["@type"].string == "BreadcrumbList" })
        let crumbs = breadcrumbs["itemListElement"].array
        #expect(crumbs.map { $0["position"].int } == Array(1...max(crumbs.count, 1)))
        #expect(crumbs.map { $0["item"].string } == [PodcastFixture.baseURL, series, episode.url])
        #expect(crumbs.last?["name"].string == episode.title)

        // Every URL is absolute: the site's under its baseURL, the rest the media's own.
        for url in Self.urls(in: .array(graph)) {
            #expect(url.hasPrefix(PodcastFixture.baseURL) || external.contains(url), "\(episode.slug): \(url)")
        }
    }

    @Test("Open Graph: og:type, og:url, an absolute og:image, og:audio or og:video", arguments: episodeFiles)
    func openGraph(_ file: String) async throws {
        let built = try await BuiltPodcastSite.shared.get()
        let episode = try #require(built.episodes.first { $0.file.hasSuffix("/\(file)") })
        let page = try await Extracted.shared.get(built)[episode.pagePath]
        var properties: [String: [String]] = [:]
        for block in page["opengraph"].array {
            for pair in block["properties"].array {
                if let key = pair[0].string, let value = pair[1].string { properties[key, default: []].append(value) }
            }
        }
        #expect(properties["og:type"] == [episode.video == nil ? "article" : "video.episode"])
        #expect(properties["og:url"] == [episode.url])
        #expect(properties["og:title"] == [episode.title])
        // A raster thumbnail is shown as its 1200x630 card (issue 14), named after it; any other
        // picture (an SVG, the show's artwork) as it is.
        if let thumbnail = episode.thumbnail, [".png", ".jpg", ".jpeg"].contains(where: thumbnail.hasSuffix) {
            let stem = String(thumbnail.split(separator: "/").last!.split(separator: ".").first!)
            let image = properties["og:image"]?.first ?? ""
            #expect(
                properties["og:image"]?.count == 1
                    && image.hasPrefix(PodcastFixture.baseURL + "assets/images/\(stem)-og.")
                    && image.hasSuffix(".jpg"), "\(image)")
        } else {
            #expect(properties["og:image"] == Self.picture(of: episode, in: built).map { [$0] })
        }
        #expect(properties["og:audio"] == episode.audio.first.map { [$0.url] })
        #expect(properties["og:audio:type"] == episode.audio.first.map { [$0.type] })
        switch episode.video {
        case .youTube(let id): #expect(properties["og:video"] == ["https://www.youtube-nocookie.com/embed/\(id)"])
        case .vimeo(let id): #expect(properties["og:video"] == ["https://player.vimeo.com/video/\(id)"])
        case .file(let file, _, _):
            #expect(properties["og:video"] == [file.url])
            #expect(properties["og:video:type"] == [file.type])
        case nil: #expect(properties["og:video"] == nil)
        }
        for (key, values) in properties where ["og:url", "og:image", "og:audio", "og:video"].contains(key) {
            #expect(values.allSatisfy { $0.hasPrefix("https://") }, "\(key) \(values)")
        }
    }

    /// Every value of a URL key (`url`, `item`, `@id`, `…Url`, `image`) in a JSON value.
    static func urls(in value: JSONValue) -> [String] {
        switch value {
        case .array(let elements): return elements.flatMap(urls(in:))
        case .object(let members):
            return members.flatMap { key, member -> [String] in
                let isURL = ["url", "item", "@id", "image"].contains(key) || key.hasSuffix("Url")
                if isURL, let text = member.string { return [text] }
                return urls(in: member)
            }
        default: return []
        }
    }
}
