import Foundation

/// Reads the source's settings (`hugo.toml`, `_config.yml`): a key is looked for at the top, in
/// `params`, one level deeper in `params` (Castanet's `[params.feed]`), in the other top-level
/// maps, then two levels deeper in `params` (Hugo Creator's `params.content.feed`), without regard
/// to case.
struct SiteSettingsMapping {
    private var places: [[String: Any]] = []

    /// Creates the reader of a configuration.
    init(_ configuration: [String: Any]) {
        let top = ImportValue.lowercasedKeys(configuration) ?? [:]
        let params = ImportValue.lowercasedKeys(top["params"] as? [String: Any]) ?? [:]
        places = [top, params]
        let groups = Self.maps(in: params)
        places += groups
        places += Self.maps(in: top.filter { $0.key != "params" })
        places += groups.flatMap(Self.maps)
    }

    /// The values of `map` that are maps themselves, their keys lowercased, by key.
    private static func maps(in map: [String: Any]) -> [[String: Any]] {
        map.keys.sorted().compactMap { ImportValue.lowercasedKeys(map[$0] as? [String: Any]) }
    }

    /// The first of `keys` that has a value that is not empty.
    func value(_ keys: [String]) -> Any? {
        for place in places {
            for key in keys where !ImportValue.isEmpty(place[key]) { return place[key] }
        }
        return nil
    }

    /// The first of `keys` that is a text (a map's `name`, for `author: {name, email}`).
    func text(_ keys: [String]) -> String? {
        for place in places {
            for key in keys {
                if let text = ImportValue.text(place[key]) { return text }
                if let name = ImportValue.text(ImportValue.lowercasedKeys(place[key] as? [String: Any])?["name"]) {
                    return name
                }
            }
        }
        return nil
    }

    /// The site's address, a checked http(s) URL ending in `/`, when the settings give one.
    var baseURL: String? {
        for key in ["baseurl", "url"] {
            guard var text = text([key]), text.lowercased().hasPrefix("http") else { continue }
            if key == "url", let path = self.text(["baseurl"]), !path.contains("://") {
                text = text.trimmingSuffix("/") + "/" + path.drop { $0 == "/" }
            }
            if case .success(let url) = SiteConfigurationDecoder.normalizedBaseURL(text) { return url }
        }
        return nil
    }

    /// The URL relative audio file names are under (Castanet's `media_prefix`), ending in `/`.
    var mediaBase: String? {
        let keys = [
            "media_prefix", "media_base_url", "mediabaseurl", "media_url", "media_baseurl", "podcast_url_prefix",
            "podcast_media_prefix", "audio_prefix", "audio_base_url", "enclosure_prefix", "podcast_file_prefix",
            "mp3_prefix", "media_host", "podcast_media_url", "file_prefix", "episode_url_prefix",
        ]
        guard let text = text(keys), case .success(let url) = WebURLText.normalize(text, allowsQuery: false) else {
            return nil
        }
        return url.hasSuffix("/") ? url : url + "/"
    }

    /// An email address the settings give for the show's owner.
    var email: String? {
        let keys = [
            "podcast_email", "itunes_owner_email", "apple_podcasts_owner_email", "owner_email", "itunes_email", "email",
            "author_email", "contact",
        ]
        for place in places {
            for key in keys + ["author", "owner"] {
                let value = place[key]
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
