import Foundation
import SitegenContent

/// Maps another generator's front matter onto sitegen's keys: keys are matched without regard to
/// case (an episode's, to `_` and `-` too: `enclosureURL` is `enclosure_url`), each value is normalised to what the build accepts (or goes under `params:` with the
/// reason), empty values are dropped, and what moved or was dropped is said.
struct FrontMatterMapping {
    /// The sitegen front matter, in the order it is written.
    var fields: [(String, Any)] = []
    /// Keys that went under `params:`, with why when the key was a known one whose value would not
    /// validate (`nil`: sitegen has no such key).
    var toParams: [(key: String, reason: String?)] = []
    /// Keys dropped because their value was empty (null, `""`, `[]`).
    var dropped: [String] = []
    /// The people named by `guests` and `hosts`: slug → name as written.
    var people: [String: String] = [:]
    /// The links `guests` and `hosts` give their people (`{name, url}`): slug → URLs.
    var personLinks: [String: [String]] = [:]
    /// What a person is of, as an episode names them (Syntax's `guest: {name, of: State of JS
    /// Survey}`): slug → their role.
    var personRoles: [String: String] = [:]
    /// A collection named by `series` (slug → title), which the import must create.
    var series: (slug: String, title: String)?
    /// Where each key that sitegen reads under another name went (`podcast_chapters` →
    /// `chapters`), for the report.
    var homes: [(key: String, home: String)] = []
    /// What a key carried that sitegen has no place for, or what the import changed to carry it:
    /// report group → items.
    var notes: [(group: String, item: String)] = []

    /// Keys whose values carry over under another name: key (lowercased) → sitegen key.
    static let renames: [String: String] = [
        "title": "title", "date": "date", "publishdate": "date", "pubdate": "date", "publication": "date",
        // gallo-s-chingon/tokyo-mistakes' archetype writes `created`, not `date`, and its feed
        // gives an episode that day.
        "created": "date",
        "draft": "draft",
        "summary": "summary", "description": "summary", "excerpt": "summary", "tags": "tags", "weight": "order",
        // ajaykarwal/inspect-fm's feed writes it as the episode's <itunes:summary>.
        "short_description": "summary",
        // threedevsandamaybe/threedevsandamaybe.github.io's `abstract`, the line its episode list
        // shows under each title.
        "abstract": "summary",
        "episode": "number", "episode_number": "number", "number": "number", "itunes_episode": "number",
        "podcast_episode_number": "number", "podcast_season_number": "season", "podcast_season": "season",
        // refined-bits/refinedbitspodcast.com's `episode-id: 3`, the number its layout shows.
        "episode_id": "number",
        "podcast_episode_type": "episodeType", "podcast_description": "summary",
        "duration": "duration", "podcast_duration": "duration", "itunes_duration": "duration",
        "episode_duration": "duration",
        "audio_duration": "duration", "enclosure_duration": "duration",
        // mhermansson/scandinavianlore-web's `runtime: "30 min"`, its feed's <itunes:duration>.
        "runtime": "duration",
        // fireship-io/fireship.io's `video_length: 4:54`, the lesson's running time.
        "video_length": "duration",
        // Hugo's `lastmod` (Zola's `updated`): when the page last changed, which the build reads.
        "lastmod": "lastmod", "updated": "lastmod",
        "explicit": "explicit", "itunes_explicit": "explicit", "podcast_explicit": "explicit", "season": "season",
        "itunes_season": "season", "episodetype": "episodeType", "episode_type": "episodeType",
        "itunes_episodetype": "episodeType", "featured": "featured", "guid": "guid", "thumbnail": "thumbnail",
        "image": "thumbnail", "images": "thumbnail", "cover": "thumbnail", "episode_image": "thumbnail",
        "episode-cover": "thumbnail", "episode_cover": "thumbnail", "featured_image": "thumbnail",
        "feature_image": "thumbnail", "header_image": "thumbnail", "cover_image": "thumbnail", "cover_art": "thumbnail",
        // refined-bits/refinedbitspodcast.com's `picture: {src, thumbnail-src, alt}`.
        "picture": "thumbnail",
        // benhubbard434/onefortheroadpodcast's `photo_url`, the episode's cover its pages show.
        "photo_url": "thumbnail",
        // The zen theme's episode picture, a file of assets/ (EmacsTalk/emacstalk.github.io's
        // `#+PODCAST_IMAGE_SRC: guests/chenbin.jpg`), its feed's <itunes:image>.
        "podcast_image_src": "thumbnail",
        "episode_guid": "guid",
        "youtube": "video", "youtube_id": "video", "youtube_link": "video", "youtube_url": "video",
        "videoid": "video", "video_id": "video", "vod": "video",
        // dchucks/podbharati's `video_embed`, the YouTube player its episode pages show.
        "video_embed": "video",
        // fireship-io/fireship.io's lessons: `vimeo: 508599188`, the id of the lesson's video.
        "vimeo": "video", "vimeo_id": "video",
        "categories": "category",
        "category": "category", "chapters": "chapters", "timestamps": "chapters", "transcript_url": "transcript",
        "transcript_vtt": "transcript",
        // The Podcasting 2.0 tags as podcast themes spell their keys (JupiterBroadcasting/
        // jupiterbroadcasting.com's `podcast_chapters`, a JSON chapters object; its `transcripts`,
        // a list of `{url, type, language, rel}`; its `value`, `{type, method, suggested,
        // recipients, timesplits}`).
        "podcast_chapters": "chapters", "transcripts": "transcript", "podcast_transcript": "transcript",
        "podcast_transcripts": "transcript", "value": "value", "podcast_value": "value",
        // A YouTube page under a video file's key (the file's keys are MediaMapping's).
        "video_file": "video",
        "video_url": "video", "captions_url": "transcript", "chapters_url": "chapters",
        "transcript": "transcript", "video": "video", "guests": "guests", "hosts": "hosts", "series": "collection",
        "guest": "guests", "host": "hosts",
        // enkake/yuguchiwauchu-radio's `contributors: [{name, uri}]`, its feed's <atom:contributor>s:
        // the people of the episode, whom Podcasting 2.0 takes as hosts when no role is given.
        "contributors": "hosts",
        // westerndevs/western-devs-website's `participants: [dave_paquette, …]`, the keys of
        // `_data/authors.yml` its podcast posts list as the people on the episode.
        "participants": "hosts",
        "published": "draft",
        // Podcasting 2.0's `<podcast:soundbite>`s, as an RSS feed's import writes them.
        "soundbites": "soundbites", "podcast_soundbites": "soundbites",
        "listen": "listen",
        // enkake/yuguchiwauchu-radio's `keywords: "温泉,湯治,…"`, its feed's <itunes:keywords>:
        // the episode's tags when no `tags` gives them (as the build suggests for `keywords`).
        "keywords": "tags",
    ].merging(
        // The episode's pages on listening platforms: froilainhaeckse/entscheidung-zur-heilung's
        // `spotify = "https://open.spotify.com/embed/episode/…"` (Castanet's player), delta1/pakweight.com's
        // `[extra] spotify`, and the like for other platforms.
        ListenURL.platformKeys.map { ($0, "listen") }, uniquingKeysWith: { own, _ in own })

    /// Maps `source`; `collection` is the episode's show when it is in one.
    static func map(
        _ source: [String: Any], collection: String?, isEpisode: Bool, context: ImportContext
    ) -> FrontMatterMapping {
        var mapping = FrontMatterMapping()
        var fields: [String: Any] = [:]
        var original: [String: String] = [:]
        var params: [(String, Any)] = []
        for key in source.keys.sorted() {
            let known = isEpisode ? Self.knownSpelling(of: key.lowercased()) : key.lowercased()
            if fields[known] == nil {
                fields[known] = source[key]
                original[known] = key
            } else {
                params.append((key, source[key]!))
                mapping.toParams.append((key, "the same key in another case"))
            }
        }
        // A theme's `episode:` object (089/hugo-podcast), or a `podcast:` one (rss2hugo,
        // jekyll-podcast), holds the episode's number, media and chapters: they are read as if
        // written beside the other keys.
        var episodeObject: (name: String, rest: [String: Any])?
        for key in episodeObjectKeys where isEpisode && episodeObject == nil {
            guard let object = fields[key] as? [String: Any] else { continue }
            let name = original[key] ?? key
            fields[key] = nil
            episodeObject = (name, liftEpisodeObject(object, key: key, into: &fields, original: &original))
        }
        if isEpisode {
            splitSeasonCode(&fields, original: &original)
            unwrappingMediaLists(&fields)
        }
        let media = isEpisode ? MediaMapping(fields, context: context) : MediaMapping([:], context: context)
        let refusals = Dictionary(media.refused.map { ($0.key, $0.reason) }, uniquingKeysWith: { first, _ in first })
        // Security Cocktail Hour's `platforms:` map: its YouTube page is the video.
        var platforms: Platforms?
        if isEpisode, let map = fields["platforms"] as? [String: Any], !map.isEmpty {
            let hasVideo =
                media.video != nil
                || fields.contains { renames[$0.key] == "video" && !ImportValue.isEmpty($0.value) }
            platforms = Self.platforms(map, name: original["platforms"] ?? "platforms", hasVideo: hasVideo)
            fields["platforms"] = nil
        }
        // A length written as a running time (Jekyll-Podcaster's `length: "52:14"`) is the
        // duration, when no key gives one.
        let hasDuration = fields.contains { renames[$0.key] == "duration" && !ImportValue.isEmpty($0.value) }
        let clockLength = media.refused.first { refusal in
            MediaMapping.lengthKeys.contains(refusal.key) && !hasDuration
                && ImportValue.byteLength(fields[refusal.key]) == nil
                && ImportValue.text(fields[refusal.key])?.contains(":") == true
                && ImportValue.duration(fields[refusal.key]) != nil
        }?.key
        // A key sitegen reads under its own name wins over another tool's name for it (`summary`
        // over `description`), as the build reads them.
        let ownFirst = { (key: String) in (renames[key]?.lowercased() == key ? 0 : 1, key) }
        for key in fields.keys.sorted(by: { ownFirst($0) < ownFirst($1) }) {
            let value = fields[key]!
            let name = original[key]!
            // A chapters object without chapters (`{version, chapters: []}`) says nothing either.
            if ImportValue.isEmpty(value) || (renames[key] == "chapters" && ImportValue.hasNoJSONChapters(value)) {
                mapping.dropped.append(name)
                continue
            }
            if media.used.contains(key) || ["slug", "aliases", "redirect_from", "permalink"].contains(key) { continue }
            // Hugo's `url` is the page's old address, which the import keeps its own way; a URL
            // of another site under that key is a theme's value.
            if key == "url", ImportValue.text(value)?.contains("://") == false { continue }
            if let reason = refusals[key], key != clockLength {
                params.append((name, value))
                mapping.toParams.append((name, reason))
                continue
            }
            guard let target = key == clockLength ? "duration" : renames[key],
                isEpisode || ["title", "summary"].contains(target),
                target != "collection" || collection == nil
            else {
                params.append((name, value))
                mapping.toParams.append((name, nil))
                continue
            }
            if target == "value" {
                mapping.mapValue(value, name: name, params: &params)
                continue
            }
            switch mapping.value(for: target, key: key, value, context: context) {
            case .success(let mapped):
                if target == "video", let file = media.videoKey, let page = mapped as? String {
                    // A YouTube or Vimeo page beside a video file (JupiterBroadcasting/jupiterbroadcasting.com's
                    // `youtube_link` beside `video_file`): the file is the `video`, the page a `listen` link.
                    mapping.addListen([page])
                    mapping.homes.append((name, "listen (the video is the file of \(original[file] ?? file))"))
                } else if let index = mapping.fields.firstIndex(where: { $0.0 == target }), target == "transcript",
                    let both = Self.transcripts(
                        mapping.fields[index].1, adding: mapped, captions: key == "captions_url")
                {
                    // Trust Revolution's `transcript_url` and `captions_url`: the build reads a list.
                    mapping.fields[index].1 = both
                    mapping.homes.append((name, target))
                } else if target == "listen", let links = mapped as? [String] {
                    // A link per platform (`spotify`, `apple_podcasts`): the build reads one list.
                    mapping.addListen(links)
                    mapping.homes.append((name, target))
                } else if mapping.fields.contains(where: { $0.0 == target }) {
                    params.append((name, value))
                    mapping.toParams.append((name, "`\(target)` came from another key"))
                } else {
                    mapping.fields.append((target, mapped))
                    mapping.homes.append((name, target))
                }
            case .failure(let refusal):
                params.append((name, value))
                mapping.toParams.append((name, refusal.reason))
            }
        }
        if isEpisode, context.categoriesAreTerms, let name = mapping.homes.first(where: { $0.home == "category" })?.key,
            let key = original.first(where: { $0.value == name })?.key,
            let values = ImportValue.strings(fields[key])
        {
            mapping.keepCategoriesAsTags(values, key: name)
        }
        // Hugo's `images = ["a.png", "b.png"]` (its Open Graph pictures), or `series = ["a", "b"]`:
        // the first is the thumbnail or the collection, and the others stay in `params`, said.
        let singles = [
            ("thumbnail", "the pictures after the first, which is the `thumbnail`"),
            ("collection", "the series after the first, which is the `collection` (an episode is in one)"),
        ]
        for (target, reason) in singles where isEpisode {
            guard let name = mapping.homes.first(where: { $0.home == target })?.key,
                let key = original.first(where: { $0.value == name })?.key,
                let list = fields[key] as? [Any]
            else { continue }
            let values = list.filter { !ImportValue.isEmpty($0) }
            if values.count > 1 {
                params.append((name, Array(values.dropFirst())))
                mapping.toParams.append((name, reason))
            }
        }
        if let platforms {
            if let video = platforms.video { mapping.fields.append(("video", video)) }
            mapping.addListen(platforms.listen)
            if !platforms.rest.isEmpty {
                params.append((platforms.name, platforms.rest))
                mapping.toParams.append((platforms.name, platforms.reason))
            }
        }
        for (key, home) in media.homes { mapping.homes.append((original[key] ?? key, home)) }
        if let audio = media.audio { mapping.fields.append(("audio", audio)) }
        if let video = media.video, !mapping.fields.contains(where: { $0.0 == "video" }) {
            mapping.fields.append(("video", video))
        }
        if isEpisode, let collection { mapping.fields.append(("collection", collection)) }
        if let episodeObject,
            let object = foldEpisodeObject(episodeObject.rest, name: episodeObject.name, params: &params)
        {
            params.append((episodeObject.name, object))
            if !episodeObject.rest.isEmpty { mapping.toParams.append((episodeObject.name, nil)) }
        }
        if !params.isEmpty {
            mapping.fields.append(("params", Dictionary(params, uniquingKeysWith: { first, _ in first })))
        }
        return mapping
    }

    /// Adds links to the episode's one `listen` list, without repeats.
    private mutating func addListen(_ links: [String]) {
        guard !links.isEmpty else { return }
        guard let index = fields.firstIndex(where: { $0.0 == "listen" }) else {
            fields.append(("listen", links))
            return
        }
        var joined = fields[index].1 as? [String] ?? []
        for link in links where !joined.contains(link) { joined.append(link) }
        fields[index].1 = joined
    }

    /// Two transcripts as one list (`captions` last, else first), or `nil` when `added` is one
    /// of them already.
    private static func transcripts(_ existing: Any, adding added: Any, captions: Bool) -> [Any]? {
        var list = existing as? [Any] ?? [existing]
        let texts = list.compactMap { $0 as? String }
        guard let text = added as? String, !texts.contains(text) else { return nil }
        if captions { list.append(text) } else { list.insert(text, at: 0) }
        return list
    }
}
