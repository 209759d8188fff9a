import SitegenContent

/// One item of a section: an episode, a collection, a category or a tag (indexes into `Site`).
enum CellItem: Sendable, Hashable {
    case episode(Int)
    case collection(Int)
    case category(Int)
    case tag(Int)
    case person(Int)
}

extension Site {
    /// The items a query yields on a page that shows `subject`.
    func items(for section: ThemeSection, showing subject: PageRoute.Subject) -> [CellItem] {
        var items: [CellItem]
        switch section.query {
        case .newest: items = episodes.indices.map(CellItem.episode)
        case .featured:
            let featured = episodes.indices.filter { episodes[$0].isFeatured }
            items = (featured.isEmpty ? Array(episodes.indices) : featured).map(CellItem.episode)
        case .collections: items = collections.indices.map(CellItem.collection)
        case .categories: items = categories.indices.map(CellItem.category)
        case .tags: items = tags.indices.map(CellItem.tag)
        case .collection:
            switch subject {
            case .collection(let index): items = listing(of: index).map(CellItem.episode)
            case .episode(let episode):
                guard let membership = membership[episode] else { return [] }
                return neighbourhood(of: episode, in: listing(of: membership.collection), limit: section.limit)
                    .map(CellItem.episode)
            default: items = []
            }
        case .people: items = people.indices.map(CellItem.person)
        case .person:
            guard case .person(let index) = subject else { return [] }
            items = people[index].episodes.map(CellItem.episode)
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

extension Site {
    /// A collection's episodes in the order its page lists them (`episodeOrder`).
    func listing(of collection: Int) -> [Int] {
        let entry = collections[collection]
        return entry.collection.newestFirst ? entry.episodes.reversed() : entry.episodes
    }

    /// The episodes around `episode` in `list`, without it: as many before as after (more on
    /// one side near an end), at most `limit` in all, in the list's order.
    func neighbourhood(of episode: Int, in list: [Int], limit: Int?) -> [Int] {
        guard let position = list.firstIndex(of: episode) else { return [] }
        let others = list.count - 1
        let count = min(limit ?? others, others)
        var before = min(position, count / 2)
        let after = min(list.count - position - 1, count - before)
        before = min(position, count - after)
        return Array(list[(position - before)..<position]) + Array(list[(position + 1)..<(position + 1 + after)])
    }
}
