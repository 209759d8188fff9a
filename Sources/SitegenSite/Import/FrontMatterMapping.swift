import Foundation

/// Maps another generator's front matter onto sitegen's keys: what is known is renamed, the
/// rest goes under `params:`, and what cannot be kept is said.
struct FrontMatterMapping {
    /// The sitegen front matter, in the order it is written.
    var fields: [(String, Any)] = []
    /// Keys that went under `params:`.
    var toParams: [String] = []

    /// Keys whose values carry over under another name (or the same).
    static let renames: [String: String] = [
        "title": "title", "date": "date", "publishDate": "date", "draft": "draft", "summary": "summary",
        "description": "summary", "tags": "tags", "weight": "order", "slug": "slug", "aliases": "aliases",
        "episode": "number", "episode_number": "number", "number": "number", "duration": "duration",
        "podcast_duration": "duration", "explicit": "explicit", "season": "season", "featured": "featured",
        "thumbnail": "thumbnail", "image": "thumbnail", "cover": "thumbnail", "series": "collection",
    ]

    /// Maps `source`; `collection` is the episode's show when front matter names none.
    static func map(
        _ source: [String: Any], collection: String?, aliases: [String], isEpisode: Bool
    )
        -> FrontMatterMapping
    {
        var mapping = FrontMatterMapping()
        var params: [(String, Any)] = []
        var audio: [String: Any] = [:]
        var taken: Set<String> = []
        func put(_ key: String, _ value: Any) {
            guard taken.insert(key).inserted else { return }
            mapping.fields.append((key, value))
        }
        for key in source.keys.sorted() {
            let value = source[key]!
            switch key {
            case "categories", "category":
                if let first = (value as? [Any])?.first ?? (value is String ? value : nil) {
                    put("category", "\(first)")
                }
            case "images":
                if let first = (value as? [Any])?.first { put("thumbnail", "\(first)".trimmingPrefix("/")) }
            case "podcast_file", "enclosure", "mp3", "audio", "episode_file", "podcast":
                if let url = value as? String {
                    audio["url"] = url
                } else if let map = value as? [String: Any], let url = map["url"] {
                    audio["url"] = url
                    if let length = map["length"] { audio["length"] = length }
                }
            case "podcast_bytes", "bytes", "length", "filesize": audio["length"] = value
            case "guests", "hosts":
                let names = (value as? [Any])?.map { "\($0)" } ?? [(value as? String)].compactMap { $0 }
                put(key, names.map(slugify))
            case "url", "layout", "type", "lastmod", "toc", "comments", "author", "authors": params.append((key, value))
            default:
                if let target = renames[key] {
                    if !isEpisode,
                        ["date", "draft", "tags", "number", "duration", "explicit", "season", "featured"].contains(
                            target)
                    {
                        params.append((key, value))
                    } else if target == "thumbnail", let text = value as? String {
                        put(target, String(text.trimmingPrefix("/")))
                    } else {
                        put(target, value)
                    }
                } else {
                    params.append((key, value))
                }
            }
        }
        if isEpisode, let url = audio["url"] as? String, !url.isEmpty { put("audio", audio.count == 1 ? url : audio) }
        if isEpisode, let collection, !taken.contains("collection") { put("collection", collection) }
        if !aliases.isEmpty {
            let written = (source["aliases"] as? [Any])?.map { "\($0)" } ?? []
            let all = written + aliases.filter { !written.contains($0) }
            mapping.fields.removeAll { $0.0 == "aliases" }
            mapping.fields.append(("aliases", all))
        }
        if !params.isEmpty {
            mapping.toParams = params.map(\.0)
            mapping.fields.append(("params", Dictionary(params, uniquingKeysWith: { first, _ in first })))
        }
        return mapping
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> Substring {
        hasPrefix(prefix) ? dropFirst(prefix.count) : Substring(self)
    }
}
