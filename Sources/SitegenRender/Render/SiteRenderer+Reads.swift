import SitegenContent
import SitegenDiagnostics
import SitegenMarkdown

/// The accessors through which rendering reads the site: each notes what it read, so that a
/// rebuild knows which files to render again without a list of dependencies kept by hand.
extension SiteRenderer {
    /// An episode (its title and summary are part of its context).
    func episode(_ index: Int, reads: inout RenderReads) -> Episode {
        reads.read(.episode(index))
        return site.episodes[index]
    }

    /// An episode's template context.
    func episodeContext(_ index: Int, reads: inout RenderReads) -> [String: TemplateValue] {
        reads.read(.episode(index))
        return contexts.episode(index)
    }

    /// An episode's rendered body and headings.
    func episodeDocument(_ index: Int, reads: inout RenderReads) -> MarkdownDocument {
        reads.read(.episodeDocument(index))
        return site.episodes[index].document
    }

    /// The episodes before and after an episode in its collection.
    func neighbours(of index: Int, reads: inout RenderReads) -> Site.Neighbours {
        reads.read(.neighbours(index))
        return site.neighbours(of: index)
    }

    /// A collection with its body.
    func collection(_ index: Int, reads: inout RenderReads) -> Site.CollectionEntry {
        reads.read(.collection(index))
        return site.collections[index]
    }

    /// A category.
    func category(_ index: Int, reads: inout RenderReads) -> Site.TaxonomyEntry {
        reads.read(.category(index))
        return site.categories[index]
    }

    /// A tag.
    func tag(_ index: Int, reads: inout RenderReads) -> Site.TaxonomyEntry {
        reads.read(.tag(index))
        return site.tags[index]
    }

    /// A person.
    func person(_ index: Int, reads: inout RenderReads) -> Site.PersonEntry {
        reads.read(.person(index))
        return site.people[index]
    }

    /// An episode's media (player, chapters, transcript, people, numbers).
    func episodeMedia(_ index: Int, reads: inout RenderReads) -> EpisodeMedia {
        reads.read(.episodeMedia(index))
        return site.episodes[index].media
    }

    /// A plain page.
    func page(_ index: Int, reads: inout RenderReads) -> ContentPage {
        reads.read(.page(index))
        return site.pages[index]
    }

    /// The items a section of a page shows.
    func sectionItems(of route: PageRoute, section: String, reads: inout RenderReads) -> [CellItem] {
        reads.read(.sectionItems(kind: route.kind, section: section, subject: route.subject))
        guard site.has(route.subject), let settings = theme.pages[route.kind]?.sections[section] else { return [] }
        return site.items(for: settings, named: section, on: route)
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
        _ key: CellCache.Key, root: String, placement: ImagePlacement, to html: inout String, reads: inout RenderReads
    ) {
        reads.read(.cell(key))
        if let cells, cells.append(key, root: root, placement: placement, to: &html) { return }
        var cellContext = TemplateContext.rooted(contexts.item(key.item), root: root)
        cellContext["root"] = .text(root)
        cellContext["data"] = contexts.data
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
    struct SiteWideInputs: Equatable, Sendable {
        var configuration: SiteConfiguration
        var themeTexts: [String: String]
        var stylesheetPath: String
        var layoutStylesheets: [String: String]
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
            layoutStylesheets: layoutStylesheets, faviconPath: faviconPath,
            navigation: site.pages.flatMap { [$0.slug, $0.title] },
            hasPodcastFeed: contexts.hasPodcastFeed, hasCollections: !site.collections.isEmpty,
            browse: browseLinks.map(\.path)
        )
    }

    /// The route at a path, if the site has one.
    func route(at path: String) -> PageRoute? {
        routeIndexes[path].map { routes[$0] }
    }

    /// The items a section of a page kind shows for a subject (none when the theme has no such
    /// section; `nil` when the site has no such subject).
    func sectionItems(kind: String, section: String, subject: PageRoute.Subject) -> [CellItem]? {
        guard site.has(subject) else { return nil }
        guard let settings = theme.pages[kind]?.sections[section] else { return [] }
        return site.items(for: settings, showing: subject)
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
