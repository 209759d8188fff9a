import Foundation

/// The guids the source's old feed gave its episodes, kept so that podcast apps do not take the
/// imported episodes for new ones.
extension ImportWriter {
    /// The guid Castanet's feed gave an episode that names no `guid`: its `media_prefix` and
    /// `podcast_file` as written, kept so that podcast apps do not take the episode for a new one.
    func castanetGUID(of file: ImportPlan.File, fields: [(String, Any)]) -> String? {
        guard let prefix = castanetMediaPrefix, fields.contains(where: { $0.0 == "audio" }),
            !fields.contains(where: { $0.0 == "guid" }),
            let name = ImportValue.text(ImportValue.lowercasedKeys(file.page.fields)?["podcast_file"]),
            !name.contains("://")
        else { return nil }
        return prefix + name
    }

    /// The guid podcast-feed-hugo's feed gave an episode: its `cdn_base_url` (else
    /// `audio_base_url`) and `audio` as written, put together as its template does.
    func cdnGUID(of file: ImportPlan.File, fields: [(String, Any)]) -> String? {
        guard let base = cdnBase, base.contains("://"), fields.contains(where: { $0.0 == "audio" }),
            !fields.contains(where: { $0.0 == "guid" }),
            let audio = ImportValue.text(ImportValue.lowercasedKeys(file.page.fields)?["audio"]),
            !audio.contains("://")
        else { return nil }
        return base + audio
    }

    /// The guid Jekyll-Podcast-Feed's feed gave an episode with a `podcast_guid`: the site's `url`,
    /// `/` and the value, as its template writes them; with the source key it came from.
    func podcastFeedGUID(of file: ImportPlan.File, fields: [(String, Any)]) -> (text: String, key: String)? {
        guard let url = jekyllURL, !fields.contains(where: { $0.0 == "guid" }),
            let key = file.page.fields.keys.first(where: { $0.lowercased() == "podcast_guid" }),
            let value = ImportValue.text(file.page.fields[key])
        else { return nil }
        return (url + "/" + value, key)
    }

    /// The guid a Jekyll feed template's item wrote for a post (``JekyllFeedGUID``): for a file
    /// of the collection its loop goes over (`_posts`, `_sermons`) with an old URL and no `guid`;
    /// with the template's path.
    func templateGUID(of file: ImportPlan.File, fields: [(String, Any)]) -> (text: String, template: String)? {
        guard let (template, settings) = feedGUID, let url = file.oldURL, !fields.contains(where: { $0.0 == "guid" }),
            file.page.path.hasPrefix("_\(template.collection)/")
                || file.page.path.contains("/_posts/")
                    && template.collection == "posts",
            let guid = template.guid(
                url: url, page: ImportValue.lowercasedKeys(file.page.fields) ?? [:], site: settings)
        else { return nil }
        return (guid, template.path)
    }

    /// Front matter without `key` under `params:` (and without `params:` when nothing is left).
    static func removing(_ key: String, fromParamsOf fields: [(String, Any)]) -> [(String, Any)] {
        fields.compactMap { name, value in
            guard name == "params", var params = value as? [String: Any] else { return (name, value) }
            params[key] = nil
            return params.isEmpty ? nil : (name, params)
        }
    }
}
