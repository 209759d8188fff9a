/// Every cell a build shows, rendered once: a cell looks the same on every page but for the
/// relative prefix back to the site root, so it is rendered with a marker in place of `root`
/// and split there; a page joins the parts with its own prefix.
struct CellCache: Sendable {
    /// A cell template and the item it shows.
    struct Key: Hashable, Sendable {
        var template: String
        var item: CellItem
    }

    /// What stands for `root` while a cell is rendered.
    static let marker = "\u{1}sitegen-root\u{1}"

    private var parts: [Key: [Substring]]

    /// Appends the cell's HTML on a page whose prefix to the site root is `root`; `false` when
    /// the cache does not have the cell.
    func append(_ key: Key, root: String, to html: inout String) -> Bool {
        guard let pieces = parts[key] else { return false }
        for (index, piece) in pieces.enumerated() {
            if index > 0 { html += root }
            html += piece
        }
        return true
    }

    /// Renders every cell the routes show, in parallel; with `reusing`, a cell whose item has the
    /// same text (`cards`) as in the previous build is taken from there.
    static func build(
        site: Site, theme: Theme, routes: [PageRoute], contexts: TemplateContext,
        reusing previous: [Key: (card: String, parts: [Substring])]? = nil, cards: [CellItem: String]? = nil
    ) async -> CellCache {
        var keys: Set<Key> = []
        for route in routes {
            guard let settings = theme.pages[route.kind] else { continue }
            for section in settings.sections.values {
                for item in site.items(for: section, on: route) { keys.insert(Key(template: section.cell, item: item)) }
            }
        }
        var all: [Key: [Substring]] = [:]
        var pending: [Key] = []
        for key in keys {
            if let old = previous?[key], let card = cards?[key.item], old.card == card {
                all[key] = old.parts
            } else {
                pending.append(key)
            }
        }
        let chunk = max(1, pending.count / 64)
        let rendered = await withTaskGroup(of: [(Key, [Substring])].self) { [pending] group in
            for start in stride(from: 0, to: pending.count, by: chunk) {
                group.addTask {
                    pending[start..<min(start + chunk, pending.count)].map { key in
                        (key, render(key, theme: theme, contexts: contexts))
                    }
                }
            }
            var batches: [(Key, [Substring])] = []
            for await batch in group { batches += batch }
            return batches
        }
        for (key, pieces) in rendered { all[key] = pieces }
        return CellCache(parts: all)
    }

    /// One cell rendered with the marker for `root`, cut at the markers.
    static func render(_ key: Key, theme: Theme, contexts: TemplateContext) -> [Substring] {
        var context = contexts.item(key.item)
        context["root"] = .text(marker)
        return pieces(of: theme.templates.render(.object(context), withTemplate: "cells/\(key.template)") ?? "")
    }

    /// The cells of `item`, one per cell template that shows it.
    func keys(showing item: CellItem) -> [Key] {
        parts.keys.filter { $0.item == item }.sorted { $0.template < $1.template }
    }

    /// Renders the cells of `item` again; returns them and whether any cell's HTML changed.
    mutating func refresh(_ item: CellItem, theme: Theme, contexts: TemplateContext) -> (cells: [(Key, [Substring])], changed: Bool) {
        var changed = false
        var cells: [(Key, [Substring])] = []
        for key in keys(showing: item) {
            let pieces = Self.render(key, theme: theme, contexts: contexts)
            if parts[key] != pieces { changed = true }
            parts[key] = pieces
            cells.append((key, pieces))
        }
        return (cells, changed)
    }

    /// The cell's HTML cut at every marker (a byte search: the marker's first byte, U+0001, is
    /// a control character that content never carries into HTML).
    static func pieces(of html: String) -> [Substring] {
        var pieces: [Substring] = []
        let utf8 = html.utf8
        let markerBytes = Array(marker.utf8)
        var start = utf8.startIndex
        var index = start
        while let found = utf8[index...].firstIndex(of: markerBytes[0]) {
            let end = utf8.index(found, offsetBy: markerBytes.count, limitedBy: utf8.endIndex) ?? utf8.endIndex
            if utf8[found..<end].elementsEqual(markerBytes) {
                pieces.append(html[start..<found])
                start = end
                index = end
            } else {
                index = utf8.index(after: found)
            }
        }
        pieces.append(html[start...])
        return pieces
    }

    /// The cells with the text of their items, for the next build's `reusing`.
    func memo(cards: [CellItem: String]) -> [Key: (card: String, parts: [Substring])] {
        parts.reduce(into: [:]) { memo, entry in
            if let card = cards[entry.key.item] { memo[entry.key] = (card, entry.value) }
        }
    }
}
