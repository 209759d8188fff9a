import SitegenDiagnostics
import SitegenFormats
import Yams

/// Reading an episode's media front matter: numbers, audio, video, chapters, people and params
/// (the transcripts in `EpisodeMedia+Transcripts.swift`).
extension EpisodeMedia {
    static let keys = [
        "number", "season", "episodeType", "explicit", "guid", "audio", "video", "chapters", "transcript", "hosts",
        "guests", "params", "extra", "soundbites", "value", "location", "license", "listen", "seek",
    ]

    mutating func read(_ mapping: YAMLMapping, reader: inout FrontMatterReader) {
        number = mapping["number"].flatMap { reader.countingNumber($0.value, label: "number", in: 0...999_999_999) }
        season = mapping["season"].flatMap { reader.countingNumber($0.value, label: "season", in: 1...999_999) }
        if let entry = mapping["episodeType"] {
            episodeType =
                reader.choice(entry.value, label: "episodeType", noun: "episode type", as: EpisodeType.self) ?? .full
        }
        explicit = mapping["explicit"].flatMap { reader.explicitFlag($0.value, label: "explicit") }
        guid = mapping["guid"].flatMap { reader.text($0.value, label: "guid") }
        if let entry = mapping["audio"] {
            if case .sequence = entry.value {
                for item in reader.sequence(entry.value, "`audio`") ?? [] {
                    if let file = enclosure(item, label: "audio", reader: &reader) { audio.append(file) }
                }
            } else if let file = enclosure(entry.value, label: "audio", reader: &reader) {
                audio = [file]
            }
        }
        if let entry = mapping["video"] { video = readVideo(entry.value, reader: &reader) }
        if let entry = mapping["seek"] { readSeek(entry.value, reader: &reader) }
        if let entry = mapping["chapters"] {
            if case .scalar(let scalar) = entry.value, entry.value.tagName == .str, scalar.string.contains("://") {
                chaptersURL = readChaptersURL(scalar.string, at: entry.value, reader: &reader)
            } else {
                chapters = readChapters(entry.value, reader: &reader)
            }
        }
        listen = mapping["listen"].map { reader.webLinks($0.value, label: "listen") } ?? []
        hosts = mapping["hosts"].flatMap { reader.people($0.value, label: "hosts") } ?? []
        guests = mapping["guests"].flatMap { reader.people($0.value, label: "guests") } ?? []
        readNamespace(mapping, reader: &reader)
        if let entry = reader.entry(
            "params", orAlias: "extra", in: mapping, aliasName: "`extra` (Zola's name for `params`)")
        {
            if case .mapping = entry.value,
                case .map(let entries)? = reader.paramValue(entry.value, place: "`params`")
            {
                params = entries
            } else if !reader.isExhausted {
                reader.wrongType(entry.value, "`\(entry.name)`", expected: "a mapping of names to values")
            }
        }
    }

    /// `seek: audio` or `seek: video`: the player chapter and timestamp links seek. Naming a
    /// player the episode lacks is a warning, and the key is ignored.
    private mutating func readSeek(_ node: Node, reader: inout FrontMatterReader) {
        guard let value = reader.choice(node, label: "seek", noun: "player to seek", as: SeekPlayer.self) else {
            return
        }
        seek = value
        if value == .video, video?.isPlayable != true {
            reader.warning(
                "`seek: video` but the episode has no `video` the page plays (a file, YouTube or Vimeo); "
                    + "`seek` is ignored", at: node)
        } else if value == .audio, audio.isEmpty {
            reader.warning("`seek: audio` but the episode has no `audio`; `seek` is ignored", at: node)
        }
    }

    /// Other names of an audio map's keys: Octopod's `{name, size}` (andreyvit/it-posidelki), the
    /// `file`, `src` and `href` of players and pages, `bytes` and `mime` of feeds.
    static let enclosureSynonyms = [
        "name": "url", "file": "url", "filename": "url", "src": "url", "href": "url", "link": "url",
        "size": "length", "bytes": "length", "filesize": "length", "file_size": "length", "mime": "type",
        "mimetype": "type", "mime_type": "type",
    ]

    /// An audio or video file: a URL or Content/ path, or a map `{url, length, type}`.
    private func enclosure(_ node: Node, label: String, reader: inout FrontMatterReader) -> MediaEnclosure? {
        var urlNode = node
        var length: Int?
        var type: String?
        if case .mapping = node {
            let keys = ["url", "length", "type"]
            guard
                let map = reader.mapping(
                    node, "`\(label)`", keys: keys, place: "`\(label)`", prefix: label, quiet: true)
            else { return nil }
            var namesFile = false
            for entry in map.unknown {
                if let key = Self.enclosureSynonyms[entry.name.lowercased()] {
                    reader.error("unknown key `\(entry.name)` in `\(label)`; did you mean `\(key)`?", at: entry.key)
                    namesFile = namesFile || key == "url"
                } else {
                    reader.unknownKey(entry.name, at: entry.key, keys: keys, place: "`\(label)`")
                }
            }
            guard let entry = map["url"] else {
                // A key that names the file was told of: the missing `url` is that mistake.
                if !namesFile { reader.error("`\(label)` has no `url`", at: node) }
                return nil
            }
            urlNode = entry.value
            length = map["length"].flatMap {
                reader.wholeNumber($0.value, label: "\(label).length", in: 1...Int(Int64.max))
            }
            if let entry = map["type"], let value = reader.text(entry.value, label: "\(label).type") {
                if Self.isMIMEType(value) {
                    type = value
                } else {
                    reader.error(
                        "`\(label).type` must be a MIME type such as audio/mpeg, not '\(FrontMatterReader.shortened(value))'",
                        at: entry.value)
                }
            }
        }
        guard let text = reader.path(urlNode, label: label) else { return nil }
        let location: MediaEnclosure.Location
        switch MediaReference.location(text, in: reader.bundle) {
        case .success(let value): location = value
        case .failure(let problem):
            reader.error("`\(label)` \(problem.message)", at: urlNode)
            return nil
        }
        guard let resolved = type ?? MediaEnclosure.type(of: location) else {
            reader.error(
                "cannot tell the type of `\(label)` '\(FrontMatterReader.shortened(text))' from its name; "
                    + "write it as a map with `type:` (e.g. audio/mpeg)", at: urlNode)
            return nil
        }
        if label == "audio", !resolved.hasPrefix("audio/") {
            reader.error(
                "`audio` '\(FrontMatterReader.shortened(text))' is \(resolved), not audio; use `video:`", at: urlNode)
            return nil
        }
        return MediaEnclosure(location: location, length: length, type: resolved)
    }

    /// A video: a URL or path, or a map `{url, poster, captions}`.
    private func readVideo(_ node: Node, reader: inout FrontMatterReader) -> EpisodeVideo? {
        var urlNode = node
        var map: YAMLMapping?
        if case .mapping = node {
            map = reader.mapping(
                node, "`video`", keys: ["url", "length", "type", "poster", "captions", "alternates"], place: "`video`",
                prefix: "video")
            guard let map else { return nil }
            guard let entry = map["url"] else {
                reader.error("`video` has no `url`", at: node)
                return nil
            }
            urlNode = entry.value
        }
        guard let text = reader.path(urlNode, label: "video") else { return nil }
        var video: EpisodeVideo
        if let source = VideoURL.source(text) {
            video = EpisodeVideo(source: source, poster: nil, captions: [])
        } else if case .success(.remote(let url)) = MediaReference.location(text),
            MediaEnclosure.type(ofName: text) == nil,
            map?["type"] == nil
        {
            // A page that plays the video (neither a file nor a known embed): a link to it.
            video = EpisodeVideo(source: .page(url), poster: nil, captions: [])
        } else if map?["type"] == nil, MediaEnclosure.type(ofName: text) == nil, let id = VideoURL.bareYouTubeID(text) {
            // A YouTube id alone, as themes keep it in `youtube_id:`: no file, and no type to tell.
            reader.error(
                "`video` '\(id)' is neither a URL nor a file with an extension; for the YouTube video of that id, "
                    + "write `https://www.youtube.com/watch?v=\(id)`", at: urlNode)
            return nil
        } else if let file = enclosure(map == nil ? node : Self.withoutVideoKeys(node), label: "video", reader: &reader)
        {
            video = EpisodeVideo(source: .file(file), poster: nil, captions: [])
        } else {
            return nil
        }
        guard let map else { return video }
        if let entry = map["alternates"] {
            guard video.file != nil else {
                reader.error(
                    "`video.alternates` are other files of a video file; an embedded or linked video has none",
                    at: entry.key)
                return nil
            }
            for item in reader.sequence(entry.value, "`video.alternates`") ?? [] {
                guard let file = enclosure(item, label: "video.alternates", reader: &reader) else { continue }
                guard !file.type.hasPrefix("audio/") else {
                    reader.error(
                        "a file of `video.alternates` is \(file.type), not video; put it in `audio:`", at: item)
                    continue
                }
                video.alternates.append(file)
            }
        }
        if let entry = map["poster"], let text = reader.path(entry.value, label: "video.poster") {
            switch MediaReference.contentPath(text, in: reader.bundle) {
            case .success(let path): video.poster = path
            case .failure(let problem): reader.error("`video.poster` \(problem.message)", at: entry.value)
            }
        }
        if let entry = map["captions"] {
            for item in reader.sequence(entry.value, "`video.captions`") ?? [] {
                guard
                    let caption = reader.mapping(
                        item, "each caption", keys: ["file", "language", "label"], place: "a caption",
                        prefix: "video.captions")
                else { continue }
                guard let fileEntry = caption["file"], let file = reader.path(fileEntry.value, label: "captions.file")
                else {
                    if caption["file"] == nil { reader.error("a caption has no `file`", at: item) }
                    continue
                }
                guard file.lowercased().hasSuffix(".vtt") else {
                    reader.error(
                        "a caption `file` must be a WebVTT file (.vtt), not '\(FrontMatterReader.shortened(file))'",
                        at: fileEntry.value)
                    continue
                }
                let language = caption["language"].flatMap { reader.text($0.value, label: "captions.language") } ?? "en"
                if !SiteConfigurationDecoder.isLanguageTag(language), let node = caption["language"]?.value {
                    reader.error(
                        "`language` must be a language tag such as `en`, not '\(FrontMatterReader.shortened(language))'",
                        at: node)
                }
                let label = caption["label"].flatMap { reader.text($0.value, label: "captions.label") } ?? language
                switch MediaReference.contentPath(file, in: reader.bundle) {
                case .success(let path): video.captions.append(.init(file: path, language: language, label: label))
                case .failure(let problem): reader.error("a caption `file` \(problem.message)", at: fileEntry.value)
                }
            }
        }
        return video
    }

    /// A video map with only the keys an enclosure reads.
    private static func withoutVideoKeys(_ node: Node) -> Node {
        guard case .mapping(var mapping) = node else { return node }
        for key in ["poster", "captions", "alternates"] { mapping[Node(key)] = nil }
        return .mapping(mapping)
    }

    /// `chapters: https://…/chapters.json`: a JSON chapters file a podcast host keeps, which the
    /// build cannot read; the feed links it.
    private func readChaptersURL(_ text: String, at node: Node, reader: inout FrontMatterReader) -> String? {
        switch WebURLText.normalize(text, allowsQuery: true) {
        case .success(let url): return url
        case .failure(let problem):
            reader.error("`chapters` \(problem.message)", at: node)
            return nil
        }
    }

    /// A list of `{start, title, url}`; `time` is another name of `start` (an Astro show's
    /// content schema, ironicbadger/bitflip-site, writes `{time, title}`), ignored with a warning
    /// beside a `start` that says another time.
    private func readChapters(_ node: Node, reader: inout FrontMatterReader) -> [EpisodeChapter]? {
        guard case .sequence = node else {
            reader.wrongType(
                node, "`chapters`", expected: "a list of `{start, title}`, or the http(s) URL of a JSON chapters file")
            return nil
        }
        guard let items = reader.sequence(node, "`chapters`") else { return nil }
        var chapters: [EpisodeChapter] = []
        for item in items {
            guard
                let map = reader.mapping(
                    item, "each chapter", keys: ["start", "time", "title", "url"], place: "a chapter",
                    prefix: "chapters")
            else { continue }
            // Both, saying the same time (a Hugo video course's `time = "00:07:40"`, `start = 460`):
            // nothing is ignored, so nothing is said.
            let sameTime = [map["start"], map["time"]].map {
                $0?.value.scalar.flatMap { MediaTimestamp.seconds($0.string) }
            }
            let startEntry =
                sameTime[0] != nil && sameTime[0] == sameTime[1]
                ? map["start"] : reader.entry("start", orAlias: "time", in: map)
            guard let startEntry, let titleEntry = map["title"] else {
                reader.error("a chapter needs a `start` and a `title`", at: item)
                continue
            }
            guard
                let text = reader.scalarText(startEntry.value, label: "start", expected: "a time like \"12:48\""),
                let start = MediaTimestamp.seconds(text)
            else {
                if case .scalar = startEntry.value, !FrontMatterReader.isNull(startEntry.value) {
                    reader.error(
                        "chapter `start` '\(FrontMatterReader.shortened(startEntry.value.scalar?.string ?? ""))' is not a time; write \"mm:ss\", \"h:mm:ss\" or seconds",
                        at: startEntry.value)
                }
                continue
            }
            guard let title = reader.text(titleEntry.value, label: "title") else { continue }
            var url: String?
            if let entry = map["url"], let text = reader.text(entry.value, label: "url") {
                switch WebURLText.normalize(text, allowsQuery: true) {
                case .success(let value): url = value
                case .failure(let problem): reader.error("chapter `url` \(problem.message)", at: entry.value)
                }
            }
            if let last = chapters.last, start <= last.start {
                reader.error(
                    "chapter '\(FrontMatterReader.shortened(title))' starts at \(MediaTimestamp.text(start)), not after the chapter before it (\(MediaTimestamp.text(last.start)))",
                    at: startEntry.value)
            }
            chapters.append(EpisodeChapter(start: start, title: title, url: url))
        }
        return chapters
    }

    /// Whether a text looks like a MIME type (`type/subtype`).
    package static func isMIMEType(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-+.".contains($0)) }
            }
    }
}
