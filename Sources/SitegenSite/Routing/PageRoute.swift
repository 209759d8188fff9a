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

    /// The relative prefix from the page back to the site root (`../../`).
    var rootPrefix: String { SiteRoutes.rootPrefix(ofPage: path) }

    /// The output file.
    var outputPath: String { SiteRoutes.file(ofPage: path) }
}

extension Site {
    /// Every page the site has, sorted by path.
    var routes: [PageRoute] {
        var routes = [
            PageRoute(kind: "home", path: SiteRoutes.home, subject: .none),
            PageRoute(kind: "library", path: SiteRoutes.library, subject: .none),
            PageRoute(kind: "collections", path: SiteRoutes.collections, subject: .none),
            PageRoute(kind: "categories", path: SiteRoutes.categories, subject: .none),
            PageRoute(kind: "tags", path: SiteRoutes.tags, subject: .none),
        ]
        routes += episodes.indices.map {
            PageRoute(kind: "episode", path: SiteRoutes.episode(episodes[$0].slug), subject: .episode($0))
        }
        routes += collections.indices.map {
            PageRoute(
                kind: "collection", path: SiteRoutes.collection(collections[$0].collection.slug),
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
            PageRoute(kind: "page", path: SiteRoutes.page(pages[$0].slug), subject: .page($0))
        }
        return routes.sorted { $0.path < $1.path }
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
