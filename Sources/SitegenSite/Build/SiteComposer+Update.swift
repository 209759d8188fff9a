import Foundation
import SitegenLayout

extension SiteComposer {
    /// Composes the site again after only the Markdown bodies of some episodes changed (their
    /// front matter, and so the site's structure, is the same): the episodes' contexts and cells
    /// are rebuilt, and the pages that show them are rendered again, the episode's own page always,
    /// its neighbours' when its context changed, every page showing its cell when that cell's HTML
    /// changed; the feed when a summary changed. `nil` when a page fails to render (the caller
    /// composes the whole site instead, which reports it).
    func update(_ previous: ComposeState, site: Site, episodes changed: [Int]) async -> ComposeState? {
        var state = previous
        var renderer = state.renderer
        var contexts = renderer.contexts
        guard var cells = renderer.cells else { return nil }
        var routesToRender: Set<Int> = []
        var summaryChanged = false
        for episode in changed {
            summaryChanged = summaryChanged || renderer.site.episodes[episode].summary != site.episodes[episode].summary
            contexts.refreshEpisode(episode, in: site)
            let item = CellItem.episode(episode)
            let card = ContextText.of(.object(contexts.item(item)))
            let own = state.contextRoutes[episode] ?? []
            if card != state.cards[item] {
                routesToRender.formUnion(own)
            } else {
                routesToRender.formUnion(own.filter { state.routes[$0].subject == .episode(episode) })
            }
            state.cards[item] = card
            let refreshed = cells.refresh(item, theme: theme, contexts: contexts)
            if refreshed.changed { routesToRender.formUnion(state.cellRoutes[item] ?? []) }
            for (key, pieces) in refreshed.cells { state.memo.cells[key] = (card, pieces) }
        }
        renderer.site = site
        renderer.contexts = contexts
        renderer.cells = cells
        let fixedRenderer = renderer
        let routes = state.routes
        let cards = state.cards
        let pending = routesToRender.sorted()
        let rendered = await pending.concurrentMap { index -> (Int, Result<RenderedFile, Diagnostic>, PageMemo.PageInputs) in
            (index, fixedRenderer.render(routes[index]), fixedRenderer.inputs(of: routes[index], cards: cards))
        }
        for (index, result, inputs) in rendered {
            guard case .success(let file) = result, let position = state.fileIndexes[file.path] else { return nil }
            state.files[position] = file
            state.memo.pages[routes[index].path] = (inputs, file)
        }
        if summaryChanged, let position = state.fileIndexes["feed.xml"] {
            state.files[position] = SiteFeeds(site: site).atom()
        }
        state.memo.rendered = pending.count
        state.renderer = renderer
        return state
    }
}
