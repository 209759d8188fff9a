import SitegenMarkdown
/// Builds the dictionaries templates render: episodes, collections, categories, tags.
struct TemplateContext: Sendable {
    var site: Site
    /// The URL segments of tags and categories by name.
    var tagSlugs: [String: String]
    var categorySlugs: [String: String]
    /// The files of Content/ (a thumbnail is only linked when it exists).
    var assets: Set<String>

    /// A thumbnail's URL path (no leading slash, percent-encoded), when the file exists.
    func existing(_ thumbnail: String?) -> String? {
        guard let thumbnail else { return nil }
        let path = thumbnail.hasPrefix("/") ? String(thumbnail.dropFirst()) : thumbnail
        return assets.contains(path) ? URLPathEncoding.encode(path) : nil
    }

    init(site: Site) {
        self.site = site
        tagSlugs = Dictionary(site.tags.map { ($0.title, $0.slug) }, uniquingKeysWith: { a, _ in a })
        assets = Set(site.assets)
        categorySlugs = Dictionary(site.categories.map { ($0.title, $0.slug) }, uniquingKeysWith: { a, _ in a })
    }

    func episode(_ index: Int) -> [String: Any] {
        let episode = site.episodes[index]
        var context: [String: Any] = [
            "title": episode.title, "url": "episodes/\(episode.slug)/", "slug": episode.slug,
            "dateISO": episode.date.isoDate, "dateText": episode.date.longText, "summary": episode.summary,
            "number": index + 1, "index": index, "readingTime": max(episode.document.readingTimeMinutes, 1),
            "tags": episode.tags.map { ["title": $0, "url": "tags/\(tagSlugs[$0] ?? slugify($0))/"] },
        ]
        if let duration = episode.duration {
            context["duration"] = duration.text
            context["durationISO"] = duration.iso8601
        }
        if let thumbnail = existing(episode.thumbnail) { context["thumbnail"] = thumbnail }
        if let video = episode.video { context["video"] = video }
        if let category = episode.category { context["category"] = ["title": category, "url": "categories/\(categorySlugs[category] ?? slugify(category))/"] }
        if let membership = site.membership[index] {
            let collection = site.collections[membership.collection]
            context["collection"] = [
                "title": collection.collection.title, "url": "collections/\(collection.collection.slug)/",
                "position": membership.position, "count": collection.episodes.count,
            ] as [String: Any]
            context["number"] = membership.position
        }
        return context
    }

    func collection(_ index: Int) -> [String: Any] {
        let entry = site.collections[index]
        var context: [String: Any] = [
            "title": entry.collection.title, "url": "collections/\(entry.collection.slug)/",
            "summary": entry.collection.summary, "count": entry.episodes.count, "countText": Self.countText(entry.episodes.count),
        ]
        if let thumbnail = existing(entry.collection.thumbnail) ?? entry.episodes.first.flatMap({ existing(site.episodes[$0].thumbnail) }) {
            context["thumbnail"] = thumbnail
        }
        return context
    }

    func taxonomy(_ entry: Site.TaxonomyEntry, base: String) -> [String: Any] {
        ["title": entry.title, "url": "\(base)\(entry.slug)/", "count": entry.episodes.count, "countText": Self.countText(entry.episodes.count)]
    }

    /// `1 episode`, `5 episodes`.
    static func countText(_ count: Int) -> String { count == 1 ? "1 episode" : "\(count) episodes" }

    func item(_ item: CellItem) -> [String: Any] {
        switch item {
        case .episode(let index): episode(index)
        case .collection(let index): collection(index)
        case .category(let index): taxonomy(site.categories[index], base: "categories/")
        case .tag(let index): taxonomy(site.tags[index], base: "tags/")
        }
    }
}
