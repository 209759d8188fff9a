import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenHighlight
import SitegenMarkdown

/// The podcast feeds (RSS 2.0 with the iTunes and Podcasting 2.0 namespaces) and each
/// episode's JSON chapters file.
extension SiteRenderer {
    /// A show: the whole site, or a collection with a `podcast:` block of its own.
    struct PodcastShow {
        var title: String
        var description: String
        var link: String
        var feedPath: String
        var settings: PodcastSettings
        var image: String?
        var episodes: [Int]
    }

    /// The show a feed is for: `nil` for the site, else a collection's index.
    func podcastShow(_ collection: Int?, reads: inout RenderReads) -> PodcastShow {
        let configuration = site.configuration
        guard let collection else {
            return PodcastShow(
                title: configuration.title, description: configuration.description, link: configuration.baseURL,
                feedPath: SiteRoutes.podcast, settings: configuration.podcast ?? PodcastSettings(),
                image: site.podcastArtwork(collection: nil), episodes: Array(site.episodes.indices))
        }
        let entry = self.collection(collection, reads: &reads)
        let settings = (entry.collection.podcast ?? PodcastSettings()).filling(from: configuration.podcast)
        return PodcastShow(
            title: entry.collection.title, description: entry.collection.summary,
            link: configuration.absoluteURL(entry.collection.pagePath),
            feedPath: SiteRoutes.showPodcast(ofPage: entry.collection.pagePath), settings: settings,
            image: site.podcastArtwork(collection: collection),
            episodes: entry.episodes.sorted())
    }

    /// The show's channel guid: pinned in `podcast.guid`, else the UUID v5 of its feed's URL
    /// without the scheme (as Podcasting 2.0 asks).
    func channelGuid(_ show: PodcastShow) -> String {
        if let guid = show.settings.guid { return guid }
        var url = site.configuration.absoluteURL(show.feedPath)
        if let scheme = url.range(of: "://") { url = String(url[scheme.upperBound...]) }
        while url.hasSuffix("/") { url.removeLast() }
        return UUIDv5.make(namespace: UUIDv5.podcastNamespace, name: url)
    }

    /// An item's guid: `guid` from front matter, else the UUID v5 of the episode's slug in the
    /// site's channel guid, so that it stays the same in every feed and when the site moves
    /// (as long as `podcast.guid` is pinned in site.yml).
    func itemGuid(_ episode: Episode, siteGuid: String) -> String {
        episode.media.guid
            ?? UUIDv5.make(namespace: UUIDv5.bytes(siteGuid) ?? UUIDv5.podcastNamespace, name: episode.slug)
    }

    /// `podcast.xml`: the site's feed (`collection` nil), or a show's.
    func podcastFeed(collection: Int?, reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        // Which episodes a feed lists, and in what order, follows their dates.
        _ = episodeOrder(reads: &reads)
        let show = podcastShow(collection, reads: &reads)
        let configuration = site.configuration
        let settings = show.settings
        let siteGuid = channelGuid(podcastShow(nil, reads: &reads))
        let absolute = { (path: String) in configuration.absoluteURL(URLPathEncoding.encode(path)) }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
            <channel>
            <title>\(xmlEscape(show.title))</title>
            <link>\(xmlEscape(show.link))</link>
            <description>\(xmlEscape(show.description))</description>
            <language>\(xmlEscape(configuration.language))</language>
            <atom:link href="\(xmlEscape(configuration.absoluteURL(show.feedPath)))" rel="self" type="application/rss+xml"/>
            <generator>sitegen</generator>

            """
        let items = show.episodes.filter { episodeMedia($0, reads: &reads).enclosure != nil }
        if let newest = items.map({ site.episodes[$0].date }).max() {
            xml += "<lastBuildDate>\(newest.rfc822)</lastBuildDate>\n"
        }
        if let author = settings.author { xml += "<itunes:author>\(xmlEscape(author))</itunes:author>\n" }
        if let name = settings.ownerName, let email = settings.ownerEmail {
            xml +=
                "<itunes:owner><itunes:name>\(xmlEscape(name))</itunes:name><itunes:email>\(xmlEscape(email))</itunes:email></itunes:owner>\n"
        }
        if let image = show.image {
            xml += "<itunes:image href=\"\(xmlEscape(absolute(image)))\"/>\n"
            xml +=
                "<image><url>\(xmlEscape(absolute(image)))</url><title>\(xmlEscape(show.title))</title><link>\(xmlEscape(show.link))</link></image>\n"
        }
        if let category = settings.category {
            if let subcategory = settings.subcategory {
                xml +=
                    "<itunes:category text=\"\(xmlEscape(category))\"><itunes:category text=\"\(xmlEscape(subcategory))\"/></itunes:category>\n"
            } else {
                xml += "<itunes:category text=\"\(xmlEscape(category))\"/>\n"
            }
        }
        xml += "<itunes:explicit>\(settings.explicit == true ? "true" : "false")</itunes:explicit>\n"
        xml += "<itunes:type>\(settings.type ?? "episodic")</itunes:type>\n"
        xml += "<podcast:guid>\(xmlEscape(channelGuid(show)))</podcast:guid>\n"
        xml += channelPublishingXML(settings)
        xml += channelNamespaceXML(settings)
        xml += trailersXML(items)
        var ordered = items.sorted { lhs, rhs in
            let (a, b) = (site.episodes[lhs], site.episodes[rhs])
            return (a.date, b.slug) > (b.date, a.slug)
        }
        if let limit = settings.limit, ordered.count > limit {
            // The episodes left out still decide, by date, which ones the feed lists.
            for index in ordered[limit...] { _ = feedEntry(index, reads: &reads) }
            ordered.removeSubrange(limit...)
        }
        let itemTexts = ordered.map { index in
            recordItemReads(index, reads: &reads)
            return podcastItems?.xml(index, in: site) ?? itemXML(index, siteGuid: siteGuid)
        }
        // A build's store writes the parts as they are. Elsewhere the bytes are put together
        // once, in a buffer of the right size (in serve, the buffer of the feed's version before
        // last): a feed holds every episode's show notes, and every copy of it adds to serve's
        // time after an edit.
        let closing = "</channel>\n</rss>\n"
        let texts = [xml] + itemTexts + [closing]
        if feedBuffers == nil, let stored = storing?.parts(show.feedPath, texts) { return stored }
        let buffers = feedBuffers ?? FeedBuffers()
        return RenderedFile(path: show.feedPath, data: buffers.joined(texts, for: show.feedPath))
    }

    /// Notes what an episode's `<item>` reads.
    func recordItemReads(_ index: Int, reads: inout RenderReads) {
        // The values are made only to note their reads.
        guard reads.isRecording else { return }
        _ = feedEntry(index, reads: &reads)
        _ = podcastItem(index, reads: &reads)
        _ = episodeDocument(index, reads: &reads)
        let media = episodeMedia(index, reads: &reads)
        // `<podcast:person>`: a person's name, page and avatar, which their card has. Only the
        // read is noted: the card itself (a template context) would be built for every item of
        // every feed and thrown away.
        for slug in media.hosts + media.guests { reads.read(.personCard(slug)) }
    }

    /// One episode's `<item>` (what it reads is noted by ``recordItemReads(_:reads:)``).
    func itemXML(_ index: Int, siteGuid: String) -> String {
        let episode = site.episodes[index]
        let media = episode.media
        let configuration = site.configuration
        let url = configuration.absoluteURL(episode.pagePath)
        var xml = "<item>\n<title>\(xmlEscape(episode.title))</title>\n<link>\(xmlEscape(url))</link>\n"
        xml += "<guid isPermaLink=\"false\">\(xmlEscape(itemGuid(episode, siteGuid: siteGuid)))</guid>\n"
        xml += "<pubDate>\(episode.date.rfc822)</pubDate>\n"
        xml += "<description>\(xmlEscape(episode.summary))</description>\n"
        // Podcast apps and feed readers apply no stylesheet: the code goes as plain text; and
        // they have no page to resolve a relative address against: every one is made absolute.
        let notes = xmlLegalCharacters(
            CodeBlockRenderer.withoutTokenSpans(
                FeedHTML.absolutizing(
                    Self.resolvingRoot(in: episode.document.html, root: configuration.baseURL), page: url)))
        let safeNotes =
            notes.containsBytes("]]>") ? notes.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") : notes
        xml += "<content:encoded><![CDATA[\(safeNotes)]]></content:encoded>\n"
        if let enclosure = media.enclosure {
            xml +=
                "<enclosure url=\"\(xmlEscape(address(of: enclosure)))\" length=\"\(enclosure.length ?? 0)\" type=\"\(xmlEscape(enclosure.type))\"/>\n"
            xml += alternateEnclosuresXML(media)
        }
        if let duration = episode.duration { xml += "<itunes:duration>\(duration.seconds)</itunes:duration>\n" }
        // Apple's elements, and the Podcasting 2.0 ones that Podcast Index apps read.
        // Apple's episode number is a non-zero integer; "episode 0" is the Podcasting 2.0 element's.
        if let number = media.number, number > 0 { xml += "<itunes:episode>\(number)</itunes:episode>\n" }
        if let season = media.season { xml += "<itunes:season>\(season)</itunes:season>\n" }
        if let season = media.season { xml += "<podcast:season>\(season)</podcast:season>\n" }
        if let number = media.number { xml += "<podcast:episode>\(number)</podcast:episode>\n" }
        xml += "<itunes:episodeType>\(media.episodeType.rawValue)</itunes:episodeType>\n"
        if let explicit = media.explicit {
            xml += "<itunes:explicit>\(explicit ? "true" : "false")</itunes:explicit>\n"
        }
        if let thumbnail = contexts.existing(episode.thumbnail), Site.isFeedArtwork(thumbnail) {
            xml += "<itunes:image href=\"\(xmlEscape(configuration.absoluteURL(thumbnail)))\"/>\n"
        }
        // The chapters file the front matter names, else the episode's own.
        let chaptersFile =
            media.chaptersURL
            ?? media.chapters.flatMap {
                $0.isEmpty ? nil : configuration.absoluteURL(SiteRoutes.chapters(ofPage: episode.pagePath))
            }
        if let chaptersFile {
            xml += "<podcast:chapters url=\"\(xmlEscape(chaptersFile))\" type=\"application/json+chapters\"/>\n"
        }
        for transcript in media.transcripts {
            xml += transcriptXML(transcript, page: url)
        }
        for (slugs, role) in [(media.hosts, "host"), (media.guests, "guest")] {
            for slug in slugs {
                guard let personIndex = contexts.personIndexes[slug] else { continue }
                let person = site.people[personIndex].person
                var attributes =
                    " role=\"\(role)\" href=\"\(xmlEscape(configuration.absoluteURL(SiteRoutes.person(person.slug))))\""
                // Apps draw JPEG and PNG (as for `itunes:image`), not SVG.
                if let avatar = contexts.existing(person.avatar), Site.isFeedArtwork(avatar) {
                    attributes += " img=\"\(xmlEscape(configuration.absoluteURL(avatar)))\""
                }
                xml += "<podcast:person\(attributes)>\(xmlEscape(person.name))</podcast:person>\n"
            }
        }
        return xml + itemNamespaceXML(media) + "</item>\n"
    }

    /// `episodes/<slug>/chapters.json`: the JSON chapters format (Podcasting 2.0, version 1.2.0).
    func chaptersFile(_ index: Int, reads: inout RenderReads) -> RenderedFile {
        // The chapters alone: the slug in the path is the key they are read by, and the file
        // shows no title, so a new title leaves it as it was.
        let episode = site.episodes[index]
        let media = episodeMedia(index, reads: &reads)
        let chapters: [[String: Any]] = (media.chapters ?? []).map { chapter in
            var value: [String: Any] = ["startTime": chapter.start, "title": chapter.title]
            if let url = chapter.url { value["url"] = url }
            return value
        }
        let object: [String: Any] = ["version": "1.2.0", "chapters": chapters]
        return RenderedFile(
            path: SiteRoutes.chapters(ofPage: episode.pagePath), data: Data((JSONText.encode(object) + "\n").utf8))
    }
}
