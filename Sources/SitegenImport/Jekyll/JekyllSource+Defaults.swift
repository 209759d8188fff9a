import Foundation
import SitegenContent

extension JekyllSource {
    /// The permalink `_config.yml`'s front matter defaults give a document, as Jekyll applies
    /// them (a `permalink:` of the document's own wins): the entries whose `scope.type` is the
    /// document's (`posts`, or the collection's name) or not given, and whose `scope.path` is a
    /// folder holding it or empty; of those, the one with the longest path, the last of equals.
    /// nathan-bottomley/jekyll-podcast's sites give their posts `permalink: /:podcast_episode/` so.
    /// - Parameters:
    ///   - configuration: The settings.
    ///   - type: The document's type: `posts` (drafts too) or a collection's name.
    ///   - path: The document's path in the site (`_posts/2021-08-09-x.md`).
    /// - Returns: The permalink as written, or `nil`.
    static func defaultPermalink(_ configuration: [String: Any], type: String, path: String) -> String? {
        guard let defaults = configuration["defaults"] as? [Any] else { return nil }
        var best: (length: Int, permalink: String)?
        for item in defaults {
            guard let entry = ImportValue.lowercasedKeys(item as? [String: Any]),
                let values = ImportValue.lowercasedKeys(entry["values"] as? [String: Any]),
                let permalink = ImportValue.text(values["permalink"])
            else { continue }
            let scope = ImportValue.lowercasedKeys(entry["scope"] as? [String: Any]) ?? [:]
            if let wanted = ImportValue.text(scope["type"]), wanted != type { continue }
            let folder = (ImportValue.text(scope["path"]) ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            guard folder.isEmpty || path == folder || path.hasPrefix(folder + "/") else { continue }
            if best == nil || folder.count >= best!.length { best = (folder.count, permalink) }
        }
        return best?.permalink
    }

    /// A pattern with jekyll-podcast's `:podcast_episode` put in: the post's `podcast.episode`
    /// (`/:podcast_episode/` → `/217/`); `nil` when the pattern has it and the post gives none.
    static func podcastEpisode(in pattern: String, fields: [String: Any]) -> String? {
        guard pattern.contains(":podcast_episode") else { return pattern }
        let podcast = ImportValue.lowercasedKeys(fields["podcast"] as? [String: Any])
        guard let number = ImportValue.text(podcast?["episode"]), ContentFileDecoder.isPlainSegment(number) else {
            return nil
        }
        return pattern.replacingOccurrences(of: ":podcast_episode", with: number)
    }
}
