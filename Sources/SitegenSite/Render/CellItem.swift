/// One item of a section: an episode, a collection, a category or a tag (indexes into `Site`).
enum CellItem: Sendable, Hashable {
    case episode(Int)
    case collection(Int)
    case category(Int)
    case tag(Int)
}

extension Site {
    /// The items a query yields on a page that shows `subject`.
    func items(for section: ThemeSection, showing subject: PageRoute.Subject) -> [CellItem] {
        var items: [CellItem]
        switch section.query {
        case .newest: items = episodes.indices.map(CellItem.episode)
        case .featured: items = collections.compactMap { $0.episodes.first.map(CellItem.episode) }
        case .collections: items = collections.indices.map(CellItem.collection)
        case .categories: items = categories.indices.map(CellItem.category)
        case .tags: items = tags.indices.map(CellItem.tag)
        case .collection:
            switch subject {
            case .collection(let index): items = collections[index].episodes.map(CellItem.episode)
            case .episode(let episode):
                guard let membership = membership[episode] else { return [] }
                items = collections[membership.collection].episodes.filter { $0 != episode }.map(CellItem.episode)
            default: items = []
            }
        case .category:
            guard case .category(let index) = subject else { return [] }
            items = categories[index].episodes.map(CellItem.episode)
        case .tag:
            guard case .tag(let index) = subject else { return [] }
            items = tags[index].episodes.map(CellItem.episode)
        }
        if let limit = section.limit, items.count > limit { items = Array(items.prefix(limit)) }
        return items
    }
}
