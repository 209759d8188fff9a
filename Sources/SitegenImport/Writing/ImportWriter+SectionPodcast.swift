import Foundation

extension ImportWriter {
    /// The show's podcast settings that a section's `_index` gives in a `podcast:` object, as
    /// rss2hugo writes them from a feed (stvstnfrd/hugo-podcasts-test: `podcast: {author: {name,
    /// email}, explicit, image, language, tags, title}`), as keys the settings reader knows
    /// (`author`, `email`, `category`, `explicit`, `image`, `language`, `copyright`, `title`);
    /// the picture, named relative to the section, as its path in the imported Content/. `nil`
    /// when the section has no such object.
    func sectionPodcast(of page: ImportedPage) -> [String: Any]? {
        guard
            let podcast = ImportValue.lowercasedKeys(
                ImportValue.lowercasedKeys(page.fields)?["podcast"] as? [String: Any])
        else { return nil }
        var settings: [String: Any] = [:]
        let author = ImportValue.lowercasedKeys(podcast["author"] as? [String: Any])
        if let name = ImportValue.text(author?["name"] ?? podcast["author"]) { settings["author"] = name }
        if let email = ImportValue.text(author?["email"] ?? podcast["email"]), SiteSettingsMapping.isEmail(email) {
            settings["email"] = email
        }
        if let category = SiteImporter.category(podcast["category"] ?? podcast["categories"] ?? podcast["tags"]) {
            settings["category"] = category
        }
        if let explicit = ImportValue.flag(podcast["explicit"]) { settings["explicit"] = explicit }
        for key in ["language", "copyright", "title"] {
            if let text = ImportValue.text(podcast[key]) { settings[key] = text }
        }
        // The picture is a file of the section's folder (`image: folder.jpg`).
        let folder = (page.path as NSString).deletingLastPathComponent
        context.bundle = folder.hasPrefix("content/") ? HugoSource.resourcePath(String(folder.dropFirst(8))) : nil
        defer { context.bundle = nil }
        if let path = ImportValue.contentFile(podcast["image"], in: context), SiteImporter.isArtwork(path, context) {
            settings["image"] = path
        }
        return settings.isEmpty ? nil : settings
    }

    /// A collection's `podcast:` block from a section's settings (``sectionPodcast(of:)``): the
    /// show's own feed, filled from the site's where it says nothing.
    static func collectionPodcast(_ settings: [String: Any]) -> [String: Any] {
        var podcast: [String: Any] = [:]
        for key in ["author", "category", "explicit", "image", "copyright"] { podcast[key] = settings[key] }
        if let email = settings["email"] {
            podcast["owner"] = ["name": settings["author"] ?? settings["title"] ?? email, "email": email]
        }
        return podcast
    }
}
