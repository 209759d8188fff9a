import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats

/// Every cell a build shows, rendered once: a cell looks the same on every page but for the
/// relative prefix back to the site root, so it is rendered with ``SiteRoutes/rootMarker`` in
/// place of `root` and split there; a page joins the parts with its own prefix.
struct CellCache: Sendable {
    /// A cell template and the item it shows.
    struct Key: Hashable, Sendable {
        var template: String
        var item: CellItem
    }

    /// A rendered cell cut at its markers: `slots[i]` goes between `pieces[i]` and `pieces[i + 1]`.
    struct Pieces: Sendable, Equatable, Encodable {
        var pieces: [Substring]
        var slots: [ImagePlacement.Slot]

        /// The pieces as texts, then the slots (a render input's digest).
        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(pieces.map(String.init))
            try container.encode(slots)
        }
    }

    private var parts: [Key: Pieces]
    /// Each cell with the root prefix of every page that shows it put in, so that a page fills
    /// only its placement's slots: a picture's `srcset` names the root once per file (some 20).
    private var rooted: [Key: [Rooted]] = [:]

    /// A cell's pieces with one root prefix put in.
    struct Rooted: Sendable {
        var root: String
        var pieces: Pieces
    }

    /// Appends the cell's HTML on a page whose prefix to the site root is `root`, its picture (if
    /// any) placed as `placement`; `false` when the cache does not have the cell.
    func append(_ key: Key, root: String, placement: ImagePlacement, heading: String, to html: inout String) -> Bool {
        let known = rooted[key]?.first { $0.root == root }?.pieces
        guard let cell = known ?? parts[key] else { return false }
        for (index, piece) in cell.pieces.enumerated() {
            if index > 0 {
                let slot = cell.slots[index - 1]
                if slot == .heading { html += heading } else { placement.append(slot, root: root, to: &html) }
            }
            html += piece
        }
        return true
    }

    /// The cell's HTML cut at its markers, if the cache has it.
    func pieces(of key: Key) -> Pieces? { parts[key] }

    /// Renders every cell the routes show, in parallel. A cell of the previous build is kept
    /// when its item's template context and the data its template reads are unchanged (and the
    /// theme is the same): with `changedItems` (a rebuild after edits to episode bodies), the
    /// previous cells are kept but for those items', which are rendered again.
    static func build(
        with renderer: SiteRenderer, previous: SiteRenderer?, changedItems: Set<CellItem>? = nil
    ) async -> CellCache {
        let theme = renderer.theme
        let contexts = renderer.contexts
        let sameTheme = previous.map { $0.theme.sourceTexts == theme.sourceTexts } ?? false
        if let changedItems, sameTheme, let old = previous?.cells {
            var cache = old
            for key in old.parts.keys where changedItems.contains(key.item) {
                let pieces = render(key, theme: theme, contexts: contexts)
                cache.parts[key] = pieces
                cache.rooted[key] = old.rooted[key]?.map { Rooted(root: $0.root, pieces: pieces.rooted($0.root)) }
            }
            return cache
        }
        var roots: [Key: Set<String>] = [:]
        for route in renderer.routes {
            guard let settings = theme.pages[route.kind] else { continue }
            let root = route.rootPrefix
            for (name, section) in settings.sections {
                for item in renderer.site.items(for: section, named: name, of: settings, on: route) {
                    roots[Key(template: section.cell, item: item), default: []].insert(root)
                }
            }
        }
        let oldCells = sameTheme ? previous?.cells : nil
        let oldContexts = previous?.contexts
        let results = await Array(roots).concurrentMap { key, roots -> (Key, Pieces, [Rooted]) in
            let pieces: Pieces
            if let oldCells, let oldContexts, let old = oldCells.parts[key],
                oldContexts.isSameItem(key.item, as: contexts),
                theme.templates.dataPaths(of: "cells/\(key.template)").allSatisfy({
                    oldContexts.data(at: $0) == contexts.data(at: $0)
                })
            {
                pieces = old
            } else {
                pieces = render(key, theme: theme, contexts: contexts)
            }
            return (key, pieces, roots.sorted().map { Rooted(root: $0, pieces: pieces.rooted($0)) })
        }
        var cache = CellCache(parts: Dictionary(results.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first }))
        cache.rooted = Dictionary(results.map { ($0.0, $0.2) }, uniquingKeysWith: { first, _ in first })
        return cache
    }

    /// One cell rendered with markers for `root` and its picture's placement, cut at them.
    static func render(_ key: Key, theme: Theme, contexts: TemplateContext) -> Pieces {
        var context = contexts.item(key.item)
        context["root"] = .text(SiteRoutes.rootMarker)
        context["i18n"] = contexts.strings.templateValue
        context["data"] = contexts.data
        context["heading"] = .text(ImagePlacement.marker(.heading))
        if case .object(var image) = context["image"] {
            image["sizes"] = .text(ImagePlacement.marker(.sizes))
            image["loading"] = .text(ImagePlacement.marker(.loading))
            image["fetchpriority"] = .text(ImagePlacement.marker(.fetchPriority))
            context["image"] = .object(image)
        }
        return pieces(of: theme.templates.render(.object(context), withTemplate: "cells/\(key.template)") ?? "")
    }

    /// The cell's HTML cut at every marker: a ``ByteSearch`` for the markers' shared prefix,
    /// then the marker that starts there (their first byte, U+0001, is a control character that
    /// content never carries into HTML).
    static func pieces(of html: String) -> Pieces {
        var html = html
        var prefix = markerPrefix
        let found = html.withUTF8 { bytes in
            prefix.withUTF8 { prefix in
                var cuts: [(start: Int, end: Int, slot: ImagePlacement.Slot)] = []
                var index = 0
                while let start = ByteSearch.first(prefix, in: bytes, from: index) {
                    index = start + 1
                    let rest = UnsafeBufferPointer(rebasing: bytes[start...])
                    if let (slot, marker) = markerBytes.first(where: { rest.starts(with: $0.1) }) {
                        cuts.append((start, start + marker.count, slot))
                        index = start + marker.count
                    }
                }
                return cuts
            }
        }
        var pieces: [Substring] = []
        var slots: [ImagePlacement.Slot] = []
        let utf8 = html.utf8
        var start = utf8.startIndex
        for cut in found {
            pieces.append(html[start..<utf8.index(utf8.startIndex, offsetBy: cut.start)])
            slots.append(cut.slot)
            start = utf8.index(utf8.startIndex, offsetBy: cut.end)
        }
        pieces.append(html[start...])
        return Pieces(pieces: pieces, slots: slots)
    }

    /// The text every marker starts with.
    private static let markerPrefix = "\u{1}sitegen-"
    /// Each slot's marker as bytes.
    private static let markerBytes = ImagePlacement.Slot.allCases.map { ($0, Array(ImagePlacement.marker($0).utf8)) }
}
