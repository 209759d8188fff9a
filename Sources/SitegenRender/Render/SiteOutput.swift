import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

/// A file that rendering makes: a page of the theme, or one of the files every site has.
enum SiteOutput: Sendable, Hashable {
    /// A page (an index into the renderer's routes).
    case page(Int)
    /// `404.html`.
    case notFound
    /// The Atom feed (`feed.xml`, or the path `atomFeed:` gives).
    case feed
    /// `sitemap.xml`: the sitemap, or the index of its parts.
    case sitemap
    /// `sitemap-N.xml`, a part of a sitemap too large for one file (its number, from 1).
    case sitemapPart(Int)
    /// `robots.txt`.
    case robots
    /// The site's podcast feed (`nil`), or a show's (a collection's index).
    case podcast(Int?)
    /// The site's podcast feed (`nil`), or a show's, at one of its ``PodcastSettings/feedAliases``
    /// (its index): the old address of the feed.
    case podcastAlias(Int?, Int)
    /// An episode's chapters file.
    case chapters(Int)
    /// The redirect page of an alias (an index into `Site.redirects`).
    case redirect(Int)
    /// `_redirects`, every alias for hosts that read one (Netlify, Cloudflare Pages).
    case redirectList
    /// `_headers`: fingerprinted assets cached for good, for hosts that read one.
    case headers

    /// Every output of a site with `routes` pages.
    static func all(routes: Int, site: Site) -> [SiteOutput] {
        var outputs = (0..<routes).map(SiteOutput.page) + [.notFound, .feed, .sitemap, .robots, .headers]
        let parts = SiteRenderer.sitemapParts(count: routes, limit: SiteRoutes.sitemapURLLimit)
        if parts.count > 1 { outputs += (1...parts.count).map(SiteOutput.sitemapPart) }
        if site.episodes.contains(where: { $0.media.enclosure != nil }) {
            outputs.append(.podcast(nil))
            outputs += (site.configuration.podcast?.feedAliases ?? []).indices.map { .podcastAlias(nil, $0) }
        }
        for index in site.collections.indices {
            guard let podcast = site.collections[index].collection.podcast else { continue }
            outputs.append(.podcast(index))
            outputs += podcast.feedAliases.indices.map { .podcastAlias(index, $0) }
        }
        outputs += site.episodes.indices.filter { !(site.episodes[$0].media.chapters ?? []).isEmpty }.map {
            SiteOutput.chapters($0)
        }
        outputs += site.redirects.indices.map(SiteOutput.redirect)
        if !site.redirects.isEmpty { outputs.append(.redirectList) }
        return outputs
    }

    /// Whether what the output reads follows from the site's structure alone (which episodes it
    /// has, in what order, with what media), never from an episode's texts: the feeds. After an
    /// edit of texts alone, such an output reads what it read the last time.
    var readsStructureOnly: Bool {
        switch self {
        case .feed, .podcast, .podcastAlias: true
        default: false
        }
    }

    /// Whether the output lists podcast items (``PodcastItemCache``): the podcast feeds.
    var showsPodcastItems: Bool {
        switch self {
        case .podcast, .podcastAlias: true
        default: false
        }
    }

    /// Whether this is a page of a route.
    var isPage: Bool {
        if case .page = self { return true }
        return false
    }

    /// The output path.
    func path(in renderer: SiteRenderer) -> String {
        switch self {
        case .page(let index): renderer.routes[index].outputPath
        case .notFound: SiteRoutes.notFound
        case .feed: renderer.site.configuration.atomFeed
        case .sitemap: SiteRoutes.sitemap
        case .sitemapPart(let number): SiteRoutes.sitemapPart(number)
        case .robots: SiteRoutes.robots
        case .podcast(nil): SiteRoutes.podcast
        case .podcast(let collection?):
            SiteRoutes.showPodcast(ofPage: renderer.site.collections[collection].collection.pagePath)
        case .podcastAlias(let collection, let index): renderer.site.feedAliases(of: collection)[index].file
        case .chapters(let episode): SiteRoutes.chapters(ofPage: renderer.site.episodes[episode].pagePath)
        case .redirect(let index): renderer.site.redirects[index].alias.file
        case .redirectList: SiteRoutes.redirects
        case .headers: SiteRoutes.headers
        }
    }
}

extension SiteRenderer {
    /// Renders one output, noting what it reads.
    func render(_ output: SiteOutput, reads: inout RenderReads) -> Result<RenderedFile, Diagnostic> {
        switch output {
        case .page(let index): render(routes[index], reads: &reads)
        case .notFound: .success(notFoundPage(reads: &reads))
        case .feed: .success(atom(reads: &reads))
        case .sitemap: .success(sitemap(reads: &reads))
        case .sitemapPart(let number): .success(sitemapPart(number, reads: &reads))
        case .robots: .success(robots(reads: &reads))
        case .podcast(let collection): .success(podcastFeed(collection: collection, reads: &reads))
        case .podcastAlias(let collection, let index):
            .success(
                podcastFeed(collection: collection, reads: &reads).moved(
                    to: site.feedAliases(of: collection)[index].file))
        case .chapters(let episode): .success(chaptersFile(episode, reads: &reads))
        case .redirect(let index): .success(redirectPage(index, reads: &reads))
        case .redirectList: .success(redirectList(reads: &reads))
        case .headers: .success(headersFile(reads: &reads))
        }
    }
}
