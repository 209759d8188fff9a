import SitegenContent
import SitegenMarkdown

/// The values that render inputs are compared by (``RenderInput/isUnchanged(from:to:)``), each
/// worked out in one build from the input's key: what an accessor of `SiteRenderer+Reads.swift`
/// returns, whole.
extension SiteRenderer {
    /// The key of a cell's item.
    func key(of item: CellItem) -> ContentKey {
        switch item {
        case .episode(let index): .episode(site.episodes[index].slug)
        case .collection(let index): .collection(site.collections[index].collection.slug)
        case .category(let index): .category(site.categories[index].title)
        case .tag(let index): .tag(site.tags[index].title)
        case .person(let index): .person(site.people[index].person.slug)
        }
    }

    /// The key of what a page shows (`nil` for a page of the whole site).
    func key(of subject: PageRoute.Subject) -> ContentKey? {
        switch subject {
        case .none: nil
        case .episode(let index): .episode(site.episodes[index].slug)
        case .collection(let index): .collection(site.collections[index].collection.slug)
        case .category(let index): .category(site.categories[index].title)
        case .tag(let index): .tag(site.tags[index].title)
        case .page(let index): .page(site.pages[index].slug)
        case .person(let index): .person(site.people[index].person.slug)
        }
    }

    /// A route as a rebuild compares it: its kind, its paging and what it shows, by key.
    struct RouteShape: Equatable, Encodable {
        var kind: String
        var paging: Paging?
        var subject: ContentKey?
    }

    /// The route at a path, if the site has one.
    func route(at path: String) -> PageRoute? {
        routeIndexes[path].map { routes[$0] }
    }

    /// The shape of the route at a path (`RenderInput.route`), if the site has one.
    func routeShape(at path: String) -> RouteShape? {
        route(at: path).map { RouteShape(kind: $0.kind, paging: $0.paging, subject: key(of: $0.subject)) }
    }

    /// The items a section of the page at a path shows, by key (`RenderInput.sectionItems`):
    /// none when the theme has no such section, `nil` when the site has no such page.
    func sectionKeys(at path: String, section: String) -> [ContentKey]? {
        guard let route = route(at: path), site.has(route.subject) else { return nil }
        guard let page = theme.pages[route.kind], let settings = page.sections[section] else { return [] }
        // A closure, not `map(key(of:))`: a method taken as a value copies the renderer.
        return site.items(for: settings, named: section, of: page, on: route).map { key(of: $0) }
    }

    /// An episode's context as its page has it (`RenderInput.episode`): without `index`, its
    /// place in the site's order, when no template names it (the default theme's do not). A new
    /// date moves every episode between the old place and the new by one, and their pages would
    /// be rendered again for a value none of them shows.
    func episodeValue(_ index: Int) -> [String: TemplateValue] {
        var context = contexts.episode(index)
        if episodeValueRule.dropsIndex { context["index"] = nil }
        return context
    }

    /// What ``episodeValue(_:)`` leaves out of an episode's context: two builds with the same
    /// rule and the same contexts have the same values.
    var episodeValueRule: EpisodeValueRule {
        EpisodeValueRule(
            dropsIndex: theme.templates.recorder == nil && theme.templates.nameParts?.contains("index") == false)
    }

    /// What ``episodeValue(_:)`` leaves out of an episode's context.
    struct EpisodeValueRule: Equatable, Encodable {
        /// Whether `index` is left out (no template names it).
        var dropsIndex: Bool
    }

    /// The slugs of the episodes before and after an episode (`RenderInput.neighbours`).
    func neighbourKeys(of index: Int) -> [String?] {
        let neighbours = site.neighbours(of: index)
        return [neighbours.previous, neighbours.next].map { $0.map { site.episodes[$0].slug } }
    }

    /// An episode's context with only the keys the theme's templates name of `previous` and
    /// `next` (`RenderInput.neighbour`): the pager's title and URL, in the default theme. All of
    /// it when a tag may show it whole, and while `sitegen theme values` records every value.
    func neighbourValue(_ index: Int) -> [String: TemplateValue] {
        let context = contexts.episode(index)
        guard let keys = neighbourValueRule else { return context }
        return context.filter { keys.contains($0.key) }
    }

    /// The keys ``neighbourValue(_:)`` keeps of an episode's context (nil: all of them).
    var neighbourValueRule: Set<String>? {
        theme.templates.recorder == nil ? theme.templates.neighbourKeys : nil
    }

    /// What a collection's input compares (`RenderInput.collection`): its context, its body and
    /// its `podcast:` block.
    struct CollectionValue: Equatable {
        var context: [String: TemplateValue]
        var document: MarkdownDocument
        var podcast: PodcastSettings?

        /// What is compared besides the context.
        var rest: Rest { Rest(document: document, podcast: podcast) }

        /// The body and the `podcast:` block.
        struct Rest: Encodable {
            var document: MarkdownDocument
            var podcast: PodcastSettings?
        }
    }

    /// What a collection's input compares.
    func collectionValue(_ index: Int) -> CollectionValue {
        let collection = site.collections[index].collection
        return CollectionValue(
            context: contexts.collection(index), document: collection.document, podcast: collection.podcast)
    }

    /// What an episode's podcast item shows besides its feed entry, body and media
    /// (`RenderInput.podcastItem`).
    struct PodcastItemValue: Equatable, Encodable {
        /// The running time.
        var duration: EpisodeDuration?
        /// The thumbnail's path, when the file exists (the item's artwork).
        var thumbnail: String?
    }

    /// What an episode's podcast item shows besides its feed entry, body and media.
    func podcastItemValue(_ index: Int) -> PodcastItemValue {
        let episode = site.episodes[index]
        return PodcastItemValue(duration: episode.duration, thumbnail: contexts.existing(episode.thumbnail))
    }

    /// A person as their page shows them besides its listing (`RenderInput.person`).
    struct PersonValue: Equatable, Encodable {
        /// The person: name, role, avatar, links and bio.
        var person: Person
        /// How many episodes they host or guest on.
        var episodeCount: Int
    }

    /// A person as their page shows them.
    func personValue(_ index: Int) -> PersonValue {
        PersonValue(person: site.people[index].person, episodeCount: site.people[index].episodes.count)
    }

    /// What the redirect page of an alias shows (`RenderInput.redirect`): its page is the key.
    struct RedirectValue: Equatable, Encodable {
        /// The folder of the page it leads to, relative to the site root.
        var target: String
        /// That page's title.
        var title: String
    }

    /// What a redirect's page shows.
    func redirectValue(_ index: Int) -> RedirectValue {
        RedirectValue(target: site.redirects[index].target, title: site.redirects[index].title)
    }

    /// What the page of the redirect whose page is at `file` shows, if the site has it.
    func redirectValue(at file: String) -> RedirectValue? {
        indexes.redirect(at: file).map(redirectValue)
    }

    /// One line of `_redirects`.
    struct RedirectLine: Equatable, Encodable {
        /// The old path, as written (`/old/path/`).
        var path: String
        /// The folder of the page it leads to.
        var target: String
    }

    /// Every alias's line of `_redirects`, in the site's order (`RenderInput.redirectList`).
    var redirectLines: [RedirectLine] {
        site.redirects.map { RedirectLine(path: $0.alias.path, target: $0.target) }
    }
}
