package import SitegenContent
import SitegenFileSystem

/// Every podcast feed item a build writes, made once and shared by the site's feed and the
/// shows' feeds. A rebuild makes again only the items whose sources changed (a feed holds every
/// episode's show notes, and a title edit in a 10,000-episode show changes one item).
package struct PodcastItemCache: Sendable {
    /// Each item's XML and what it was made from, by episode slug.
    var entries: [String: Entry]
    /// What every item reads: the configuration and the site's podcast GUID.
    var shared: SharedSource
    /// How many items this build made (the others were the previous build's).
    package var made: Int

    /// One item and what it was made from.
    struct Entry: Sendable {
        /// The `<item>` element.
        var xml: String
        /// What it was made from.
        var source: ItemSource
    }

    /// What every item reads besides its episode.
    struct SharedSource: Sendable, Equatable {
        /// The site's settings (its address, language and media prefix).
        var configuration: SiteConfiguration
        /// The site feed's GUID, from which an item without a GUID of its own takes one.
        var siteGuid: String
    }

    /// What one episode's item shows: the episode, its published thumbnail and its people.
    struct ItemSource: Sendable, Equatable {
        /// The episode.
        var episode: Episode
        /// The thumbnail as published, when the site has its file.
        var thumbnail: String?
        /// The hosts and guests the item names, with their published avatars.
        var people: [PersonSource]
    }

    /// A person as an item names them.
    struct PersonSource: Sendable, Equatable {
        /// The person.
        var person: Person
        /// The avatar as published, when the site has its file.
        var avatar: String?
    }

    /// The XML of the item of the episode at `index`, if it was made.
    func xml(_ index: Int, in site: Site) -> String? {
        entries[site.episodes[index].slug]?.xml
    }

    /// The items of every episode with something to enclose, in parallel: with the previous
    /// build's cache, those whose sources are the same are the previous items. With `changed`
    /// (only these episodes' bodies changed since, ``SiteComposer/compose``), only theirs are
    /// looked at.
    static func build(
        with renderer: SiteRenderer, previous: PodcastItemCache?, changed: [Int]? = nil
    ) async -> PodcastItemCache? {
        let site = renderer.site
        var scratch = RenderReads(recording: false)
        let siteGuid = renderer.channelGuid(renderer.podcastShow(nil, reads: &scratch))
        let shared = SharedSource(configuration: site.configuration, siteGuid: siteGuid)
        if var cache = previous, let changed, cache.shared == shared {
            cache.made = 0
            for index in changed where site.episodes[index].media.enclosure != nil {
                let source = renderer.itemSource(index)
                guard cache.entries[source.episode.slug]?.source != source else { continue }
                cache.entries[source.episode.slug] = Entry(
                    xml: renderer.itemXML(index, siteGuid: siteGuid), source: source)
                cache.made += 1
            }
            return cache
        }
        let episodes = site.episodes.indices.filter { site.episodes[$0].media.enclosure != nil }
        guard !episodes.isEmpty else { return nil }
        let kept = previous?.shared == shared ? previous?.entries ?? [:] : [:]
        let items = await episodes.concurrentMap { index -> (slug: String, entry: Entry, isNew: Bool) in
            let source = renderer.itemSource(index)
            let slug = source.episode.slug
            if let entry = kept[slug], entry.source == source { return (slug, entry, false) }
            return (slug, Entry(xml: renderer.itemXML(index, siteGuid: siteGuid), source: source), true)
        }
        return PodcastItemCache(
            entries: Dictionary(items.map { ($0.slug, $0.entry) }, uniquingKeysWith: { first, _ in first }),
            shared: shared, made: items.count { $0.isNew })
    }

    /// The items of every episode of a site shown with a theme, made before the images stage
    /// has run: an item names the thumbnail itself, never a picture's variants, so the build
    /// makes them on the cores the images stage leaves idle. `previous` is the last build's.
    package static func build(site: Site, theme: Theme, previous: PodcastItemCache?) async -> PodcastItemCache? {
        let renderer = SiteRenderer(
            site: site, theme: theme, stylesheetPath: "", faviconPath: nil,
            contexts: TemplateContext.lookups(site: site),
            routes: site.routes(pages: theme.pages))
        return await build(with: renderer, previous: previous)
    }
}
