import Foundation
import SitegenContent
import SitegenFormats

/// The parts of a podcast feed that say how it is published (copyright, lock, funding, medium,
/// a move, an end, a block), its trailers, and the other formats an episode is published in.
extension SiteRenderer {
    /// The channel's publishing elements, one a line.
    func channelPublishingXML(_ settings: PodcastSettings) -> String {
        var xml = ""
        if let copyright = settings.copyright ?? site.configuration.copyright {
            xml += "<copyright>\(xmlEscape(copyright))</copyright>\n"
        }
        if let medium = settings.medium { xml += "<podcast:medium>\(medium.rawValue)</podcast:medium>\n" }
        if let locked = settings.locked {
            let owner = settings.ownerEmail.map { " owner=\"\(xmlEscape($0))\"" } ?? ""
            xml += "<podcast:locked\(owner)>\(locked ? "yes" : "no")</podcast:locked>\n"
        }
        for link in settings.funding {
            xml += "<podcast:funding url=\"\(xmlEscape(link.url))\">\(xmlEscape(link.text))</podcast:funding>\n"
        }
        if let newFeedURL = settings.newFeedURL {
            xml += "<itunes:new-feed-url>\(xmlEscape(newFeedURL))</itunes:new-feed-url>\n"
        }
        if settings.complete == true { xml += "<itunes:complete>Yes</itunes:complete>\n" }
        if settings.block == true {
            xml += "<itunes:block>Yes</itunes:block>\n<podcast:block>yes</podcast:block>\n"
        }
        return xml
    }

    /// `podcast:trailer`s: every trailer episode of the show (`episodeType: trailer`) with a file,
    /// the newest first (apps offer the newest as the show's preview), even when `limit` leaves
    /// its item out of the feed.
    func trailersXML(_ items: [Int]) -> String {
        let trailers = items.filter { site.episodes[$0].media.episodeType == .trailer }.sorted {
            (site.episodes[$0].date, site.episodes[$1].slug) > (site.episodes[$1].date, site.episodes[$0].slug)
        }
        var xml = ""
        for index in trailers {
            let episode = site.episodes[index]
            guard let file = episode.media.enclosure else { continue }
            var attributes = " pubdate=\"\(episode.date.rfc822)\" url=\"\(xmlEscape(address(of: file)))\""
            if let length = file.length { attributes += " length=\"\(length)\"" }
            attributes += " type=\"\(xmlEscape(file.type))\""
            if let season = episode.media.season { attributes += " season=\"\(season)\"" }
            xml += "<podcast:trailer\(attributes)>\(xmlEscape(episode.title))</podcast:trailer>\n"
        }
        return xml
    }

    /// Every file an episode is published in, as `podcast:alternateEnclosure`s, when it has more
    /// than one (several audio formats, audio and a video file, a video's files of other sizes):
    /// the enclosure's own first,
    /// marked `default`, then the others in the order the front matter gives them.
    func alternateEnclosuresXML(_ media: EpisodeMedia) -> String {
        let files = media.audio + (media.video?.files ?? [])
        guard files.count > 1 else { return "" }
        var xml = ""
        for (position, file) in files.enumerated() {
            var attributes = " type=\"\(xmlEscape(file.type))\""
            if let length = file.length { attributes += " length=\"\(length)\"" }
            if position == 0 { attributes += " default=\"true\"" }
            xml +=
                "<podcast:alternateEnclosure\(attributes)><podcast:source uri=\"\(xmlEscape(address(of: file)))\"/></podcast:alternateEnclosure>\n"
        }
        return xml
    }

    /// The absolute URL of a media file.
    func address(of file: MediaEnclosure) -> String {
        switch file.location {
        case .remote(let remote): remote
        case .local(let path): site.configuration.absoluteURL(URLPathEncoding.encode(path))
        }
    }
}
