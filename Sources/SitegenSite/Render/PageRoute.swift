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
    }

    /// The theme's page kind (`home`, `episode`, ...).
    var kind: String
    /// The folder relative to the site root, with a trailing slash (`""` for the home page).
    var path: String
    /// What the page shows.
    var subject: Subject

    /// The relative prefix from the page back to the site root (`../../`).
    var rootPrefix: String {
        path.isEmpty ? "./" : String(repeating: "../", count: path.split(separator: "/").count)
    }

    /// The output file.
    var outputPath: String { path + "index.html" }
}

extension Site {
    /// Every page the site has, sorted by path.
    var routes: [PageRoute] {
        var routes = [
            PageRoute(kind: "home", path: "", subject: .none),
            PageRoute(kind: "library", path: "library/", subject: .none),
            PageRoute(kind: "collections", path: "collections/", subject: .none),
            PageRoute(kind: "categories", path: "categories/", subject: .none),
            PageRoute(kind: "tags", path: "tags/", subject: .none),
        ]
        routes += episodes.indices.map { PageRoute(kind: "episode", path: "episodes/\(episodes[$0].slug)/", subject: .episode($0)) }
        routes += collections.indices.map { PageRoute(kind: "collection", path: "collections/\(collections[$0].collection.slug)/", subject: .collection($0)) }
        routes += categories.indices.map { PageRoute(kind: "category", path: "categories/\(categories[$0].slug)/", subject: .category($0)) }
        routes += tags.indices.map { PageRoute(kind: "tag", path: "tags/\(tags[$0].slug)/", subject: .tag($0)) }
        routes += pages.indices.map { PageRoute(kind: "page", path: "\(pages[$0].slug)/", subject: .page($0)) }
        return routes.sorted { $0.path < $1.path }
    }
}
