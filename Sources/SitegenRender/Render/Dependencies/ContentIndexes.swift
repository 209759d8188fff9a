import SitegenContent

/// Where each thing of a site is in its arrays, by ``ContentKey``: what a rebuild looks an input
/// up by in each of the two builds it compares.
struct ContentIndexes: Sendable {
    private var episodes: [String: Int] = [:]
    private var collections: [String: Int] = [:]
    private var categories: [String: Int] = [:]
    private var tags: [String: Int] = [:]
    private var people: [String: Int] = [:]
    private var pages: [String: Int] = [:]
    /// Each redirect by the file of its page.
    private var redirects: [String: Int] = [:]

    /// The indexes of `site`'s things (the first, where two share a key: the build refused that).
    init(_ site: Site) {
        func indexed(_ keys: [String]) -> [String: Int] {
            Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        episodes = indexed(site.episodes.map(\.slug))
        collections = indexed(site.collections.map(\.collection.slug))
        categories = indexed(site.categories.map(\.title))
        tags = indexed(site.tags.map(\.title))
        people = indexed(site.people.map(\.person.slug))
        pages = indexed(site.pages.map(\.slug))
        redirects = indexed(site.redirects.map(\.alias.file))
    }

    /// The index of a thing in its array, if the site has it.
    func index(of key: ContentKey) -> Int? {
        switch key {
        case .episode(let slug): episodes[slug]
        case .collection(let slug): collections[slug]
        case .category(let name): categories[name]
        case .tag(let name): tags[name]
        case .person(let slug): people[slug]
        case .page(let slug): pages[slug]
        }
    }

    /// The cell item a key names, if the site has it (a plain page is no cell's).
    func item(_ key: ContentKey) -> CellItem? {
        guard let index = index(of: key) else { return nil }
        switch key {
        case .episode: return .episode(index)
        case .collection: return .collection(index)
        case .category: return .category(index)
        case .tag: return .tag(index)
        case .person: return .person(index)
        case .page: return nil
        }
    }

    /// The index of the redirect whose page is `file`, if the site has it.
    func redirect(at file: String) -> Int? { redirects[file] }
}
