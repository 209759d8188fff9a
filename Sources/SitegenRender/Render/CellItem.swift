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
    /// The items a query yields on a page that shows `subject`; with `window`, only those in
    /// the range it gives for their count (a page's share, taken before the items are made:
    /// each of a 10,000-episode archive's pages asks).
    func items(
        for section: ThemeSection, on page: ThemePage, showing subject: PageRoute.Subject,
        window: ((Int) -> Range<Int>)? = nil
    ) -> [CellItem] {
        if section.each != nil { return shelves(of: section, on: page, showing: subject).flatMap(\.items) }
        let (count, member) = members(for: section, showing: subject)
        let total = min(count, section.limit ?? count)
        return (window?(total) ?? 0..<total).map(member)
    }

    /// The shelves of a section shown for each collection or category (`each:`): each one's
    /// subject and its first `limit` episodes, in the order of the site's collections or
    /// categories. Empty for other sections.
    ///
    /// A shelf without episodes is left out, and so is one that would look just like another
    /// section of the page, the same cells of the same episodes in the same order: a show whose
    /// one collection holds every episode would otherwise repeat its "Latest episodes" row under
    /// the collection's title. (A one-episode shelf beside a hero of that episode stays.)
    func shelves(
        of section: ThemeSection, on page: ThemePage, showing subject: PageRoute.Subject
    ) -> [(subject: PageRoute.Subject, items: [CellItem])] {
        let subjects: [PageRoute.Subject] =
            switch section.each {
            case .collections?: collections.indices.map { .collection($0) }
            case .categories?: categories.indices.map { .category($0) }
            default: []
            }
        var single = section
        single.each = nil
        let others = Set(
            page.sections.values.filter { $0.each == nil && $0.cell == section.cell }
                .map { items(for: $0, on: page, showing: subject) }
        )
        return subjects.map { ($0, items(for: single, on: page, showing: $0)) }
            .filter { !$0.items.isEmpty && !others.contains($0.items) }
    }

    /// How many items a query yields before its limit, and the item at each place.
    private func members(
        for section: ThemeSection, showing subject: PageRoute.Subject
    ) -> (count: Int, member: (Int) -> CellItem) {
        func listed(_ list: [Int]) -> (Int, (Int) -> CellItem) { (list.count, { .episode(list[$0]) }) }
        switch section.query {
        case .newest: return (episodes.count, CellItem.episode)
        case .featured:
            let featured = episodes.indices.filter { episodes[$0].isFeatured }
            return featured.isEmpty ? (episodes.count, CellItem.episode) : listed(featured)
        case .collections: return (collections.count, CellItem.collection)
        case .categories: return (categories.count, CellItem.category)
        case .tags: return (tags.count, CellItem.tag)
        case .collection:
            switch subject {
            case .collection(let index): return listed(listing(of: index))
            case .episode(let episode):
                // Already at most `limit` long.
                return listed(neighbourhood(of: episode, limit: section.limit))
            default: return (0, CellItem.episode)
            }
        case .people: return (people.count, CellItem.person)
        case .person:
            guard case .person(let index) = subject else { return (0, CellItem.person) }
            return listed(people[index].episodes)
        case .category:
            guard case .category(let index) = subject else { return (0, CellItem.episode) }
            return listed(categories[index].episodes)
        case .tag:
            guard case .tag(let index) = subject else { return (0, CellItem.episode) }
            return listed(tags[index].episodes)
        }
    }
}

extension Site {
    /// A collection's episodes in the order its page lists them (`episodeOrder`).
    func listing(of collection: Int) -> [Int] {
        let entry = collections[collection]
        return entry.collection.newestFirst ? entry.episodes.reversed() : entry.episodes
    }

    /// The episodes around `episode` in its collection's listing (``listing(of:)``), without
    /// it: as many before as after (more on one side near an end), at most `limit` in all, in
    /// the listing's order. Found by the episode's place, not by searching the listing: every
    /// episode page of a show asks.
    func neighbourhood(of episode: Int, limit: Int?) -> [Int] {
        guard let membership = membership[episode] else { return [] }
        let entry = collections[membership.collection]
        let list = entry.episodes
        let newestFirst = entry.collection.newestFirst
        guard list.indices.contains(membership.position - 1) else { return [] }
        let position = newestFirst ? list.count - membership.position : membership.position - 1
        func member(at place: Int) -> Int { newestFirst ? list[list.count - 1 - place] : list[place] }
        let others = list.count - 1
        let count = min(limit ?? others, others)
        var before = min(position, count / 2)
        let after = min(list.count - position - 1, count - before)
        before = min(position, count - after)
        return ((position - before)..<position).map(member(at:))
            + ((position + 1)..<(position + 1 + after)).map(member(at:))
    }
}
