import SitegenContent
import SitegenFormats
import SitegenMarkdown

/// What an episode page shows of its media: the player, chapters, transcript, hosts and guests.
extension SiteRenderer {
    /// The URL of a media file on a page whose prefix to the site root is `root`.
    static func url(of location: MediaEnclosure.Location, root: String) -> String {
        switch location {
        case .remote(let url): url
        case .local(let path): root + URLPathEncoding.encode(path)
        }
    }

    /// Where a timestamp link goes without the media script: a media-fragment URL of the
    /// player the links seek (`EpisodeMedia.seekPlayer`: the first audio file, unless the episode
    /// has no audio or says `seek: video`).
    static func seekTarget(of media: EpisodeMedia, root: String) -> SeekLinks.Target? {
        switch media.seekPlayer {
        case .video?:
            switch media.video?.source {
            case .youTube(let id)?:
                return { "https://www.youtube.com/watch?v=\(id)&t=\(Int($0))s" }
            case .vimeo(let id)?:
                return { "https://vimeo.com/\(id)#t=\(Int($0))s" }
            case .file(let file)?:
                let url = url(of: file.location, root: root)
                return { url + "#t=" + MediaTimestamp.fragment($0) }
            case .page?, nil: return nil
            }
        case .audio?:
            let url = url(of: media.audio[0].location, root: root)
            return { url + "#t=" + MediaTimestamp.fragment($0) }
        case nil: return nil
        }
    }

    /// The keys an episode page's template gets for its media: `audio` and `video` (each with
    /// `seeks`: whether chapter and timestamp links seek it, `EpisodeMedia.seekPlayer`),
    /// `chapters`, `transcript`, `hosts`, `guests`, `listen` (its pages on listening platforms)
    /// and `spotify` (the Spotify player of an episode with nothing of its own to play).
    func mediaContext(_ index: Int, root: String, reads: inout RenderReads) -> [String: TemplateValue] {
        let media = episodeMedia(index, reads: &reads)
        let episode = site.episodes[index]
        var context: [String: TemplateValue] = [:]
        let target = Self.seekTarget(of: media, root: root)
        // A time links to its place in the player; an episode without playable media (no audio,
        // a video on another site's page) has no place to go, so its times get no `href`.
        let link = { (seconds: Double) -> TemplateValue in
            var value: [String: TemplateValue] = [
                "seconds": .text(MediaTimestamp.fragment(seconds)), "time": .text(MediaTimestamp.text(seconds)),
            ]
            if let target { value["href"] = .text(target(seconds)) }
            return .object(value)
        }
        if !media.audio.isEmpty {
            context["audio"] = [
                "sources": .list(
                    media.audio.map { ["src": .text(Self.url(of: $0.location, root: root)), "type": .text($0.type)] }),
                "first": .text(Self.url(of: media.audio[0].location, root: root)),
                "seeks": .flag(media.seekPlayer == .audio),
            ]
        }
        if let video = media.video {
            if case .page(let url) = video.source { context["watch"] = .text(url) }
        }
        if let video = media.video, video.isPlayable {
            var value: [String: TemplateValue] = ["seeks": .flag(media.seekPlayer == .video)]
            let poster = contexts.existing(video.poster) ?? contexts.existing(episode.thumbnail)
            if let poster { value["poster"] = .text(root + poster) }
            switch video.source {
            case .youTube(let id):
                value["embed"] = [
                    "provider": "YouTube", "watch": .text("https://www.youtube.com/watch?v=\(id)"),
                    "src": .text("https://www.youtube-nocookie.com/embed/\(id)?autoplay=1"), "kind": "youtube",
                ]
            case .vimeo(let id):
                value["embed"] = [
                    "provider": "Vimeo", "watch": .text("https://vimeo.com/\(id)"),
                    "src": .text("https://player.vimeo.com/video/\(id)?autoplay=1&dnt=1"), "kind": "vimeo",
                ]
            case .file(let file):
                value["file"] = [
                    "src": .text(Self.url(of: file.location, root: root)), "type": .text(file.type),
                    "sources": .list(
                        video.files.map {
                            [
                                "src": .text(Self.url(of: $0.location, root: root)), "type": .text($0.type),
                            ]
                        }),
                    "captions": .list(
                        video.captions.enumerated().map { offset, caption in
                            [
                                "src": .text(root + URLPathEncoding.encode(caption.file)),
                                "language": .text(caption.language), "label": .text(caption.label),
                                "isDefault": .flag(offset == 0),
                            ]
                        }),
                ]
            case .page: break
            }
            context["video"] = .object(value)
        }
        if let chapters = media.chapters, !chapters.isEmpty {
            context["hasChapters"] = true
            context["chapters"] = .list(
                chapters.map { chapter in
                    var fields: [String: TemplateValue] = ["title": .text(chapter.title)]
                    if let url = chapter.url { fields["url"] = .text(url) }
                    return link(chapter.start).adding(fields)
                })
        }
        context.merge(transcriptContext(media, root: root, target: target, link: link)) { _, new in new }
        if !media.hosts.isEmpty || !media.guests.isEmpty { context["hasPeople"] = true }
        for (key, slugs) in [("hosts", media.hosts), ("guests", media.guests)] where !slugs.isEmpty {
            context[key] = .list(
                slugs.compactMap { slug in personCard(slug, reads: &reads).map(TemplateValue.object) })
        }
        if !media.listen.isEmpty {
            context["hasListen"] = true
            context["listen"] = Self.listenLinks(media.listen)
        }
        if let id = media.spotifyEpisode {
            context["spotify"] = [
                "src": .text(ListenURL.spotifyEmbed(id)), "url": .text(ListenURL.spotifyPage(id)),
            ]
        }
        return context
    }
}
