import Foundation

/// An episode's fields kept in one object, as podcast themes built on Podlove's web player keep
/// them (089/hugo-podcast: `episode: {number, subtitle, poster, duration, chapters, audio: [{url,
/// mimeType, size}]}`), as rss2hugo writes them (stvstnfrd/hugo-podcasts-test: `podcast:
/// {duration, enclosure: {url, length, type}, season, episode_type, subtitle}`) and as
/// jekyll-podcast reads them (nathan-bottomley/jekyll-podcast: `podcast: {episode, file}`).
extension FrontMatterMapping {
    /// The keys such an object is kept under, when their value is a mapping.
    static let episodeObjectKeys = ["episode", "podcast"]

    /// Names such themes give inside the object for keys read at the top level; an object's `url`
    /// and `type` are its enclosure's (designconversations/designconversations.net's `podcast:
    /// {url, length, type}`, as the feed's <enclosure> has them).
    private static let episodeObjectAliases = [
        "episodenumber": "number", "seasonnumber": "season", "poster": "image", "subtitle": "summary",
        "filename": "file", "url": "enclosure_url", "type": "enclosure_type",
    ]

    /// Moves the keys of an episode object that sitegen reads up beside the others, unless the
    /// top level gives them, and returns what is left of the object (the theme's own keys).
    /// - Parameters:
    ///   - object: The object.
    ///   - key: Its key, lowercased (`episode`, `podcast`).
    ///   - fields: The front matter, keys lowercased; the object's keys are added to it.
    ///   - original: Each lowercased key's name as written; a moved key is `<object>.<name>`.
    /// - Returns: The object's keys that stayed in it.
    static func liftEpisodeObject(
        _ object: [String: Any], key objectKey: String, into fields: inout [String: Any],
        original: inout [String: String]
    ) -> [String: Any] {
        let prefix = (original[objectKey] ?? objectKey) + "."
        var rest: [String: Any] = [:]
        // Apple's tags kept in an `itunes:` map of the object (designconversations.net's `podcast:
        // {itunes: {episodeType, episode, season, duration, explicit, image}}`) are read as the
        // object's own keys, which win.
        var object = object
        if let itunesKey = object.keys.first(where: { $0.lowercased() == "itunes" }),
            let itunes = object[itunesKey] as? [String: Any]
        {
            object[itunesKey] = nil
            var kept: [String: Any] = [:]
            for name in itunes.keys.sorted() {
                let lowered = name.lowercased()
                let key = episodeObjectAliases[lowered] ?? lowered
                guard renames[key] != nil, fields[key] == nil,
                    !object.keys.contains(where: { $0.lowercased() == lowered })
                else {
                    kept[name] = itunes[name]
                    continue
                }
                fields[key] = itunes[name]
                original[key] = prefix + itunesKey + "." + name
            }
            if !kept.isEmpty { rest[itunesKey] = kept }
        }
        for name in object.keys.sorted() {
            let lowered = name.lowercased()
            // A format's length spelled without a separator (the zen theme's `mp3Size` beside
            // `mp3`, netzbegruenung/podcast.netzbegruenung.de) is that format's `_size`.
            let key = episodeObjectAliases[lowered] ?? knownSpelling(of: lowered)
            // A `file` is read as the audio file (MediaMapping's feed-style keys).
            let known =
                renames[key] != nil || MediaMapping.fileKeys.contains(key) || MediaMapping.lengthKeys.contains(key)
                || MediaMapping.typeKeys.contains(key) || key == "file" || MediaMapping.isFormatLengthKey(key)
            // Inside `episode:`, an `episode` key is no number; inside `podcast:` it is one. Podlove's
            // `contributors` (`{id, avatar, name}`) stay with the object, which keeps their avatars.
            guard known, key != objectKey, key != "episode" || objectKey != "episode", key != "contributors",
                fields[key] == nil
            else {
                rest[name] = object[name]
                continue
            }
            fields[key] = object[name]
            original[key] = prefix + name
        }
        return rest
    }

    /// Puts back into the `episode:` object, under `params:`, the moved keys that went there.
    /// - Parameters:
    ///   - rest: What stayed in the object.
    ///   - name: The object's key as written.
    ///   - params: The keys going under `params:`; moved ones (`episode.<name>`) are taken out.
    /// - Returns: The object to write under `params:`, or `nil` when nothing is left of it.
    static func foldEpisodeObject(_ rest: [String: Any], name: String, params: inout [(String, Any)]) -> [String: Any]?
    {
        var object = rest
        let prefix = name + "."
        params.removeAll { entry in
            guard entry.0.hasPrefix(prefix) else { return false }
            let name = String(entry.0.dropFirst(prefix.count))
            // A key of the object's `itunes:` map (`itunes.season`) goes back into that map.
            if let dot = name.firstIndex(of: "."), var inner = object[String(name[..<dot])] as? [String: Any] {
                inner[String(name[name.index(after: dot)...])] = entry.1
                object[String(name[..<dot])] = inner
            } else if let dot = name.firstIndex(of: ".") {
                object[String(name[..<dot])] = [String(name[name.index(after: dot)...]): entry.1]
            } else {
                object[name] = entry.1
            }
            return true
        }
        return object.isEmpty ? nil : object
    }
}
