import SitegenContent
import SitegenDiagnostics
import SitegenMarkdown

/// The accessors through which rendering reads the site: each notes what it read, so that a
/// rebuild knows which files to render again without a list of dependencies kept by hand.
extension SiteRenderer {
    /// An episode (its title and summary are part of its context).
    func episode(_ index: Int, reads: inout RenderReads) -> Episode {
        reads.read(.episode(site.episodes[index].slug))
        return site.episodes[index]
    }

    /// An episode's template context.
    func episodeContext(_ index: Int, reads: inout RenderReads) -> [String: TemplateValue] {
        reads.read(.episode(site.episodes[index].slug))
        return episodeValue(index)
    }

    /// An episode's rendered body and headings.
    func episodeDocument(_ index: Int, reads: inout RenderReads) -> MarkdownDocument {
        reads.read(.episodeDocument(site.episodes[index].slug))
        return site.episodes[index].document
    }

    /// The episodes before and after an episode in its collection (which ones; what the page
    /// shows of them is ``neighbourContext(_:reads:)``).
    func neighbours(of index: Int, reads: inout RenderReads) -> Site.Neighbours {
        reads.read(.neighbours(site.episodes[index].slug))
        return site.neighbours(of: index)
    }

    /// An episode's context as the page of the episode before or after it has it: the keys the
    /// theme's templates name of `previous` and `next`.
    func neighbourContext(_ index: Int, reads: inout RenderReads) -> [String: TemplateValue] {
        reads.read(.neighbour(site.episodes[index].slug))
        return neighbourValue(index)
    }

    /// An episode's entry in the feeds.
    func feedEntry(_ index: Int, reads: inout RenderReads) -> FeedEntry {
        reads.read(.feedEntry(site.episodes[index].slug))
        return site.episodes[index].feedEntry
    }

    /// What an episode's podcast item shows besides its feed entry, body and media.
    func podcastItem(_ index: Int, reads: inout RenderReads) -> PodcastItemValue {
        reads.read(.podcastItem(site.episodes[index].slug))
        return podcastItemValue(index)
    }

    /// The published episodes' indexes, in the site's order (newest first): the feeds list them
    /// in it, so the order is read, by slug.
    func episodeOrder(reads: inout RenderReads) -> Range<Int> {
        reads.read(.episodeOrder)
        return site.episodes.indices
    }

    /// A collection with its body.
    func collection(_ index: Int, reads: inout RenderReads) -> Site.CollectionEntry {
        reads.read(.collection(site.collections[index].collection.slug))
        return site.collections[index]
    }

    /// A category.
    func category(_ index: Int, reads: inout RenderReads) -> Site.TaxonomyEntry {
        reads.read(.category(site.categories[index].title))
        return site.categories[index]
    }

    /// A tag.
    func tag(_ index: Int, reads: inout RenderReads) -> Site.TaxonomyEntry {
        reads.read(.tag(site.tags[index].title))
        return site.tags[index]
    }

    /// A person as their own page shows them (the episodes they are in are its listing's).
    func person(_ index: Int, reads: inout RenderReads) -> PersonValue {
        reads.read(.person(site.people[index].person.slug))
        return personValue(index)
    }

    /// A person's template context (name, URL, role, avatar, count), as an episode shows its
    /// hosts and guests: `nil` when the site has no one of that slug (read too, so that the
    /// person's file, once added, shows).
    func personCard(_ slug: String, reads: inout RenderReads) -> [String: TemplateValue]? {
        reads.read(.personCard(slug))
        return indexes.index(of: .person(slug)).map(contexts.person)
    }

    /// An episode's media (player, chapters, transcript, people, numbers).
    func episodeMedia(_ index: Int, reads: inout RenderReads) -> EpisodeMedia {
        reads.read(.episodeMedia(site.episodes[index].slug))
        return site.episodes[index].media
    }

    /// A plain page.
    func page(_ index: Int, reads: inout RenderReads) -> ContentPage {
        reads.read(.page(site.pages[index].slug))
        return site.pages[index]
    }

    /// The items a section of a page shows: the page's share of a paginated section.
    func sectionItems(of route: PageRoute, section: String, reads: inout RenderReads) -> [CellItem] {
        reads.read(.sectionItems(path: route.path, section: section))
        guard site.has(route.subject), let page = theme.pages[route.kind], let settings = page.sections[section] else {
            return []
        }
        return site.items(for: settings, named: section, of: page, on: route)
    }

    /// The redirect page of an alias: where it leads and the page's title.
    func redirect(_ index: Int, reads: inout RenderReads) -> RedirectValue {
        reads.read(.redirect(site.redirects[index].alias.file))
        return redirectValue(index)
    }

    /// Every alias's path with its target, for `_redirects`.
    func redirectLines(reads: inout RenderReads) -> [RedirectLine] {
        reads.read(.redirectList)
        return redirectLines
    }

    /// Notes the values of the data files that rendering a template reads, its partials'
    /// included: `data` is whole in every context, so a page read what its templates' tags
    /// name (``ThemeTemplates/dataPaths(of:)``).
    func readData(of template: String, reads: inout RenderReads) {
        guard reads.isRecording else { return }
        for path in theme.templates.dataPaths(of: template) { reads.read(.data(path)) }
    }

    /// Appends a cell's HTML for a page whose prefix to the site root is `root`.
    func appendCell(
        _ key: CellCache.Key, root: String, placement: ImagePlacement, heading: String, to html: inout String,
        reads: inout RenderReads
    ) {
        if reads.isRecording { reads.read(.cell(template: key.template, item: self.key(of: key.item))) }
        if let cells, cells.append(key, root: root, placement: placement, heading: heading, to: &html) { return }
        var cellContext = TemplateContext.rooted(contexts.item(key.item), root: root)
        cellContext["root"] = .text(root)
        cellContext["data"] = contexts.data
        cellContext["heading"] = .text(heading)
        if case .object(var image) = cellContext["image"] {
            image["sizes"] = .text(placement.sizes)
            image["loading"] = .text(placement.loading)
            image["fetchpriority"] = .text(placement.fetchPriority)
            cellContext["image"] = .object(image)
        }
        html += theme.templates.render(.object(cellContext), withTemplate: "cells/\(key.template)") ?? ""
    }

    /// A rendered body for a page whose prefix to the site root is `root`: its catalogued
    /// Markdown images as `<picture>`s (each read) and its root-relative links resolved.
    func bodyWithPictures(_ html: String, root: String, reads: inout RenderReads) -> String {
        let (rewritten, images) = BodyImages.rewrite(html, catalog: contexts.images, root: root)
        for path in images { reads.read(.image(path)) }
        return Self.resolvingRoot(in: rewritten, root: root)
    }

    // MARK: - Values that inputs are compared by

    /// The inputs every page depends on.
    struct SiteWideInputs: Equatable, Sendable, Encodable {
        var configuration: SiteConfiguration
        var themeTexts: [String: String]
        var stylesheetPath: String
        var layoutStylesheets: [String: String]
        var pageStylesheets: [String: String]
        var faviconPath: String?
        var navigation: [String]
        var hasPodcastFeed: Bool
        var hasCollections: Bool
        var browse: [String]
    }

    /// What every page reads (`RenderInput.siteWide`).
    var siteWideInputs: SiteWideInputs {
        // `style:` changes the stylesheet alone, whose name pages read: a new brand colour in
        // `sitegen serve` swaps the stylesheet instead of reloading every page.
        var configuration = site.configuration
        configuration.style = SiteStyle()
        return SiteWideInputs(
            configuration: configuration, themeTexts: theme.sourceTexts, stylesheetPath: stylesheetPath,
            layoutStylesheets: layoutStylesheets, pageStylesheets: pageStylesheets, faviconPath: faviconPath,
            navigation: site.pages.flatMap { [$0.slug, $0.title] },
            hasPodcastFeed: contexts.hasPodcastFeed, hasCollections: !site.collections.isEmpty,
            browse: browseLinks.map(\.path)
        )
    }

    /// Every page's path, with the date of each episode page (`RenderInput.routeList`).
    var sitemapEntries: [String] {
        routes.map { route in
            if case .episode(let index) = route.subject {
                return route.path + " " + site.episodes[index].updated.isoDate
            }
            return route.path
        }
    }

    /// HTML rendered before its page was known (a Markdown body) with the root marker replaced
    /// by the page's prefix to the site root.
    static func resolvingRoot(in html: String, root: String) -> String {
        SiteRoutes.resolvingRoot(in: html, root: root)
    }
}
