import SitegenLayout

/// What a composition of the site leaves for `sitegen serve`'s next rebuild: when only Markdown
/// bodies of episodes changed, ``SiteComposer/update(_:site:episodes:)`` renders again just the
/// pages that show them instead of composing the whole site.
struct ComposeState: Sendable {
    /// The renderer, with its contexts and cells.
    var renderer: SiteRenderer
    /// Every page.
    var routes: [PageRoute]
    /// The text of every item (see `SiteRenderer.cards`).
    var cards: [CellItem: String]
    /// The pages (indexes into `routes`) that show an item's cell, by item.
    var cellRoutes: [CellItem: [Int]]
    /// The episode pages (indexes into `routes`) that use an episode's context: its own page and
    /// its neighbours' (previous and next in its collection), by episode index.
    var contextRoutes: [Int: [Int]]
    /// Every output file, sorted by path.
    var files: [RenderedFile]
    /// The index of each output path in `files`.
    var fileIndexes: [String: Int]
    /// The composition's diagnostics.
    var diagnostics: [Diagnostic]
    /// The memo for the next full composition.
    var memo: PageMemo

    /// The pages that show what, for a site and theme.
    static func showing(site: Site, theme: Theme, routes: [PageRoute]) -> (cells: [CellItem: [Int]], contexts: [Int: [Int]]) {
        var cells: [CellItem: [Int]] = [:]
        var contexts: [Int: [Int]] = [:]
        for (index, route) in routes.enumerated() {
            if let settings = theme.pages[route.kind] {
                var items: Set<CellItem> = []
                for section in settings.sections.values { items.formUnion(site.items(for: section, on: route)) }
                for item in items { cells[item, default: []].append(index) }
            }
            guard case .episode(let episode) = route.subject else { continue }
            contexts[episode, default: []].append(index)
            if let membership = site.membership[episode] {
                let list = site.collections[membership.collection].episodes
                let position = membership.position - 1
                if position > 0 { contexts[list[position - 1], default: []].append(index) }
                if position + 1 < list.count { contexts[list[position + 1], default: []].append(index) }
            }
        }
        return (cells, contexts)
    }
}
