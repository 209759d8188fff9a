import Foundation
import SitegenContent
import SitegenFileSystem

/// Gathers an episode's audio from the keys podcast themes use (Castanet's `podcast_file`,
/// Jekyll-Podcast-Feed's `podcast_link`, Octopod's `audio:` map of formats, feed-style `link` and
/// `length`, `enclosure` as a text, a map or Hugo's `[enclosure]`) into sitegen's `audio:` (and
/// `video:` for a video file), each URL checked as the build checks it.
struct MediaMapping {
    /// Keys that name the media file.
    static let fileKeys =
        [
            "podcast_file", "podcast_link", "podcast_url", "enclosure", "enclosure_url", "audio", "mp3", "audio_file",
            "audio_url",
            // Rubénerd Show's `enclosure_file`, nantyara/podcast.nantyara.com's `audio_file_path`.
            "enclosure_file", "audio_file_path",
            "episode_file", "episode_url", "media_url", "podcast", "podcast_link_ogg",
            // jordanmoconnor/riverchurch's `audio_id: [https://…mp3]`, its feed's enclosure.
            "audio_id",
            // Binaergewitter/serious-bg's `audioformats: {mp3: …, ogg: …, m4a: …, opus: …}`.
            "audioformats", "audio_formats",
        ] + videoFileKeys + alternateKeys
    /// Keys that name the episode's video file (JupiterBroadcasting/jupiterbroadcasting.com's
    /// `video_file`, its `video_hd_file` and `video_mobile_file` beside it): a YouTube or Vimeo
    /// page under one is the episode's player, read as `video`, no file.
    static let videoFileKeys = [
        "video_url", "video_file", "video_hd_file", "video_mobile_file", "video_mp4", "mp4_url", "mp4_file",
    ]
    /// Keys that name the episode's audio in another file, after the enclosure's keys: Podcasting
    /// 2.0's `alternateEnclosure`, JupiterBroadcasting/jupiterbroadcasting.com's
    /// `podcast_alt_file` (an MP3 mirror, the only audio of episodes whose `podcast_file` is null).
    static let alternateKeys = [
        "podcast_alt_file", "alt_file", "alternate_file", "podcast_alternate_file", "alternate_enclosure",
        "alternate_enclosures", "podcast_alternate_enclosure", "podcast_alternate_enclosures",
    ]
    /// Keys that name another format's file, with the key of that file's length in bytes
    /// (Jekyll-Podcast-Feed's `podcast_link_ogg` and `podcast_length_ogg`).
    static let formatLengthKeys = ["podcast_link_ogg": "podcast_length_ogg"]
    /// Keys that give the file's length in bytes.
    static let lengthKeys = [
        "podcast_bytes", "podcast_length", "podcast_size", "bytes", "length", "filesize", "file_size",
        "audio_length", "audio_size", "enclosure_length", "enclosure_bytes", "size",
        // Rubénerd Show's `enclosure_size`, nantyara/podcast.nantyara.com's `audio_file_size`.
        "enclosure_size", "audio_file_size",
    ]
    /// Keys that give the file's media type (Rubénerd Show's `enclosure_type`, enkake/yuguchiwauchu-radio's
    /// `audio_type`): the type of a file whose name tells none, and otherwise used up when they agree with it.
    static let typeKeys = ["enclosure_type", "audio_type"]
    /// The formats of Octopod's `audio:` map, in the order a feed prefers them.
    static let formats = ["mp3", "m4a", "aac", "ogg", "oga", "opus", "flac", "wav"]

    /// Keys that each name one format's file, a format's name then a word ending in `link`, `url`
    /// or `file` (RubberDucking/rubberduckcast.com's `aac_asset_link` and `ogg_asset_link`), or a
    /// media word then the format's name (a nixers.net post's `podcast_mp3` and `podcast_ogg`), in
    /// the order of ``formats``.
    static func formatFileKeys(in fields: [String: Any]) -> [String] {
        func format(_ key: String) -> Int? { self.format(ofKey: key).flatMap(formats.firstIndex) }
        return fields.keys.filter { key in !fileKeys.contains(key) && format(key) != nil }
            .sorted { (format($0)!, $0) < (format($1)!, $1) }
    }

    /// The format a key names one file of (``formatFileKeys(in:)``): `mp3` for `mp3_url`,
    /// `aac_asset_link` or `podcast_mp3`.
    static func format(ofKey key: String) -> String? {
        if let format = formats.first(where: { key.hasPrefix($0 + "_") }),
            ["link", "url", "file"].contains(where: key.hasSuffix)
        {
            return format
        }
        // Also with a word after it (JupiterBroadcasting/jupiterbroadcasting.com's `podcast_ogg_file`).
        let mediaWords = ["podcast", "audio", "episode", "media", "enclosure", "file"]
        let endings = ["", "_file", "_url", "_link"]
        return formats.first { format in
            mediaWords.contains { word in endings.contains { key == word + "_" + format + $0 } }
        }
    }

    /// The key of the length in bytes of the file a key names, when the front matter gives it:
    /// ``formatLengthKeys``, else for a format's file key (``formatFileKeys(in:)``) that format's
    /// `_length`, `_size` or `_bytes` (WayOfTheCrab/podcast's `aac_url` and `aac_length`).
    static func ownLengthKey(of key: String, in fields: [String: Any]) -> String? {
        if let own = formatLengthKeys[key] { return fields[own] != nil ? own : nil }
        // A format's own name (`mp3`) is a file key whose length is that format's too (`mp3_size`).
        guard let format = formats.contains(key) ? key : formats.first(where: { key.hasPrefix($0 + "_") }),
            key == format || !fileKeys.contains(key)
        else {
            return nil
        }
        return ["length", "size", "bytes"].map { format + "_" + $0 }.first { $0 != key && fields[$0] != nil }
    }

    /// Whether a key gives the length of one format's file (`mp3_size`, `aac_length`).
    static func isFormatLengthKey(_ key: String) -> Bool {
        formats.contains { format in ["length", "size", "bytes"].contains { key == format + "_" + $0 } }
    }

    /// The value of `audio:` (a URL or path, a map, or a list of them), if any.
    var audio: Any?
    /// The value of `video:`, if the file was a video.
    var video: Any?
    /// The keys used (for audio, video or its length).
    var used: Set<String> = []
    /// Keys whose value could not become media, with why (they go under `params:`).
    var refused: [(key: String, reason: String)] = []
    /// The key whose file is the episode's `video`, if one is.
    var videoKey: String?
    /// Where each used key went, for the report: `audio`, `audio (an alternate enclosure)`,
    /// `video`, `audio.length`, in the order the files were read.
    var homes: [(key: String, home: String)] = []

    /// Reads the media of front matter whose keys are lowercased.
    init(_ fields: [String: Any], context: ImportContext) {
        var candidates: [(key: String, url: String, type: String?, length: Any?)] = []
        let typeKey = Self.typeKeys.first { ImportValue.text(fields[$0]) != nil }
        let givenType = typeKey.flatMap { ImportValue.text(fields[$0]) }.map(Self.commonType)
        for key in Self.fileKeys + Self.formatFileKeys(in: fields) where fields[key] != nil {
            let ownLength = Self.ownLengthKey(of: key, in: fields).flatMap { fields[$0] }
            // A YouTube or Vimeo page under a video file's key (`video_url`) is the player (a `video`), no file.
            for found in Self.candidates(fields[key]!)
            where !Self.videoFileKeys.contains(key) || VideoURL.source(found.url) == nil {
                let formats = Self.formatFiles(of: found.url, context: context)
                if formats.isEmpty {
                    candidates.append((key, found.url, found.type, found.length ?? ownLength))
                } else {
                    candidates += formats.map { (key, $0, nil, nil) }
                }
            }
        }
        // A feed-style `link`, a `url` (Syntax's shows), a `file` (Jekyll-Podcaster), a `media`
        // (niclindh/jekyll-podcast-template's `media: generic-2.mp3`, under `podcasts/`) or a
        // `source` (davealbert/davealbert.github.io's, which its layout plays) that names an
        // audio file.
        for key in ["link", "url", "file", "media", "source"] where candidates.isEmpty {
            if let link = ImportValue.text(fields[key]), let type = MediaEnclosure.type(ofName: link),
                type.hasPrefix("audio/")
            {
                candidates.append((key, link, nil, nil))
            }
        }
        var length: Any?
        var lengthKey: String?
        for key in Self.lengthKeys where !ImportValue.isEmpty(fields[key]) {
            // A length in bytes wins over a running time under another length key
            // (GolangShow/golangshow.com's `length = "47:38"` beside `size = 19800249`).
            guard
                lengthKey == nil
                    || (ImportValue.byteLength(length) == nil && ImportValue.byteLength(fields[key]) != nil)
            else { continue }
            lengthKey = key
            length = fields[key]
        }
        // The running time that gave way is refused as a length, so that it is read as the duration.
        for key in Self.lengthKeys where key != lengthKey && ImportValue.byteLength(fields[key]) == nil {
            guard ImportValue.text(fields[key])?.contains(":") == true else { continue }
            refused.append((key, "not a length in bytes"))
        }
        var files: [[String: Any]] = []
        var seen: Set<String> = []
        var videoFile: [String: Any]?
        var videoAlternates: [[String: Any]] = []
        // The size of the file of Content/ whose length the front matter gives otherwise.
        var staleLength: Int?
        for candidate in candidates {
            let named = MediaEnclosure.type(ofName: candidate.url)
            let type = candidate.type ?? (named == nil ? givenType : nil)
            switch Self.file(candidate.url, type: type, key: candidate.key, context: context) {
            case .success(var file):
                used.insert(candidate.key)
                if let typeKey, let givenType, givenType == (file["type"] as? String ?? named) { used.insert(typeKey) }
                guard seen.insert(file["url"] as! String).inserted else { continue }
                if let given = candidate.length ?? (files.isEmpty ? length : nil) {
                    if let bytes = ImportValue.byteLength(given), (file["url"] as! String).contains("://") {
                        file["length"] = bytes
                        if candidate.length == nil, let lengthKey { used.insert(lengthKey) }
                        if let own = Self.ownLengthKey(of: candidate.key, in: fields) { used.insert(own) }
                    } else if let bytes = ImportValue.byteLength(given), candidate.length == nil, lengthKey != nil,
                        let size = Self.size(of: file["url"] as! String, context: context)
                    {
                        // A file of Content/: the build reads its length from the file itself.
                        if bytes == size { used.insert(lengthKey!) } else { staleLength = size }
                    }
                }
                if (file["type"] as? String)?.hasPrefix("audio/") == false {
                    if videoFile != nil {
                        // Another file of the video (JupiterBroadcasting's `video_hd_file` beside
                        // `video_file`): its alternates, each an alternate enclosure of the feed.
                        videoAlternates.append(file)
                        if !homes.contains(where: { $0.key == candidate.key }) {
                            homes.append((candidate.key, "video.alternates"))
                        }
                    } else {
                        videoFile = file
                        videoKey = candidate.key
                        homes.append((candidate.key, "video"))
                    }
                } else {
                    homes.append((candidate.key, files.isEmpty ? "audio" : "audio (an alternate enclosure)"))
                    files.append(file)
                }
            case .failure(let refusal): refused.append((candidate.key, refusal.reason))
            }
        }
        if let lengthKey, !used.contains(lengthKey), !ImportValue.isEmpty(length) {
            refused.append(
                (
                    lengthKey,
                    ImportValue.byteLength(length) == nil
                        ? "not a length in bytes"
                        : staleLength.map { "not the length of the file, which has \($0) bytes" } ?? "no media file"
                ))
        }
        if var file = videoFile {
            if !videoAlternates.isEmpty { file["alternates"] = videoAlternates.map(Self.compact) }
            video = Self.compact(file)
        }
        if let lengthKey, used.contains(lengthKey) { homes.append((lengthKey, "audio.length")) }
        if let typeKey, used.contains(typeKey) { homes.append((typeKey, "audio.type")) }
        let compacted = files.map(Self.compact)
        audio = compacted.count > 1 ? compacted : compacted.first
    }

    /// A media type as feeds name it: `audio/mp3` (which themes write) is `audio/mpeg`.
    private static func commonType(_ type: String) -> String {
        let lowered = type.lowercased().trimmingCharacters(in: .whitespaces)
        return ["audio/mp3", "audio/x-mp3", "audio/mpeg3", "audio/x-mpeg"].contains(lowered) ? "audio/mpeg" : lowered
    }

    /// The size in bytes of the source's file that becomes a path of Content/, if it is one.
    private static func size(of path: String, context: ImportContext) -> Int? {
        guard let source = context.files[path] else { return nil }
        return context.fileSystem.size(source)
    }

    /// The files of the source a name without an extension stands for, one per format, in the
    /// order a feed prefers them (Jekyll-Podcast-Feed's `podcast_link: /audio/song`, whose feeds
    /// add `.ogg` and `.mp3`); none when the name is a URL, has an extension or is a file itself.
    private static func formatFiles(of name: String, context: ImportContext) -> [String] {
        let last = name.split(separator: "/").last ?? ""
        guard !name.contains(":"), !last.isEmpty, !last.contains("."), context.resolve(name) == nil else {
            return []
        }
        return formats.map { name + "." + $0 }.filter { context.resolve($0) != nil }
    }

    /// A file as the build reads it: its URL or path alone when nothing else is known.
    private static func compact(_ file: [String: Any]) -> Any {
        file.count == 1 ? file["url"]! : file
    }

    /// The files a value names: a text, a map `{url, length, type}` (or Octopod's `{name, size}`,
    /// a name under the settings' `audio_base_url`: andreyvit/it-posidelki), a map of formats, a list,
    /// a map of `sources`.
    private static func candidates(_ value: Any) -> [(url: String, type: String?, length: Any?)] {
        if let list = value as? [Any] { return list.flatMap(candidates) }
        // A number or a flag names no file (a nixers.net post's `podcast: 1`: the post is one).
        if value is Int || value is Double || value is Bool { return [] }
        if let text = ImportValue.text(value) {
            // An RSS-style text: "URL LENGTH TYPE".
            let words = text.split(separator: " ").map(String.init)
            if words.count == 3, words[0].contains("://"), Int(words[1]) != nil, words[2].contains("/") {
                return [(words[0], words[2], words[1])]
            }
            return [(text, nil, nil)]
        }
        guard let map = ImportValue.lowercasedKeys(value as? [String: Any]) else { return [] }
        // A list of the file in several formats (refined-bits/refinedbitspodcast.com's
        // `audio: {sources: [{type: ogg, src: …, size: 0}, {type: mp3, …}]}`), in the order a feed
        // prefers them, as the `<audio>` element's sources are listed.
        if let sources = map["sources"] as? [Any] {
            let order = { (url: String) in
                formats.firstIndex(of: (url as NSString).pathExtension.lowercased()) ?? formats.count
            }
            // An `alternateEnclosure`'s `type` and `length` are those of each of its sources.
            let shared = (type: ImportValue.text(map["type"]), length: map["length"])
            return candidates(sources).enumerated().sorted {
                (order($0.element.url), $0.offset) < (order($1.element.url), $1.offset)
            }.map { ($0.element.url, $0.element.type ?? shared.type, $0.element.length ?? shared.length) }
        }
        // Podcasting 2.0's `<podcast:source uri="…">`, as an `alternateEnclosure`'s `sources` hold it.
        let named = map["url"] ?? map["src"] ?? map["file"] ?? map["href"] ?? map["name"] ?? map["uri"]
        if let url = ImportValue.text(named) {
            return [
                (
                    url, ImportValue.text(map["type"] ?? map["mime"] ?? map["mimetype"]),
                    map["length"] ?? map["size"] ?? map["bytes"]
                )
            ]
        }
        return formats.compactMap { format in
            ImportValue.text(map[format]).map { ($0, nil, nil) }
        }
    }

    /// A checked file `{url, type?}`: a URL, a file of `Content/`, a URL of the site written
    /// without its scheme (`ImportContext.schemelessSiteURL(_:)`), or a name under the
    /// enclosures' URL (`ImportContext.enclosureBase`).
    private static func file(
        _ text: String, type given: String?, key: String, context: ImportContext
    ) -> Result<[String: Any], MappingRefusal> {
        let url: String
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            url = text
        } else if lowered.hasPrefix("//") {
            url = "https:" + text
        } else if let local = context.resolve(text) {
            url = local
        } else if let own = context.schemelessSiteURL(text) {
            url = own
        } else if let base = context.enclosureBase, !text.contains(":") {
            url = base + text.drop { $0 == "/" }
        } else if let local = context.onlyFile(named: text) {
            url = local
        } else if let colon = text.range(of: "://"), !text[..<colon.lowerBound].isEmpty,
            text[..<colon.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        {
            // a11yrules/podcast-dev's `audio_url: hhttps://…`: a URL whose scheme is mistyped, not a file.
            let scheme = String(text[..<colon.lowerBound].prefix(20))
            return .failure(MappingRefusal("a URL whose scheme, '\(scheme)', is not http or https"))
        } else {
            return .failure(
                MappingRefusal(
                    "a file that is not in the source, and the settings give no URL it is under: write its full "
                        + "URL as `audio:`, or the URL of its folder as `params.media_prefix` in the settings and "
                        + "import again"
                ))
        }
        var file: [String: Any] = [:]
        if url.contains(":") {
            guard
                case .success(let checked) = WebURLText.normalize(
                    url.replacingOccurrences(of: " ", with: "%20"),
                    allowsQuery: true)
            else { return .failure(MappingRefusal("not a valid http(s) URL")) }
            file["url"] = checked
        } else {
            file["url"] = url
        }
        let named = MediaEnclosure.type(ofName: file["url"] as! String)
        let type = given.flatMap { EpisodeMedia.isMIMEType($0) ? $0.lowercased() : nil } ?? named
        guard let type else {
            // A format's key (`mp3`, `podcast_mp3`) tells the type of a URL whose name does not
            // (`…/download.php?filename=…`).
            if let format = key == "mp3" ? "mp3" : Self.format(ofKey: key),
                let type = MediaEnclosure.type(ofName: "file." + format)
            {
                file["type"] = type
                return .success(file)
            }
            return .failure(MappingRefusal("the media type cannot be told from its name"))
        }
        guard type.hasPrefix("audio/") || type.hasPrefix("video/") else {
            return .failure(MappingRefusal("\(type) is not audio or video"))
        }
        if type != named { file["type"] = type }
        if type.hasPrefix("video/") { file["type"] = type }
        return .success(file)
    }
}
