import SitegenMarkdown

/// Builds the dictionaries templates render: episodes, collections, categories, tags.
struct TemplateContext: Sendable {
    var site: Site
    /// The URL segments of tags and categories by name.
    var tagSlugs: [String: String]
    var categorySlugs: [String: String]
    /// The files of Content/ (a thumbnail is only linked when it exists).
    var assets: Set<String>
    /// Every episode's context, by episode index (each is shown on several pages).
    private(set) var episodes: [[String: TemplateValue]] = []

    /// A thumbnail's URL path (no leading slash, percent-encoded), when the file exists.
    func existing(_ thumbnail: String?) -> String? {
        guard let thumbnail else { return nil }
        let path = thumbnail.hasPrefix("/") ? String(thumbnail.dropFirst()) : thumbnail
        return assets.contains(path) ? URLPathEncoding.encode(path) : nil
    }

    private init(site: Site) {
        self.site = site
        tagSlugs = Dictionary(site.tags.map { ($0.title, $0.slug) }, uniquingKeysWith: { a, _ in a })
        assets = Set(site.assets)
        categorySlugs = Dictionary(site.categories.map { ($0.title, $0.slug) }, uniquingKeysWith: { a, _ in a })
    }

    /// The contexts of a site, every episode's built once, on every core.
    static func make(site: Site) async -> TemplateContext {
        var contexts = TemplateContext(site: site)
        let builder = contexts
        contexts.episodes = await Array(site.episodes.indices).concurrentMap { builder.makeEpisode($0) }
        return contexts
    }

    /// The contexts of `site` from those of the previous build, whose site had the same
    /// structure and front matter: only the episodes in `changed` (whose Markdown bodies changed)
    /// are built again.
    func refreshing(_ changed: [Int], in site: Site) -> TemplateContext {
        var contexts = self
        contexts.site = site
        for index in changed { contexts.episodes[index] = contexts.makeEpisode(index) }
        return contexts
    }

    /// An episode's context: `title`, `url`, `dateISO`, `number`, `tags`, `collection`, ...
    func episode(_ index: Int) -> [String: TemplateValue] {
        episodes[index]
    }

    private func makeEpisode(_ index: Int) -> [String: TemplateValue] {
        let episode = site.episodes[index]
        var context: [String: TemplateValue] = [
            "title": .text(episode.title), "url": .text(SiteRoutes.episode(episode.slug)), "slug": .text(episode.slug),
            "dateISO": .text(episode.date.isoDate), "dateText": .text(episode.date.longText),
            "summary": .text(episode.summary),
            "number": .number(index + 1), "index": .number(index),
            "readingTime": .number(max(episode.document.readingTimeMinutes, 1)),
            "tags": .list(
                episode.tags.map { ["title": .text($0), "url": .text(SiteRoutes.tag(tagSlugs[$0] ?? slugify($0)))] }),
        ]
        if let duration = episode.duration {
            context["duration"] = .text(duration.text)
            context["durationISO"] = .text(duration.iso8601)
        }
        if let thumbnail = existing(episode.thumbnail) { context["thumbnail"] = .text(thumbnail) }
        if let video = episode.video { context["video"] = .text(video) }
        if let category = episode.category {
            context["category"] = [
                "title": .text(category),
                "url": .text(SiteRoutes.category(categorySlugs[category] ?? slugify(category))),
            ]
        }
        if let membership = site.membership[index] {
            let collection = site.collections[membership.collection]
            context["collection"] = [
                "title": .text(collection.collection.title),
                "url": .text(SiteRoutes.collection(collection.collection.slug)),
                "position": .number(membership.position), "count": .number(collection.episodes.count),
            ]
            context["number"] = .number(membership.position)
        }
        return context
    }

    func collection(_ index: Int) -> [String: TemplateValue] {
        let entry = site.collections[index]
        var context: [String: TemplateValue] = [
            "title": .text(entry.collection.title), "url": .text(SiteRoutes.collection(entry.collection.slug)),
            "summary": .text(entry.collection.summary), "count": .number(entry.episodes.count),
            "countText": .text(Self.countText(entry.episodes.count)),
        ]
        if let thumbnail = existing(entry.collection.thumbnail)
            ?? entry.episodes.first.flatMap({ existing(site.episodes[$0].thumbnail) })
        {
            context["thumbnail"] = .text(thumbnail)
        }
        return context
    }

    func taxonomy(_ entry: Site.TaxonomyEntry, path: (String) -> String) -> [String: TemplateValue] {
        [
            "title": .text(entry.title), "url": .text(path(entry.slug)), "count": .number(entry.episodes.count),
            "countText": .text(Self.countText(entry.episodes.count)),
        ]
    }

    /// `1 episode`, `5 episodes`.
    static func countText(_ count: Int) -> String { count == 1 ? "1 episode" : "\(count) episodes" }

    func item(_ item: CellItem) -> [String: TemplateValue] {
        switch item {
        case .episode(let index): episode(index)
        case .collection(let index): collection(index)
        case .category(let index): taxonomy(site.categories[index], path: SiteRoutes.category)
        case .tag(let index): taxonomy(site.tags[index], path: SiteRoutes.tag)
        }
    }
}

extension TemplateContext {
    /// Whether an item has the same context here and in `other` (false when either lacks it).
    func isSameItem(_ item: CellItem, as other: TemplateContext) -> Bool {
        switch item {
        case .episode(let index):
            guard episodes.indices.contains(index), other.episodes.indices.contains(index) else { return false }
        case .collection(let index):
            guard site.collections.indices.contains(index), other.site.collections.indices.contains(index) else {
                return false
            }
        case .category(let index):
            guard site.categories.indices.contains(index), other.site.categories.indices.contains(index) else {
                return false
            }
        case .tag(let index):
            guard site.tags.indices.contains(index), other.site.tags.indices.contains(index) else { return false }
        }
        return self.item(item) == other.item(item)
    }
}
