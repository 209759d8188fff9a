import Foundation
import SitegenContent

/// Reads the source's settings (`hugo.toml`, `_config.yml`): a key is looked for at the top, in
/// `params`, one level deeper in `params` (Castanet's `[params.feed]`), in the other top-level
/// maps, then two levels deeper in `params` (Hugo Creator's `params.content.feed`), without regard
/// to case or to the words' separators (`itunes_owner_email`, `itunesOwnerEmail` and
/// `itunes-owner-email` are one key; a key as written is taken before another spelling of it).
struct SiteSettingsMapping {
    private var places: [[String: Any]] = []
    /// Each place's keys without `_` and `-` (the first, in key order, where two spell one).
    private var joined: [[String: Any]] = []
    /// The site's address when no setting gives an http(s) one (a `CNAME` file's domain).
    var fallbackBaseURL: String?
    /// Whether a text's character references are the characters they stand for: Jekyll writes
    /// its settings into pages and feeds as they are (codereport/arraycast's
    /// `author: Conor Hoekstra &amp; Adám Brudzewsky` was read as `&`).
    var decodesCharacterReferences = false

    /// Creates the reader of a configuration.
    init(_ configuration: [String: Any]) {
        let top = ImportValue.lowercasedKeys(configuration) ?? [:]
        let params = ImportValue.lowercasedKeys(top["params"] as? [String: Any]) ?? [:]
        places = [top, params]
        let groups = Self.maps(in: params)
        places += groups
        // Hugo's `[taxonomies]` names the taxonomies (`category = "categories"`), no setting of the show.
        places += Self.maps(in: top.filter { $0.key != "params" && $0.key != "taxonomies" })
        places += groups.flatMap(Self.maps)
        joined = places.map { place in
            var map: [String: Any] = [:]
            for key in place.keys.sorted() where map[Self.joinedKey(key)] == nil {
                map[Self.joinedKey(key)] = place[key]
            }
            return map
        }
    }

    /// Adds settings read after all the others: they give only what the others do not.
    mutating func fill(from settings: [String: Any]) {
        let place = ImportValue.lowercasedKeys(settings) ?? [:]
        places.append(place)
        var map: [String: Any] = [:]
        for key in place.keys.sorted() where map[Self.joinedKey(key)] == nil { map[Self.joinedKey(key)] = place[key] }
        joined.append(map)
    }

    /// A key without the separators of its words.
    private static func joinedKey(_ key: String) -> String {
        key.filter { $0 != "_" && $0 != "-" }
    }

    /// The value of `key` (lowercased, as the lists name it) in the place at `index`: as
    /// written, else spelled with other separators, else nested (``nested(_:in:)``).
    private func lookup(_ key: String, at index: Int) -> Any? {
        if let value = places[index][key], !ImportValue.isEmpty(value) { return value }
        if let value = joined[index][Self.joinedKey(key)], !ImportValue.isEmpty(value) { return value }
        return Self.nested(key, in: places[index])
    }

    /// The value of a key whose first words name a map of the place and the rest a key of it:
    /// `itunes_type` is `type` of `itunes:` (enkake/yuguchiwauchu-radio's `params.itunes.type`),
    /// `itunes_owner_email` is `email` of `itunes: {owner:}`, as feed templates read them
    /// (`.Site.Params.itunes.type`, Jekyll's `site.podcast.type`).
    static func nested(_ key: String, in place: [String: Any]) -> Any? {
        for split in key.indices where key[split] == "_" {
            let name = String(key[..<split])
            let rest = String(key[key.index(after: split)...])
            guard !rest.isEmpty, let map = ImportValue.lowercasedKeys(place[name] as? [String: Any]) else { continue }
            if let value = map[rest], !ImportValue.isEmpty(value) { return value }
            if let spelled = map.keys.sorted().first(where: { joinedKey($0) == joinedKey(rest) }),
                let value = map[spelled], !ImportValue.isEmpty(value)
            {
                return value
            }
            if let value = nested(rest, in: map) { return value }
        }
        return nil
    }

    /// The values of `map` that are maps themselves, their keys lowercased, by key.
    private static func maps(in map: [String: Any]) -> [[String: Any]] {
        map.keys.sorted().compactMap { ImportValue.lowercasedKeys(map[$0] as? [String: Any]) }
    }

    /// The first of `keys` that has a value that is not empty.
    func value(_ keys: [String]) -> Any? {
        for index in places.indices {
            for key in keys where !ImportValue.isEmpty(lookup(key, at: index)) { return lookup(key, at: index) }
        }
        return nil
    }

    /// Every value of `keys` the settings give, place by place, each place's in the keys' order.
    func values(_ keys: [String]) -> [Any] {
        places.indices.flatMap { index in
            keys.compactMap { key in lookup(key, at: index).flatMap { ImportValue.isEmpty($0) ? nil : $0 } }
        }
    }

    /// The first of `keys` that is a text (a map's `name`, for `author: {name, email}`), its
    /// character references decoded when ``decodesCharacterReferences``.
    func text(_ keys: [String]) -> String? {
        for index in places.indices {
            for key in keys {
                let value = lookup(key, at: index)
                let text =
                    ImportValue.text(value)
                    ?? ImportValue.text(ImportValue.lowercasedKeys(value as? [String: Any])?["name"])
                guard let text else { continue }
                return decodesCharacterReferences ? ImportValue.decodingCharacterReferences(text) : text
            }
        }
        return nil
    }

    /// The text of a key of the settings' top level alone (lowercased, as the lists name it),
    /// for a key whose name other maps use for other things (`name`).
    func topLevelText(_ key: String) -> String? {
        guard let text = ImportValue.text(places.first?[key]) else { return nil }
        return decodesCharacterReferences ? ImportValue.decodingCharacterReferences(text) : text
    }

    /// The value of the first of `keys` at the settings' top level alone (lowercased), for a
    /// key only the generator's own settings give (Hugo's `menu`).
    func topLevelValue(_ keys: [String]) -> Any? {
        keys.lazy.compactMap { places.first?[$0] }.first
    }

    /// The site's address, a checked http(s) URL ending in `/`, when the settings give one.
    var baseURL: String? {
        for key in ["baseurl", "url"] {
            guard var text = text([key]), text.lowercased().hasPrefix("http") else { continue }
            if key == "url", let path = self.text(["baseurl"]), !path.contains("://") {
                text = text.trimmingSuffix("/") + "/" + path.drop { $0 == "/" }
            }
            if case .success(let url) = SiteConfigurationDecoder.normalizedBaseURL(Self.asciiHost(text)) { return url }
        }
        return fallbackBaseURL
    }

    /// The URL with its host in ASCII, an international domain in its `xn--` form, as browsers
    /// and the build write it (andreyvit/it-posidelki's `url: http://айтипи.рф` is
    /// `http://xn--80aqac5aq.xn--p1ai`); the text itself when its host is ASCII or cannot be encoded.
    static func asciiHost(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        guard !host.unicodeScalars.allSatisfy(\.isASCII),
            let encoded = URLComponents(string: "http://" + host)?.encodedHost,
            encoded.unicodeScalars.allSatisfy(\.isASCII), !encoded.contains("%"), !encoded.isEmpty
        else { return text }
        return String(text[..<scheme.upperBound]) + encoded + rest.dropFirst(host.count)
    }

    /// The URL relative audio file names are under (Castanet's `media_prefix`), ending in `/`.
    var mediaBase: String? {
        let keys = [
            "media_prefix", "media_base_url", "mediabaseurl", "media_url", "media_baseurl", "podcast_url_prefix",
            // valeriogalano/podcast-feed-hugo's `params.podcast.cdn_base_url`, else its `audio_base_url`.
            "cdn_base_url", "podcast_media_prefix", "audio_prefix", "audio_base_url", "enclosure_prefix",
            "podcast_file_prefix",
            "mp3_prefix", "media_host", "podcast_media_url", "file_prefix", "episode_url_prefix",
            // jekyll-podcast's host of the episode files (`podcast.remote_episode_host`).
            "remote_episode_host",
        ]
        return Self.folderURL(text(keys))
    }

    /// The URL relative audio and video file names are under in the old feed's enclosures, ending
    /// in `/`: podcast-feed-hugo's `params.podcast.cdn_tracked_base_url` (a tracking prefix such
    /// as OP3's, which its feed puts before each episode's `audio`), else ``mediaBase``.
    var enclosureBase: String? {
        Self.folderURL(text(["cdn_tracked_base_url"])) ?? mediaBase
    }

    /// A checked http(s) URL of a folder, ending in `/`.
    private static func folderURL(_ text: String?) -> String? {
        guard let text, case .success(let url) = WebURLText.normalize(text, allowsQuery: false) else { return nil }
        return url.hasSuffix("/") ? url : url + "/"
    }

    /// An email address the settings give for the show's owner.
    var email: String? {
        let keys = [
            "podcast_email", "itunes_owner_email", "apple_podcasts_owner_email", "owner_email", "itunes_email",
            // The address a feed's lock names (`<podcast:locked owner="…">`), which hosts verify a move by.
            "podcast_locked_owner", "email", "author_email", "contact",
        ]
        for index in places.indices {
            for key in keys + ["author", "owner"] {
                let value = lookup(key, at: index)
                let text =
                    ImportValue.text(value)
                    ?? ImportValue.text(ImportValue.lowercasedKeys(value as? [String: Any])?["email"])
                if let text, Self.isEmail(text) { return text }
            }
        }
        return nil
    }

    /// Whether a text is an address the build takes as an email.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(where: \.isWhitespace)
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
