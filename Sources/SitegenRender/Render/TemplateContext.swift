import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenMarkdown

/// Builds the dictionaries templates render: episodes, collections, categories, tags.
struct TemplateContext: Sendable {
    var site: Site
    /// The URL segments of tags and categories by name.
    var tagSlugs: [String: String]
    var categorySlugs: [String: String]
    /// The index of each person in `site.people` by slug.
    var personIndexes: [String: Int]
    /// Whether the site has a podcast feed: some published episode has a file to enclose.
    var hasPodcastFeed: Bool
    /// Whether the search page offers tags as filters (`tagFilters` in an episode's context): only
    /// when the site has few tags (``tagFilterLimit``).
    var tagFilters: Bool
    /// The files of Content/ (a thumbnail is only linked when it exists).
    var assets: Set<String>
    /// The collections (by index) some episode of which has its own `number`; `-1` stands for
    /// the episodes in no collection. An episode without one there shows no number: its position
    /// would read as the number of another (GolangShow's `Выпуск 119b` as episode 120).
    private(set) var numberedScopes: Set<Int> = []
    /// Every episode's context, by episode index (each is shown on several pages).
    private(set) var episodes: [[String: TemplateValue]] = []
    /// How many of `episodes` ``make(site:images:strings:previous:)`` made (the others were the
    /// previous build's).
    private(set) var episodesMade = 0
    /// The pictures, with their variants and sizes.
    var images = ImageCatalog()
    /// The words of the pages, in the site's language.
    var strings = ThemeStrings.english
    /// The data files' values, `data` in every template's context (``data(at:)``).
    private(set) var data: TemplateValue = .object([:])
    /// The shape (``ImageSet/shapeKey``) of the picture each episode, collection and person
    /// shows in a cell, by index (nil: none): worked out once, where every gallery page
    /// looked up each item's picture and its shape by path.
    private var shapes: (episodes: [String?], collections: [String?], people: [String?]) = ([], [], [])

    /// The most distinct tags a site may have for its tags to be search filters. Pagefind's UI
    /// loads every value of a filter and adds a checkbox for each to its search form before the
    /// first result shows; Chromium registers each new control with the form in time that grows
    /// with the form, so the cost is the square of the number of tags: under 10 ms for 200, 0.3 s
    /// for 2,000, 11 s for 15,000 (issue 52). 200 is also about as long a list as a person reads
    /// through; a site with more tags is browsed on its tag pages, and a search still finds a
    /// tag's words, which are text of the episode page.
    static let tagFilterLimit = 200

    /// A thumbnail's URL path (no leading slash, percent-encoded), when the file exists.
    func existing(_ thumbnail: String?) -> String? {
        guard let thumbnail else { return nil }
        let path = thumbnail.hasPrefix("/") ? String(thumbnail.dropFirst()) : thumbnail
        // The file's own spelling: `café` typed in NFC names a file macOS wrote in NFD.
        return assets.firstIndex(of: path).map { URLPathEncoding.encode(assets[$0]) }
    }

    private init(site: Site, images: ImageCatalog, strings: ThemeStrings) {
        self.site = site
        self.images = images
        self.strings = strings
        tagSlugs = Dictionary(site.tags.map { ($0.title, $0.slug) }, uniquingKeysWith: { a, _ in a })
        assets = Set(site.assets)
        categorySlugs = Dictionary(site.categories.map { ($0.title, $0.slug) }, uniquingKeysWith: { a, _ in a })
        hasPodcastFeed = site.episodes.contains { $0.media.enclosure != nil }
        tagFilters = site.tags.count <= Self.tagFilterLimit
        for (index, episode) in site.episodes.enumerated() where episode.media.number != nil {
            numberedScopes.insert(site.membership[index]?.collection ?? -1)
        }
        personIndexes = Dictionary(
            site.people.enumerated().map { ($1.person.slug, $0) }, uniquingKeysWith: { a, _ in a })
        data = ParamValue.map(site.data.values).templateValue
    }

    /// The contexts of a site, every episode's built once, on every core; with the previous
    /// build's contexts, an episode whose context would be made of the same values keeps its
    /// previous one (the same storage, which later comparisons find equal at once).
    static func make(
        site: Site, images: ImageCatalog = ImageCatalog(), strings: ThemeStrings = .english,
        previous: TemplateContext? = nil
    ) async -> TemplateContext {
        var contexts = TemplateContext(site: site, images: images, strings: strings)
        let builder = contexts
        let reusable = previous.flatMap { $0.sharesSurroundings(with: builder) ? $0 : nil }
        let made = await Array(site.episodes.indices).concurrentMap { index in
            if let reusable, let context = reusable.reusableEpisode(index, for: builder) { return (context, false) }
            return (builder.makeEpisode(index), true)
        }
        contexts.episodes = made.map(\.0)
        contexts.episodesMade = made.count { $0.1 }
        if !images.sets.isEmpty {
            func shapes(_ items: some Sequence<CellItem>) -> [String?] {
                items.map { item in
                    ImageReferences.image(of: item, in: site, assets: contexts.assets).flatMap(images.shape(of:))
                }
            }
            contexts.shapes = (
                shapes(site.episodes.indices.map(CellItem.episode)),
                shapes(site.collections.indices.map(CellItem.collection)),
                shapes(site.people.indices.map(CellItem.person))
            )
        }
        return contexts
    }

    /// A site's lookups (slugs, people, files) without any episode's context: for what shows no
    /// template, such as a feed's items, which should not wait for 10,000 contexts.
    static func lookups(site: Site) -> TemplateContext {
        TemplateContext(site: site, images: ImageCatalog(), strings: .english)
    }

    /// The shape of the picture a cell item shows, if the catalog has one.
    func shape(of item: CellItem) -> String? {
        switch item {
        case .episode(let index): index < shapes.episodes.count ? shapes.episodes[index] : nil
        case .collection(let index): index < shapes.collections.count ? shapes.collections[index] : nil
        case .person(let index): index < shapes.people.count ? shapes.people[index] : nil
        case .category, .tag: nil
        }
    }

    /// The contexts of `site` from those of the previous build, whose site had the same
    /// structure and front matter: only the episodes in `changed` (whose Markdown bodies changed)
    /// are built again.
    func refreshing(_ changed: [Int], in site: Site) -> TemplateContext {
        var contexts = self
        contexts.site = site
        contexts.hasPodcastFeed = site.episodes.contains { $0.media.enclosure != nil }
        for index in changed { contexts.episodes[index] = contexts.makeEpisode(index) }
        return contexts
    }

    /// An episode's context: `title`, `url`, `dateISO`, `number`, `tags`, `collection`, ...
    func episode(_ index: Int) -> [String: TemplateValue] {
        episodes[index]
    }

    func makeEpisode(_ index: Int) -> [String: TemplateValue] {
        let episode = site.episodes[index]
        var context: [String: TemplateValue] = [
            "title": .text(episode.title), "url": .text(episode.pagePath), "slug": .text(episode.slug),
            "dateISO": .text(episode.date.isoDate), "dateText": .text(strings.date(episode.date)),
            "updatedISO": .text(episode.updated.isoDate),
            "summary": .text(episode.summary), "summaryHTML": .text(episode.summaryHTML),
            "index": .number(index),
            "readingTime": .number(max(episode.document.readingTimeMinutes, 1)),
            "tags": .list(
                episode.tags.map { ["title": .text($0), "url": .text(SiteRoutes.tag(tagSlugs[$0] ?? slugify($0)))] }),
        ]
        if let duration = episode.duration {
            context["duration"] = .text(duration.text)
            context["durationISO"] = .text(duration.iso8601)
            context["durationSeconds"] = .number(duration.seconds)
            context["durationSpoken"] = .text(strings.spokenDuration(duration.seconds))
        }
        if let thumbnail = existing(episode.thumbnail) {
            context["thumbnail"] = .text(thumbnail)
            if let set = images.set(episode.thumbnail) { context["image"] = set.templateValue }
        } else {
            let owner = site.membership[index].map { site.collections[$0.collection].collection.title }
            let number = episode.media.number ?? site.membership[index]?.position ?? index
            context["art"] =
                GeneratedArtwork(
                    name: owner ?? episode.category ?? site.configuration.title, variant: number
                ).templateValue
        }
        if let number = episode.media.number ?? position(of: index) {
            context["number"] = .number(number)
            context["numbered"] = true
        }
        if episode.media.number != nil { context["hasNumber"] = true }
        if context["numbered"] != nil || episode.media.episodeType != .full { context["labelled"] = true }
        // Every episode's context has it: flipping it (the site's tags crossing the limit) renders
        // every episode page again, and nothing else does.
        if tagFilters { context["tagFilters"] = true }
        if let season = episode.media.season { context["season"] = .number(season) }
        if episode.media.episodeType != .full {
            context["episodeType"] = .text(episode.media.episodeType.rawValue)
            context[episode.media.episodeType == .trailer ? "isTrailer" : "isBonus"] = true
        }
        if episode.media.hasMedia { context["hasMedia"] = true }
        if !episode.media.audio.isEmpty { context["hasAudio"] = true }
        if episode.media.video?.isPlayable == true { context["hasVideo"] = true }
        if !episode.media.params.isEmpty { context["params"] = ParamValue.map(episode.media.params).templateValue }
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
                "url": .text(collection.collection.pagePath),
                "position": .number(membership.position), "count": .number(collection.episodes.count),
            ]
        }
        if let license = site.license(ofEpisode: index) {
            var value: [String: TemplateValue] = ["name": .text(license.name)]
            if let url = license.url { value["url"] = .text(url) }
            context["license"] = .object(value)
        }
        return context
    }

    /// The number an episode without its own shows: its position in its collection (else among
    /// the site's episodes, the oldest 1), unless that collection numbers some of its episodes.
    func position(of index: Int) -> Int? {
        let membership = site.membership[index]
        guard !numberedScopes.contains(membership?.collection ?? -1) else { return nil }
        return membership?.position ?? site.episodes.count - index
    }

    func collection(_ index: Int) -> [String: TemplateValue] {
        let entry = site.collections[index]
        var context: [String: TemplateValue] = [
            "title": .text(entry.collection.title), "url": .text(entry.collection.pagePath),
            "summary": .text(entry.collection.summary), "summaryHTML": .text(entry.collection.summaryHTML),
            "count": .number(entry.episodes.count),
            "countText": .text(countText(entry.episodes.count)),
        ]
        if let path = ImageReferences.image(of: .collection(index), in: site, assets: assets) {
            context["thumbnail"] = .text(URLPathEncoding.encode(path))
            if let set = images.set(path) { context["image"] = set.templateValue }
        } else {
            context["art"] = GeneratedArtwork(name: entry.collection.title).templateValue
        }
        return context
    }

    func taxonomy(_ entry: Site.TaxonomyEntry, path: (String) -> String) -> [String: TemplateValue] {
        [
            "title": .text(entry.title), "url": .text(path(entry.slug)), "count": .number(entry.episodes.count),
            "countText": .text(countText(entry.episodes.count)),
        ]
    }

    /// `1 episode`, `5 episodes`.
    func countText(_ count: Int) -> String { strings.count("episodeCount", count) }

    func item(_ item: CellItem) -> [String: TemplateValue] {
        switch item {
        case .episode(let index): episode(index)
        case .collection(let index): collection(index)
        case .category(let index):
            taxonomy(site.categories[index], path: SiteRoutes.category).merging(
                ["art": GeneratedArtwork(name: site.categories[index].title).templateValue]
            ) { $1 }
        case .tag(let index): taxonomy(site.tags[index], path: SiteRoutes.tag)
        case .person(let index): person(index)
        }
    }

    /// A person's context: `name`, `title` (the same), `url`, `role`, `avatar` (else `art`, their
    /// initials drawn), `links`, `count`.
    func person(_ index: Int) -> [String: TemplateValue] {
        let entry = site.people[index]
        var context: [String: TemplateValue] = [
            "name": .text(entry.person.name), "title": .text(entry.person.name),
            "url": .text(SiteRoutes.person(entry.person.slug)), "slug": .text(entry.person.slug),
            "count": .number(entry.episodes.count), "countText": .text(countText(entry.episodes.count)),
            "links": .list(entry.person.links.map { ["url": .text($0)] }),
        ]
        if let role = entry.person.role { context["role"] = .text(role) }
        if let avatar = existing(entry.person.avatar) {
            context["avatar"] = .text(avatar)
            if let set = images.set(entry.person.avatar) { context["image"] = set.templateValue }
        } else {
            context["art"] = GeneratedArtwork(name: entry.person.name).templateValue
        }
        return context
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
        case .person(let index):
            guard site.people.indices.contains(index), other.site.people.indices.contains(index) else { return false }
        }
        return self.item(item) == other.item(item)
    }
}
