import SitegenContent

/// A page of the built site: its kind, its folder and what it shows.
struct PageRoute: Sendable, Hashable {
    /// What the page shows.
    enum Subject: Sendable, Hashable {
        case none
        case episode(Int)
        case collection(Int)
        case category(Int)
        case tag(Int)
        case page(Int)
        case person(Int)
    }

    /// The theme's page kind (`home`, `episode`, ...).
    var kind: String
    /// The folder relative to the site root, with a trailing slash (`""` for the home page).
    var path: String
    /// What the page shows.
    var subject: Subject
    /// Which page of a paginated listing this is, when the theme splits the page's listing.
    var paging: Paging?

    /// The relative prefix from the page back to the site root (`../../`).
    var rootPrefix: String { SiteRoutes.rootPrefix(ofPage: path) }

    /// The output file.
    var outputPath: String { SiteRoutes.file(ofPage: path) }
}

extension Site {
    /// Every page the site has with the theme's page settings, sorted by path: a listing the
    /// theme paginates has one route per page.
    func routes(pages settings: [String: ThemePage]) -> [PageRoute] {
        unpagedRoutes(hasArchive: settings["archive"] != nil, hasSearch: hasSearchPage(settings))
            .flatMap { paged($0, settings: settings) }
            .sorted { $0.path < $1.path }
    }

    /// The items of a section of `page` on one page: the page's share of a paginated section,
    /// else all.
    func items(
        for section: ThemeSection, named name: String, of page: ThemePage, on route: PageRoute
    ) -> [CellItem] {
        guard let paging = route.paging, paging.section == name else {
            return items(for: section, on: page, showing: route.subject)
        }
        return items(for: section, on: page, showing: route.subject, window: paging.range(in:))
    }

    private func paged(_ route: PageRoute, settings: [String: ThemePage]) -> [PageRoute] {
        guard let page = settings[route.kind], let name = page.paginatedSection, let section = page.sections[name]
        else { return [route] }
        let size = section.pageSize ?? configuration.pageSize ?? SiteConfiguration.defaultPageSize
        let count = Paging.pageCount(of: items(for: section, on: page, showing: route.subject).count, size: size)
        return (1...count).map { number in
            var page = route
            let paging = Paging(section: name, size: size, number: number, count: count, firstPath: route.path)
            page.paging = paging
            page.path = paging.path(ofPage: number)
            return page
        }
    }

    /// Whether the site shows a search page: it has search and the theme a `search` page.
    func hasSearchPage(_ settings: [String: ThemePage]) -> Bool {
        configuration.search && settings["search"] != nil
    }

    private func unpagedRoutes(hasArchive: Bool, hasSearch: Bool) -> [PageRoute] {
        var routes = [
            PageRoute(kind: "home", path: SiteRoutes.home, subject: .none),
            PageRoute(kind: "library", path: SiteRoutes.library, subject: .none),
            PageRoute(kind: "collections", path: SiteRoutes.collections, subject: .none),
            PageRoute(kind: "categories", path: SiteRoutes.categories, subject: .none),
            PageRoute(kind: "tags", path: SiteRoutes.tags, subject: .none),
        ]
        routes += episodes.indices.map {
            PageRoute(kind: "episode", path: episodes[$0].pagePath, subject: .episode($0))
        }
        routes += collections.indices.map {
            PageRoute(
                kind: "collection", path: collections[$0].collection.pagePath,
                subject: .collection($0))
        }
        routes += categories.indices.map {
            PageRoute(kind: "category", path: SiteRoutes.category(categories[$0].slug), subject: .category($0))
        }
        routes += tags.indices.map { PageRoute(kind: "tag", path: SiteRoutes.tag(tags[$0].slug), subject: .tag($0)) }
        if !people.isEmpty {
            routes.append(PageRoute(kind: "people", path: SiteRoutes.people, subject: .none))
            routes += people.indices.map {
                PageRoute(kind: "person", path: SiteRoutes.person(people[$0].person.slug), subject: .person($0))
            }
        }
        routes += pages.indices.map {
            PageRoute(kind: "page", path: pages[$0].pagePath, subject: .page($0))
        }
        if hasArchive { routes.append(PageRoute(kind: "archive", path: SiteRoutes.archive, subject: .none)) }
        if hasSearch { routes.append(PageRoute(kind: "search", path: SiteRoutes.search, subject: .none)) }
        return routes
    }
}

extension Site {
    /// Whether the site has what a page shows.
    func has(_ subject: PageRoute.Subject) -> Bool {
        switch subject {
        case .none: true
        case .episode(let index): episodes.indices.contains(index)
        case .collection(let index): collections.indices.contains(index)
        case .category(let index): categories.indices.contains(index)
        case .tag(let index): tags.indices.contains(index)
        case .page(let index): pages.indices.contains(index)
        case .person(let index): people.indices.contains(index)
        }
    }
}
