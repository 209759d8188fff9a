import Foundation
import SitegenContent
import SitegenFormats

/// What an episode page tells machines about itself: JSON-LD (`PodcastEpisode` or
/// `VideoObject`, with a `BreadcrumbList`) and the Open Graph and Twitter card values. Every
/// URL is absolute, from `baseURL`.
struct StructuredData {
    var site: Site
    var contexts: TemplateContext

    /// An absolute URL for a path under the site root (a file of `Content/` or a page).
    func absolute(_ path: String) -> String { site.configuration.absoluteURL(path) }

    /// The absolute URL of a media file.
    func absolute(_ location: MediaEnclosure.Location) -> String {
        switch location {
        case .remote(let url): url
        case .local(let path): absolute(URLPathEncoding.encode(path))
        }
    }

    /// The absolute URL of an episode's picture: its thumbnail, else its show's artwork (the
    /// collection's `podcast.image` or thumbnail, then the site's `podcast.image`).
    func image(of index: Int) -> String? {
        let episode = site.episodes[index]
        var candidates = [episode.thumbnail]
        if let membership = site.membership[index] {
            let collection = site.collections[membership.collection].collection
            candidates += [collection.podcast?.image, collection.thumbnail]
        }
        candidates.append(site.configuration.podcast?.image)
        return candidates.lazy.compactMap { self.contexts.existing($0) }.first.map(absolute)
    }

    /// The JSON-LD of an episode page, ready to put in a `<script type="application/ld+json">`.
    func jsonLD(episode index: Int) -> String {
        let episode = site.episodes[index]
        let media = episode.media
        let url = absolute(episode.pagePath)
        var object: [String: Any] = [
            "@type": media.audio.isEmpty && media.video?.isPlayable == true ? "VideoObject" : "PodcastEpisode",
            "@id": url + "#episode", "name": episode.title, "url": url, "description": episode.summary,
            "datePublished": episode.date.isoDate, "inLanguage": site.configuration.language,
        ]
        if let duration = episode.duration { object["duration"] = duration.iso8601 }
        if let url = site.license(ofEpisode: index)?.url { object["license"] = url }
        if episode.modified != nil { object["dateModified"] = episode.updated.isoDate }
        // The episode's pages on listening platforms are the same episode elsewhere.
        if !media.listen.isEmpty { object["sameAs"] = media.listen.map(ListenURL.page) }
        if let image = image(of: index) {
            object["thumbnailUrl"] = image
            object["image"] = image
        }
        if object["@type"] as? String == "PodcastEpisode" {
            if let number = media.number { object["episodeNumber"] = number }
            if let season = media.season {
                object["partOfSeason"] = ["@type": "PodcastSeason", "seasonNumber": season]
            }
        }
        if object["@type"] as? String == "VideoObject", let video = media.video {
            object["uploadDate"] = episode.date.isoDate
            switch video.source {
            case .youTube(let id): object["embedUrl"] = "https://www.youtube-nocookie.com/embed/\(id)"
            case .vimeo(let id): object["embedUrl"] = "https://player.vimeo.com/video/\(id)"
            case .file(let file):
                object["contentUrl"] = absolute(file.location)
                object["encodingFormat"] = file.type
            case .page(let url): object["url"] = url
            }
        } else if let audio = media.audio.first {
            var associated: [String: Any] = [
                "@type": "AudioObject", "contentUrl": absolute(audio.location), "encodingFormat": audio.type,
            ]
            if let duration = episode.duration { associated["duration"] = duration.iso8601 }
            object["associatedMedia"] = associated
        }
        var crumbs: [(String, String)] = [(site.configuration.title, absolute(""))]
        if let membership = site.membership[index] {
            let collection = site.collections[membership.collection].collection
            let seriesURL = absolute(collection.pagePath)
            var series: [String: Any] = [
                "@type": collection.podcast != nil || !media.audio.isEmpty ? "PodcastSeries" : "CreativeWorkSeries",
                "name": collection.title, "url": seriesURL,
            ]
            // A show's pages on listening platforms are the same series elsewhere.
            if let listen = collection.podcast?.listen, !listen.isEmpty {
                series["sameAs"] = listen.map(ListenURL.page)
            }
            object["partOfSeries"] = series
            crumbs.append((collection.title, seriesURL))
        } else {
            var series: [String: Any] = [
                "@type": site.configuration.podcast != nil ? "PodcastSeries" : "CreativeWorkSeries",
                "name": site.configuration.title, "url": absolute(""),
            ]
            if let listen = site.configuration.podcast?.listen, !listen.isEmpty {
                series["sameAs"] = listen.map(ListenURL.page)
            }
            object["partOfSeries"] = series
        }
        // schema.org defines `partOfSeries` for episodes and clips; a VideoObject is part of its
        // series by `isPartOf`, which every creative work has.
        if object["@type"] as? String == "VideoObject", let series = object.removeValue(forKey: "partOfSeries") {
            object["isPartOf"] = series
        }
        crumbs.append((episode.title, url))
        let people = (media.hosts.map { ($0, "host") } + media.guests.map { ($0, "guest") }).compactMap {
            slug, role -> [String: Any]? in
            guard let person = contexts.personIndexes[slug] else { return nil }
            let entry = site.people[person].person
            return ["@type": "Person", "name": entry.name, "url": absolute(SiteRoutes.person(entry.slug))]
        }
        if !people.isEmpty { object["actor"] = people }
        let breadcrumbs: [String: Any] = [
            "@type": "BreadcrumbList",
            "itemListElement": crumbs.enumerated().map { offset, crumb in
                ["@type": "ListItem", "position": offset + 1, "name": crumb.0, "item": crumb.1] as [String: Any]
            },
        ]
        return Self.scriptSafeJSON(["@context": "https://schema.org", "@graph": [object, breadcrumbs]])
    }

    /// The Open Graph and Twitter values of an episode page: `type`, `image`, `audio`,
    /// `audioType`, `video`, `videoType`.
    func openGraph(episode index: Int) -> [String: TemplateValue] {
        let episode = site.episodes[index]
        let media = episode.media
        var values: [String: TemplateValue] = ["type": media.video?.isPlayable == true ? "video.episode" : "article"]
        if let image = image(of: index) { values["image"] = .text(image) }
        if let audio = media.audio.first {
            values["audio"] = .text(absolute(audio.location))
            values["audioType"] = .text(audio.type)
        }
        if let video = media.video {
            switch video.source {
            case .youTube(let id):
                values["video"] = .text("https://www.youtube-nocookie.com/embed/\(id)")
                values["videoType"] = "text/html"
            case .vimeo(let id):
                values["video"] = .text("https://player.vimeo.com/video/\(id)")
                values["videoType"] = "text/html"
            case .file(let file):
                values["video"] = .text(absolute(file.location))
                values["videoType"] = .text(file.type)
            case .page: break
            }
        }
        return values
    }

    /// JSON with sorted keys, `<`, `>` and `&` written as `\u` escapes so that no text can end
    /// the script element it is in.
    static func scriptSafeJSON(_ object: Any) -> String { JSONText.encode(object) }
}
