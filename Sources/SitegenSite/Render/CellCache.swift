import Mustache

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

    /// The cell's HTML on a page whose prefix to the site root is `root`.
    func html(_ key: Key, root: String) -> String? {
        guard let pieces = parts[key] else { return nil }
        return pieces.joined(separator: root)
    }

    /// Renders every cell the routes show, in parallel.
    static func build(site: Site, theme: Theme, routes: [PageRoute], contexts: TemplateContext) async -> CellCache {
        var keys: Set<Key> = []
        for route in routes {
            guard let settings = theme.pages[route.kind] else { continue }
            for section in settings.sections.values {
                for item in site.items(for: section, on: route) { keys.insert(Key(template: section.cell, item: item)) }
            }
        }
        let ordered = Array(keys)
        let chunk = max(1, ordered.count / 64)
        let rendered = await withTaskGroup(of: [(Key, [Substring])].self) { group in
            for start in stride(from: 0, to: ordered.count, by: chunk) {
                group.addTask {
                    ordered[start..<min(start + chunk, ordered.count)].map { key in
                        var context = contexts.item(key.item)
                        context["root"] = marker
                        let html = theme.templates.render(context, withTemplate: "cells/\(key.template)") ?? ""
                        return (key, html.split(separator: marker, omittingEmptySubsequences: false))
                    }
                }
            }
            var all: [Key: [Substring]] = [:]
            for await batch in group { for (key, pieces) in batch { all[key] = pieces } }
            return all
        }
        return CellCache(parts: rendered)
    }
}
