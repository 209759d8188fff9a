import SitegenDiagnostics
import SitegenFormats
import Yams

/// Reads a `podcast:` block (in `site.yml` or a collection's front matter).
package enum PodcastSettingsReader {
    static let keys = [
        "author", "owner", "category", "subcategory", "explicit", "image", "type", "guid", "copyright", "locked",
        "funding", "medium", "limit", "newFeedURL", "feedAliases", "complete", "block", "value", "location", "license",
        "txt", "podroll", "updateFrequency", "listen",
    ]

    /// The settings, with mistakes reported to `reader`.
    static func read(_ node: Node, reader: inout FrontMatterReader) -> PodcastSettings? {
        guard let map = reader.mapping(node, "`podcast`", keys: keys, place: "`podcast`", prefix: "podcast") else {
            return nil
        }
        var settings = PodcastSettings()
        settings.position = reader.position(of: node)
        settings.author = map["author"].flatMap { reader.text($0.value, label: "podcast.author") }
        if let entry = map["owner"],
            let owner = reader.mapping(
                entry.value, "`podcast.owner`", keys: ["name", "email"], place: "`podcast.owner`",
                prefix: "podcast.owner")
        {
            settings.ownerName = owner["name"].flatMap { reader.text($0.value, label: "podcast.owner.name") }
            if let email = owner["email"], let text = reader.text(email.value, label: "podcast.owner.email") {
                let parts = text.split(separator: "@", omittingEmptySubsequences: false)
                if parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !text.contains(where: \.isWhitespace) {
                    settings.ownerEmail = text
                } else {
                    reader.error(
                        "`podcast.owner.email` must be an email address, not '\(FrontMatterReader.shortened(text))'",
                        at: email.value)
                }
            }
        }
        if let entry = map["category"], let text = reader.text(entry.value, label: "podcast.category") {
            if let category = PodcastCategories.category(named: text) {
                settings.category = category
            } else {
                var message = "unknown Apple Podcasts category '\(FrontMatterReader.shortened(text))'"
                if let suggestion = KeySuggestion.closest(to: text, in: PodcastCategories.names) {
                    message += "; did you mean `\(suggestion)`?"
                }
                reader.error(message, at: entry.value)
            }
        }
        if let entry = map["subcategory"], let text = reader.text(entry.value, label: "podcast.subcategory") {
            let list = settings.category.map(PodcastCategories.subcategories(of:)) ?? []
            if let match = list.first(where: { $0.lowercased() == text.lowercased() }) {
                settings.subcategory = match
            } else if settings.category != nil {
                var message =
                    "'\(FrontMatterReader.shortened(text))' is not a subcategory of \(settings.category!) in Apple Podcasts"
                if let suggestion = KeySuggestion.closest(to: text, in: list) {
                    message += "; did you mean `\(suggestion)`?"
                } else if !list.isEmpty {
                    message += " (valid: \(list.joined(separator: ", ")))"
                }
                reader.error(message, at: entry.value)
            } else if map["category"] == nil {
                reader.error("`podcast.subcategory` needs a `category`", at: entry.value)
            }
        }
        settings.explicit = map["explicit"].flatMap { reader.explicitFlag($0.value, label: "podcast.explicit") }
        if let entry = map["image"], let text = reader.path(entry.value, label: "podcast.image") {
            switch MediaReference.contentPath(text, in: reader.bundle) {
            case .success(let path):
                let lowered = path.lowercased()
                if lowered.hasSuffix(".jpg") || lowered.hasSuffix(".jpeg") || lowered.hasSuffix(".png") {
                    settings.image = path
                    settings.imagePosition = reader.position(of: entry.value)
                } else {
                    reader.error(
                        "`podcast.image` must be a JPEG or PNG file (Apple Podcasts takes no other), not '\(FrontMatterReader.shortened(text))'",
                        at: entry.value)
                }
            case .failure(let problem): reader.error("`podcast.image` \(problem.message)", at: entry.value)
            }
        }
        if let entry = map["type"], let text = reader.text(entry.value, label: "podcast.type") {
            if ["episodic", "serial"].contains(text) {
                settings.type = text
            } else {
                reader.error(
                    "`podcast.type` must be `episodic` or `serial`, not '\(FrontMatterReader.shortened(text))'",
                    at: entry.value)
            }
        }
        settings.guid = map["guid"].flatMap { reader.text($0.value, label: "podcast.guid") }
        readPublishing(map, into: &settings, reader: &reader)
        readNamespace(map, into: &settings, reader: &reader)
        return settings
    }
}
