package import SitegenContent
import SitegenFileSystem

/// Every podcast feed item a build writes, made once and shared by the site's feed and the
/// shows' feeds: a rebuild after edits to episode bodies makes only those episodes' items again
/// (a feed holds every episode's show notes).
package struct PodcastItemCache: Sendable {
    /// Each item's XML by episode index.
    var items: [Int: String]

    /// The items of every episode with something to enclose, in parallel; with `changed` and the
    /// previous build's cache, the previous items but for those episodes'.
    static func build(
        with renderer: SiteRenderer, previous: PodcastItemCache?, changed: [Int]?
    ) async
        -> PodcastItemCache?
    {
        let episodes = renderer.site.episodes.indices.filter { renderer.site.episodes[$0].media.enclosure != nil }
        guard !episodes.isEmpty else { return nil }
        var scratch = RenderReads(recording: false)
        let siteGuid = renderer.channelGuid(renderer.podcastShow(nil, reads: &scratch))
        if let previous, let changed {
            var cache = previous
            for index in changed where cache.items[index] != nil {
                cache.items[index] = renderer.itemXML(index, siteGuid: siteGuid)
            }
            return cache
        }
        let made = await episodes.concurrentMap { ($0, renderer.itemXML($0, siteGuid: siteGuid)) }
        return PodcastItemCache(items: Dictionary(made, uniquingKeysWith: { first, _ in first }))
    }

    /// The items of every episode of a site shown with a theme, made before the images stage
    /// has run: an item names the thumbnail itself, never a picture's variants, so the build
    /// makes them on the cores the images stage leaves idle.
    package static func build(site: Site, theme: Theme) async -> PodcastItemCache? {
        let renderer = SiteRenderer(
            site: site, theme: theme, stylesheetPath: "", faviconPath: nil,
            contexts: await TemplateContext.make(site: site, images: ImageCatalog()),
            routes: site.routes(pages: theme.pages))
        return await build(with: renderer, previous: nil, changed: nil)
    }
}
