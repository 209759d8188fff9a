import Foundation
import SitegenContent

/// The value one sitegen key gets, checked as the build checks it.
extension FrontMatterMapping {
    /// The value of `target` from a source value (`key` is its lowercased source key), or why
    /// the build would refuse it.
    mutating func value(
        for target: String, key: String, _ value: Any, context: ImportContext
    ) -> Result<Any, MappingRefusal> {
        func need<T>(_ result: T?, _ reason: String) -> Result<Any, MappingRefusal> {
            result.map { .success($0) } ?? .failure(MappingRefusal(reason))
        }
        switch target {
        case "title", "summary", "guid": return need(ImportValue.text(value), "not a text")
        case "date", "lastmod": return need(ImportValue.date(value), "not a date")
        case "draft":
            return need(ImportValue.flag(value).map { key == "published" ? !$0 : $0 }, "not true or false")
        case "explicit", "featured": return need(ImportValue.flag(value), "not true or false")
        case "tags":
            // Keywords written as one text are separated by commas, as <itunes:keywords> are.
            if key == "keywords", let text = ImportValue.text(value), text.contains(",") {
                let words = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                return need(words.contains(where: \.isEmpty) ? nil : words, "not a list of texts")
            }
            return need(ImportValue.strings(value), "not a list of texts")
        case "category": return need(ImportValue.strings(value)?.first, "not a text")
        case "listen": return need(Self.listenLinks(value), "not a web address (or a list of them)")
        case "order": return need(ImportValue.wholeNumber(value, in: 0...1_000_000), "not a whole number")
        case "number":
            let number = ImportValue.wholeNumber(value, in: 0...999_999_999)
            return need(number ?? ImportValue.labelledNumber(value, in: 0...999_999_999), "not a whole number")
        case "season":
            let season = ImportValue.wholeNumber(value, in: 1...999_999)
            return need(season ?? ImportValue.labelledNumber(value, in: 1...999_999), "not a whole number from 1")
        case "duration": return need(ImportValue.duration(value), "not a duration")
        case "soundbites":
            return need(
                Self.soundbites(value), "not a list of `{start, duration, title}` of at most 120 seconds each")
        case "chapters":
            // The JSON chapters format, in front matter or in a file of the source.
            if let read = ImportValue.jsonChapters(value) ?? Self.jsonChaptersFile(value, context: context) {
                return read.map { read in
                    for note in read.notes {
                        notes.append(("chapters read from the JSON chapters format", "\(key): \(note)"))
                    }
                    return read.chapters
                }
            }
            // A Podcasting 2.0 chapters file on the web (Trust Revolution's `chapters_url`).
            // The feed links it as before; the page cannot list chapters the build does not read.
            if let url = ImportValue.text(value), url.contains("://") {
                guard case .success(let checked) = WebURLText.normalize(url, allowsQuery: true) else {
                    return .failure(MappingRefusal("not a chapters file's http(s) URL"))
                }
                notes.append(
                    (
                        "chapters files on the web, linked by the feed (podcast:chapters) as before; their pages list "
                            + "no chapters, and the file stays where it is: write them as `chapters: [{start, title}]` "
                            + "to keep them with the site", key
                    ))
                return .success(checked)
            }
            return need(ImportValue.chapters(value), "not a list of chapters with times in order")
        case "episodeType":
            let type = ImportValue.text(value)?.lowercased()
            return need(type.flatMap { EpisodeType(rawValue: $0) }?.rawValue, "not full, trailer or bonus")
        case "thumbnail":
            let first = (value as? [Any])?.first(where: { !ImportValue.isEmpty($0) }) ?? value
            let image = ((first as? [String: Any]).flatMap { ImportValue.lowercasedKeys($0)?["src"] }) ?? first
            // A bare file name the theme puts its folder before (ewolff/software-architektur.tv's
            // `thumbnail: episode99.png`, at `/thumbnails/episode99.png`) is the only file of that name.
            guard
                let path = ImportValue.contentFile(image, in: context)
                    ?? ImportValue.text(image).flatMap(context.onlyFile(named:))
            else {
                return .failure(MappingRefusal("not a file of the imported Content/"))
            }
            return need(context.isUsableImage(path) ? path : nil, "not a picture the build can read")
        case "transcript":
            // A list of transcripts, or one as a mapping (JupiterBroadcasting/jupiterbroadcasting.com's
            // `transcripts: [{url, type, language, rel}]`).
            if value is [Any] || value is [String: Any] { return Self.transcriptList(value, context: context) }
            // A transcript on the web (Trust Revolution's `transcript_url`), which the build links.
            if let url = ImportValue.text(value),
                url.lowercased().hasPrefix("https://") || url.lowercased().hasPrefix("http://")
            {
                guard let format = TranscriptFormat.of(name: url), format != .markdown,
                    case .success(let checked) = WebURLText.normalize(url, allowsQuery: true)
                else { return .failure(MappingRefusal("not a transcript URL whose type its name tells")) }
                return .success(checked)
            }
            guard let path = ImportValue.contentFile(value, in: context) else {
                return .failure(MappingRefusal("not a file of the imported Content/"))
            }
            return need(
                TranscriptFormat.of(name: path) != nil ? path : nil,
                "not WebVTT, SRT, JSON, HTML, plain text or Markdown")
        case "video":
            // A bare YouTube id (`youtube_id: dQw4w9WgXcQ`, Jekyll-Podcaster's `videoid`, Zig
            // SHOWTIME's `vod`, ewolff/software-architektur.tv's `video: PZlVTrJDnhw`, as themes
            // keep it) is its watch URL.
            var text = ImportValue.text(value)
            if ["youtube", "youtube_id", "videoid", "video_id", "vod", "video"].contains(key), let id = text,
                id.count == 11,
                HugoShortcodes.isPlainID(id)
            {
                text = "https://www.youtube.com/watch?v=\(id)"
            }
            // A bare Vimeo id (fireship-io/fireship.io's `vimeo: 508599188`) is its page's URL.
            if ["vimeo", "vimeo_id"].contains(key), let id = text, !id.isEmpty, id.count <= 12,
                id.allSatisfy({ $0.isASCII && $0.isNumber })
            {
                text = "https://vimeo.com/\(id)"
            }
            guard let url = text, VideoURL.source(url) != nil,
                case .success(let checked) = WebURLText.normalize(url, allowsQuery: true)
            else { return .failure(MappingRefusal("not a YouTube or Vimeo URL")) }
            return .success(checked)
        case "guests", "hosts":
            // A map of names to nothing (a YAML set: Le Ruby Nouveau's `hosts: {abelar_s: , flexbox: }`)
            // names its keys, in key order since a map keeps none.
            var names = ImportValue.strings(value)
            // One text naming several people (corrode.dev's `guest = "Edward Wang & Kevin Guthrie"`,
            // `"Rebecca Rumbul, Lori Lorusso, and David Wood"`) names each.
            if let text = value as? String { names = Self.splitNames(text) }
            if let map = value as? [String: Any], map.values.allSatisfy(ImportValue.isEmpty) {
                names = map.keys.sorted()
            }
            // A list of `{name, url}` (vmware-tanzu/thepodlets: `hosts: [{name: Bryan Liles, url:
            // https://twitter.com/bryanl}]`), or one (Syntax's `guest: {name, github, twitter}`):
            // the names, their addresses the people's links.
            let people = Self.namedPeople(value)
            if names == nil, !people.isEmpty { names = people.map(\.name) }
            // A list of `{id}` (jcast.dev: `guests: [{id: risa_somers}]`): the ids of the people's
            // data files.
            if names == nil, let ids = Self.personIDs(value) { names = ids }
            guard let names else { return .failure(MappingRefusal("not a list of names")) }
            var slugs: [String] = []
            for name in names {
                var slug = slugify(name)
                guard ContentFileDecoder.isPlainSegment(slug) else { continue }
                slug = context.samePeople[slug] ?? slug
                self.people[slug] = self.people[slug] ?? name
                let person = people.first { $0.name == name }
                if let links = person?.links, !links.isEmpty, personLinks[slug] == nil { personLinks[slug] = links }
                if let of = person?.of, personRoles[slug] == nil { personRoles[slug] = of }
                if !slugs.contains(slug) { slugs.append(slug) }
            }
            return need(slugs.isEmpty ? nil : slugs, "no name makes a slug")
        case "collection":
            guard let title = ImportValue.strings(value)?.first else { return .failure(MappingRefusal("not a text")) }
            let slug = slugify(title)
            guard ContentFileDecoder.isPlainSegment(slug) else { return .failure(MappingRefusal("makes no slug")) }
            series = (slug, title)
            return .success(slug)
        default: return .failure(MappingRefusal("not a key sitegen reads"))
        }
    }
    /// The people one text names: split at ` & ` and ` and `, and then at commas (`A B, C D, and
    /// E F`), where every piece is a name: one to four words, each starting with a capital (two at
    /// least between commas). Else the text is one person: a name and a role (`Xavier Dalet,
    /// Training & Certification Manager`, as AWS en français writes its guests) is not split.
    static func splitNames(_ text: String) -> [String] {
        var joined = text
        for separator in [", and ", ", & ", " and ", " & "] {
            joined = joined.replacingOccurrences(of: separator, with: "\u{0}")
        }
        let parts = joined.split(separator: "\u{0}", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count > 1 else { return [text] }
        var names: [String] = []
        for part in parts {
            let listed = part.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard listed.allSatisfy({ isName($0, words: listed.count > 1 ? 2 : 1) }) else { return [text] }
            names += listed
        }
        return names
    }

    /// Whether a text reads as a person's name: `words` to four words, each starting with a
    /// capital letter (`Lori Lorusso`, not `CTO of Acme`).
    private static func isName(_ text: String, words least: Int) -> Bool {
        let words = text.split(separator: " ")
        return (least...4).contains(words.count) && words.allSatisfy { $0.first?.isUppercase ?? false }
    }

    /// The ids of a list of mappings that each give an `id` and no `name` (people named by their
    /// data files: jcast.dev's `guests: [{id: risa_somers}]`), or `nil`.
    static func personIDs(_ value: Any) -> [String]? {
        guard let items = value as? [Any], !items.isEmpty else { return nil }
        let ids = items.compactMap { item -> String? in
            guard let map = ImportValue.lowercasedKeys(item as? [String: Any]), map["name"] == nil else { return nil }
            return ImportValue.text(map["id"])
        }
        return ids.count == items.count ? ids : nil
    }

    /// The people of a list of mappings that each give a `name`, or of one such mapping
    /// (syntaxfm/website's `guest: {name, of, github, twitter, url}`), with their links: a `url`,
    /// `link` or Atom's `uri` that is an http(s) URL, the URLs of `social` or `links`, and a
    /// `github` or `twitter` handle as its
    /// profile's address, and what they are `of` (their company or project). None unless every
    /// item is such a mapping.
    static func namedPeople(_ value: Any) -> [(name: String, links: [String], of: String?)] {
        let items = value is [String: Any] ? [value] : (value as? [Any]) ?? []
        guard !items.isEmpty else { return [] }
        var result: [(name: String, links: [String], of: String?)] = []
        for item in items {
            guard let map = ImportValue.lowercasedKeys(item as? [String: Any]),
                let name = ImportValue.text(map["name"])
            else { return [] }
            var written: [String] = []
            if let text = ImportValue.text(map["url"] ?? map["link"] ?? map["uri"]) { written.append(text) }
            written += ImportValue.strings(map["social"] ?? map["links"]) ?? []
            for (key, profile) in [("github", "https://github.com/"), ("twitter", "https://twitter.com/")] {
                guard let handle = ImportValue.text(map[key])?.trimmingCharacters(in: .whitespaces), !handle.isEmpty
                else { continue }
                written.append(handle.contains("://") ? handle : profile + handle.drop { $0 == "@" })
            }
            let links = written.compactMap { text -> String? in
                guard text.lowercased().hasPrefix("http"),
                    case .success(let url) = WebURLText.normalize(text, allowsQuery: true)
                else { return nil }
                return url
            }
            result.append((name, links, ImportValue.text(map["of"] ?? map["company"])))
        }
        return result
    }
}
