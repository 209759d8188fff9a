import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenLayout
import SitegenMarkdown

/// Renders the pages of a site with a theme, noting in a ``RenderReads`` everything each page
/// reads (see `SiteRenderer+Reads.swift`: every read of site data goes through those accessors).
package struct SiteRenderer: Sendable {
    var site: Site
    var theme: Theme
    /// The fingerprinted stylesheet's path (`assets/site.1a2b3c4d.css`).
    package var stylesheetPath: String
    /// Each layout's own fingerprinted stylesheet, by layout name (empty when the theme keeps
    /// every layout in the site's stylesheet).
    var layoutStylesheets: [String: String] = [:]
    /// Each page kind's own fingerprinted stylesheet, by kind (empty when the theme has none or
    /// keeps them in the site's stylesheet).
    var pageStylesheets: [String: String] = [:]
    /// The icon's path, relative to the site root, when the site has one.
    var faviconPath: String?
    /// Each page script's fingerprinted path (`assets/media.1a2b3c4d.js`).
    var scriptPaths = Dictionary(uniqueKeysWithValues: PageScript.allCases.map { ($0, $0.route) })
    /// The template contexts (built once: they index tags and categories).
    var contexts: TemplateContext
    /// The cells, rendered once.
    var cells: CellCache?
    /// The galleries' first screens, worked out once per layout and item counts.
    var firstScreens = FirstScreenCache()
    /// The podcast feeds' items, made once.
    package var podcastItems: PodcastItemCache?
    /// The feeds' buffers of the previous builds of a session (none in a build that keeps nothing).
    var feedBuffers: FeedBuffers?
    /// Where a build puts its rendered files until the write (none in a session, which compares bytes).
    var storing: PageStoring?
    /// Every page, sorted by path.
    var routes: [PageRoute]
    /// The index of each page's path in `routes`.
    private(set) var routeIndexes: [String: Int]
    /// Where each episode, collection, tag, ... is in the site's arrays, by key: what a rebuild
    /// looks inputs up by.
    private(set) var indexes: ContentIndexes

    init(
        site: Site, theme: Theme, stylesheetPath: String, faviconPath: String?, contexts: TemplateContext,
        routes: [PageRoute]
    ) {
        self.site = site
        self.theme = theme
        self.stylesheetPath = stylesheetPath
        self.faviconPath = faviconPath
        self.contexts = contexts
        self.routes = routes
        routeIndexes = Dictionary(routes.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        indexes = ContentIndexes(site)
    }

    /// The words of the pages, in the site's language.
    var strings: ThemeStrings { contexts.strings }

    /// The title, intro and description of a page.
    func heading(
        of route: PageRoute, settings: ThemePage?, reads: inout RenderReads
    ) -> (title: String, intro: String?, description: String) {
        switch route.subject {
        case .episode(let index):
            let episode = self.episode(index, reads: &reads)
            return (episode.title, nil, episode.summary)
        case .collection(let index):
            let collection = self.collection(index, reads: &reads).collection
            return (collection.title, collection.summary, collection.summary)
        case .category(let index):
            let entry = category(index, reads: &reads)
            return (
                entry.title, strings.count("episodesInCount", entry.episodes.count, ["title": entry.title]),
                strings.format("episodesIn", ["title": entry.title])
            )
        case .tag(let index):
            let entry = tag(index, reads: &reads)
            return (
                "#\(entry.title)",
                strings.count("episodesTaggedCount", entry.episodes.count, ["title": entry.title]),
                strings.format("episodesTagged", ["title": entry.title])
            )
        case .page(let index):
            let page = self.page(index, reads: &reads)
            return (page.title, nil, page.summary)
        case .person(let index):
            let entry = person(index, reads: &reads)
            return (
                entry.person.name,
                entry.person.role.map { "\($0) · \(contexts.countText(entry.episodeCount))" }
                    ?? contexts.countText(entry.episodeCount),
                entry.person.document.summary.isEmpty
                    ? strings.format("episodesWith", ["name": entry.person.name]) : entry.person.document.summary
            )
        case .none:
            return (
                settings?.title.map(strings.title) ?? site.configuration.title, settings?.intro.map(strings.title),
                site.configuration.description
            )
        }
    }

    /// Renders one page.
    func render(_ route: PageRoute, reads: inout RenderReads) -> Result<RenderedFile, Diagnostic> {
        reads.read(.siteWide)
        reads.read(.route(route.path))
        let settings = theme.pages[route.kind]
        let root = route.rootPrefix
        let heading = heading(of: route, settings: settings, reads: &reads)
        var page: [String: TemplateValue] = [
            "title": .text(Self.pagedTitle(heading.title, paging: route.paging, strings: strings)),
            "description": .text(heading.description),
            "isHome": .flag(route.kind == "home"),
            "canonical": .text(site.configuration.absoluteURL(route.path)), "path": .text(route.path),
        ]
        if let intro = heading.intro { page["intro"] = .text(intro) }
        var context = baseContext(root: root, currentPath: route.path)
        if let layout = settings?.layout, let path = layoutStylesheets[layout] {
            context["layoutStylesheet"] = .text(path)
        }
        if let path = pageStylesheets[route.kind] { context["pageStylesheet"] = .text(path) }
        if let layout = settings?.layout, theme.layouts[layout]?.hasOrthogonalSections == true {
            addScript(.shelves, to: &context)
        }
        if route.kind == "search" { addScript(.search, to: &context) }
        if let paging = route.paging, let pagination = Self.paginationContext(paging, strings: strings) {
            context["pagination"] = pagination
        }
        // A listing's introduction (a collection's body) is on its first page only.
        let isFirstPage = (route.paging?.number ?? 1) == 1
        if case .page(let index) = route.subject {
            page["body"] = .text(
                body(of: self.page(index, reads: &reads).document, root: root, reads: &reads))
        }
        if case .person(let index) = route.subject {
            // A person's bio comes first, under their name, on the first page of their episodes.
            let bio = body(of: person(index, reads: &reads).person.document, root: root, reads: &reads)
            if isFirstPage, !bio.isEmpty { page["bio"] = .text(bio) }
            if let avatar = personCard(site.people[index].person.slug, reads: &reads)?["avatar"] {
                page["avatar"] = avatar
            }
        }
        if case .collection(let index) = route.subject, isFirstPage {
            page["body"] = .text(
                body(of: collection(index, reads: &reads).collection.document, root: root, reads: &reads))
            page["hero"] = collectionHero(index, root: root, reads: &reads)
        }
        if case .episode(let index) = route.subject {
            // The picture may be the show's artwork: the collection is read.
            if let membership = site.membership[index] { _ = collection(membership.collection, reads: &reads) }
            let data = StructuredData(site: site, contexts: contexts)
            page["structuredData"] = .text(data.jsonLD(episode: index))
            page["og"] = .object(data.openGraph(episode: index))
        } else {
            page["og"] = ["type": "website"]
        }
        context["page"] = .object(page)
        if let show = showFeed(of: route, reads: &reads) { context["showFeed"] = show }
        if case .episode(let index) = route.subject { addEpisode(index, root: root, to: &context, reads: &reads) }
        let layout = settings.map { layoutHTML(for: route, settings: $0, context: context, reads: &reads) } ?? ""
        context["layout"] = .text(layout)
        let template = settings?.template ?? ThemeSettingsDecoder.defaultTemplate(for: route.kind)
        readData(of: template, reads: &reads)
        readData(of: "base", reads: &reads)
        guard
            let content = theme.templates.renderUTF8(
                .object(context), withTemplate: template, expected: layout.utf8.count)
        else {
            return .failure(
                .error(
                    "the theme has no template `\(template)` for \(route.kind) pages",
                    at: .start(of: "\(theme.displayPath)/theme.yml")))
        }
        context["content"] = .utf8(content)
        guard let html = theme.templates.renderUTF8(.object(context), withTemplate: "base", expected: content.count)
        else {
            return .failure(
                .error("the theme has no template `base`", at: .start(of: "\(theme.displayPath)/templates")))
        }
        // A picture's `srcset` names its files from the root with a marker (shared by every page).
        return .success(
            RenderedFile(path: route.outputPath, data: SiteRoutes.resolvingRootMarkers(in: html, root: root)))
    }

    /// The feed of the show a page belongs to, when it is a show of its own (a collection with a
    /// `podcast:` block): its title and path, for the page's feed link and autodiscovery, and its
    /// pages on listening platforms.
    func showFeed(of route: PageRoute, reads: inout RenderReads) -> TemplateValue? {
        let index: Int
        switch route.subject {
        case .collection(let collection): index = collection
        case .episode(let episode):
            guard let membership = site.membership[episode] else { return nil }
            index = membership.collection
        default: return nil
        }
        let collection = self.collection(index, reads: &reads).collection
        guard let podcast = collection.podcast else { return nil }
        var show: [String: TemplateValue] = [
            "title": .text(collection.title), "path": .text(SiteRoutes.showPodcast(ofPage: collection.pagePath)),
            "linkText": .text(strings.format("showPodcastFeed", ["title": collection.title])),
        ]
        if !podcast.listen.isEmpty {
            show["hasListen"] = .flag(true)
            show["listen"] = Self.listenLinks(podcast.listen)
            show["listenText"] = .text(strings.format("showListenOn", ["title": collection.title]))
        }
        return .object(show)
    }

    /// Links to pages on listening platforms, each with its platform's name (`Apple Podcasts`).
    static func listenLinks(_ urls: [String]) -> TemplateValue {
        .list(urls.map { ["url": .text(ListenURL.page($0)), "name": .text(ListenURL.platform($0))] })
    }

    /// The keys every template sees.
    func baseContext(root: String, currentPath: String) -> [String: TemplateValue] {
        let configuration = site.configuration
        let episodes = hasArchive ? SiteRoutes.archive : SiteRoutes.home
        var nav: [TemplateValue] = [
            [
                "title": .text(strings["navEpisodes"]), "path": .text(episodes),
                "current": .flag(currentPath.hasPrefix(episodes)), "external": .flag(false),
            ],
            [
                "title": .text(strings["navLibrary"]), "path": .text(SiteRoutes.library),
                "current": .flag(currentPath == SiteRoutes.library), "external": .flag(false),
            ],
        ]
        // A page with nothing to list is not linked.
        if !site.collections.isEmpty {
            nav.append([
                "title": .text(strings["navCollections"]), "path": .text(SiteRoutes.collections),
                "current": .flag(currentPath.hasPrefix(SiteRoutes.collections)), "external": .flag(false),
            ])
        }
        var about: TemplateValue?
        for page in site.pages where page.slug == "about" {
            let path = page.pagePath
            nav.append([
                "title": .text(page.title), "path": .text(path), "current": .flag(currentPath == path),
                "external": .flag(false),
            ])
            about = ["title": .text(page.title), "path": .text(path)]
        }
        nav += menuLinks(currentPath: currentPath, besides: nav)
        var siteFields: [String: TemplateValue] = [
            "title": .text(configuration.title), "description": .text(configuration.description),
            "author": .text(configuration.author), "language": .text(configuration.language),
            // Whose the site is, for a notice without `copyright`: the author, else the site's title.
            "rightsHolder": .text(configuration.author.isEmpty ? configuration.title : configuration.author),
            "baseURL": .text(configuration.baseURL),
            "podcast": contexts.hasPodcastFeed ? .text(SiteRoutes.podcast) : .flag(false),
            "atomFeed": .text(configuration.atomFeed),
        ]
        // The copyright notice (the site's, else the podcast's) and the funding links, for the footer.
        if let copyright = configuration.copyright ?? configuration.podcast?.copyright {
            siteFields["copyright"] = .text(copyright)
        }
        if let funding = configuration.podcast?.funding, !funding.isEmpty {
            siteFields["funding"] = .list(funding.map { ["url": .text($0.url), "text": .text($0.text)] })
        }
        if let listen = configuration.podcast?.listen, !listen.isEmpty {
            siteFields["hasListen"] = .flag(true)
            siteFields["listen"] = Self.listenLinks(listen)
        }
        var context: [String: TemplateValue] = [
            "site": .object(siteFields), "root": .text(root), "stylesheet": .text(stylesheetPath), "nav": .list(nav),
            "i18n": strings.templateValue, "data": contexts.data,
        ]
        addScript(.menu, to: &context)
        if hasArchive { context["archive"] = .text(SiteRoutes.archive) }
        if site.hasSearchPage(theme.pages) {
            context["searchPage"] = .text(SiteRoutes.search)
            context["isSearchPage"] = .flag(currentPath == SiteRoutes.search)
        }
        context["hasBrowse"] = .flag(!browseLinks.isEmpty)
        context["browse"] = .list(
            browseLinks.map {
                ["title": .text($0.title), "path": .text($0.path), "current": .flag(currentPath == $0.path)]
            })
        if let faviconPath { context["favicon"] = .text(faviconPath) }
        if let about { context["about"] = about }
        return context
    }

    private func addEpisode(
        _ index: Int, root: String, to context: inout [String: TemplateValue], reads: inout RenderReads
    ) {
        var episode = TemplateContext.rooted(episodeContext(index, reads: &reads), root: root)
        let document = episodeDocument(index, reads: &reads)
        var body = self.body(of: document, root: root, reads: &reads)
        let media = episodeMedia(index, reads: &reads)
        // The chapters box shows the body's own chapter list: the notes and Contents leave it out.
        var chapterHeading: String?
        if let chapters = media.chapters,
            let found = BodyChapterList.removing(from: body, headings: document.headings, chapters: chapters)
        {
            (body, chapterHeading) = (found.html, found.headingID)
        }
        if let target = Self.seekTarget(of: media, root: root) { body = SeekLinks.rewrite(body, target: target) }
        episode["body"] = .text(body)
        episode.merge(mediaContext(index, root: root, reads: &reads)) { _, new in new }
        if media.hasPlayer { addScript(.media, to: &context) }
        addPoster(to: &episode, index: index, context: &context)
        episode["headings"] = .list(
            document.headings.filter { $0.level <= 3 && $0.id != chapterHeading }.map {
                ["level": .number($0.level), "text": .text($0.text), "id": .text($0.id), "isSub": .flag($0.level == 3)]
            })
        context["episode"] = .object(episode)
        let neighbours = self.neighbours(of: index, reads: &reads)
        if let previous = neighbours.previous {
            context["previous"] = .object(TemplateContext.rooted(neighbourContext(previous, reads: &reads), root: root))
        }
        if let next = neighbours.next {
            context["next"] = .object(TemplateContext.rooted(neighbourContext(next, reads: &reads), root: root))
        }
    }

    /// Names a page script in a page's context, so that its template loads it.
    func addScript(_ script: PageScript, to context: inout [String: TemplateValue]) {
        context[script.contextKey] = .text(scriptPaths[script] ?? script.route)
    }

    /// The page's gallery: the layout's markup with cells and headers from the templates.
    private func layoutHTML(
        for route: PageRoute, settings: ThemePage, context: [String: TemplateValue], reads: inout RenderReads
    ) -> String {
        guard let name = settings.layout, let layout = theme.layouts[name] else { return "" }
        let items = layout.sections.map { section in
            settings.sections[section.name] == nil ? [] : sectionItems(of: route, section: section.name, reads: &reads)
        }
        if case .episode = route.subject, items.allSatisfy(\.isEmpty) { return "" }
        let root = route.rootPrefix
        let markup = LayoutMarkup(layout: layout, scope: name)
        // A cell's title is a heading one level below its section's header, when the section has one.
        let headed = theme.templateNames.contains("headers/section")
        let headings = layout.sections.indices.map { headed && layout.showsHeader(inSection: $0) ? "h3" : "h2" }
        let placements = imagePlacements(
            route: route, layoutName: name, layout: layout, settings: settings, items: items)
        let (instances, shelves) = sectionInstances(of: layout, settings: settings, route: route, items: items)
        var html = ""
        // Room for the cells (a picture's cell is some 1.5 KB), so that the gallery is not copied
        // as it grows.
        html.reserveCapacity(items.reduce(0) { $0 + $1.count } * 1_536 + 8_192)
        markup.render(
            into: &html, instances: instances, omittingEmptySections: true,
            cell: { html, instance, item in
                let section = instances[instance].section
                guard let cell = settings.sections[layout.sections[section].name]?.cell else { return }
                let index = shelves[instance].offset + item
                appendCell(
                    CellCache.Key(template: cell, item: items[section][index]), root: root,
                    placement: placements[FirstScreen.Item(section: section, index: index)] ?? .unplaced,
                    heading: headings[section], to: &html, reads: &reads)
            },
            supplementary: { html, instance, suffix in
                let kind = Self.kind(of: suffix)
                var headerContext = context
                if let instance {
                    let sectionSettings = settings.sections[layout.sections[instances[instance].section].name]
                    headerContext["title"] =
                        sectionSettings?.title.map { .text(strings.title($0)) } ?? context["page"]?.child("title")
                    if let more = sectionSettings?.more {
                        headerContext["more"] = ["title": .text(strings.title(more.title)), "url": .text(more.path)]
                    }
                    if let subject = shelves[instance].subject {
                        shelfHeader(subject, more: sectionSettings?.more, into: &headerContext, reads: &reads)
                    }
                }
                let template = kind == "header" ? "headers/section" : "headers/\(kind)"
                guard kind != "spacer", kind != "background", theme.templateNames.contains(template) else { return }
                readData(of: template, reads: &reads)
                html += theme.templates.render(.object(headerContext), withTemplate: template) ?? ""
            }
        )
        return html
    }

    /// The index pages the footer links to, those with something to list: categories, tags, people.
    var browseLinks: [(title: String, path: String)] {
        var links: [(title: String, path: String)] = []
        if !site.categories.isEmpty { links.append((strings["categories"], SiteRoutes.categories)) }
        if !site.tags.isEmpty { links.append((strings["tags"], SiteRoutes.tags)) }
        if !site.people.isEmpty { links.append((strings["people"], SiteRoutes.people)) }
        return links
    }

    /// Whether the theme has an archive page (`episodes/`).
    var hasArchive: Bool { theme.pages["archive"] != nil }

    /// The element kind of an id suffix: `header-1` → `header`.
    static func kind(of suffix: String) -> String {
        guard let dash = suffix.lastIndex(of: "-"), suffix[suffix.index(after: dash)...].allSatisfy(\.isNumber),
            suffix.index(after: dash) < suffix.endIndex
        else { return suffix }
        return String(suffix[..<dash])
    }
}
