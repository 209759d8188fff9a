import SitegenFileSystem
import SitegenLayout

/// The first-screen items (``FirstScreen``) of every gallery a build shows, worked out once for
/// each layout and list of section item counts: the pages of an archive, a tag or a category
/// mostly share them, and each costs a solve of the layout at every sampled viewport.
struct FirstScreenCache: Sendable {
    /// A gallery: its layout's name and its sections' item counts.
    struct Key: Hashable, Sendable {
        var layout: String
        var itemCounts: [Int]
    }

    private var items: [Key: Set<FirstScreen.Item>] = [:]

    /// The first-screen items of a gallery, if the cache has them.
    func items(layout: String, itemCounts: [Int]) -> Set<FirstScreen.Item>? {
        items[Key(layout: layout, itemCounts: itemCounts)]
    }

    /// Works out, in parallel, the first screen of every gallery of the routes that can show
    /// pictures above the fold (none when the site has no pictures).
    static func build(with renderer: SiteRenderer) async -> FirstScreenCache {
        let images = renderer.contexts.images
        guard !images.sets.isEmpty else { return FirstScreenCache() }
        let site = renderer.site
        let theme = renderer.theme
        var keys: Set<Key> = []
        for route in renderer.routes where !images.theme.belowFirstScreen.contains(route.kind) {
            guard let settings = theme.pages[route.kind], let name = settings.layout, let layout = theme.layouts[name],
                site.has(route.subject)
            else { continue }
            let counts = layout.sections.map { section in
                settings.sections[section.name].map {
                    site.items(for: $0, named: section.name, of: settings, on: route).count
                } ?? 0
            }
            keys.insert(Key(layout: name, itemCounts: counts))
        }
        // Each layout is resolved once at each sampled viewport, for all of its galleries.
        let column = images.theme.gallery
        let layouts = await Set(keys.map(\.layout)).sorted().concurrentMap { name -> (String, [FirstScreen.Sample])? in
            guard let layout = theme.layouts[name] else { return nil }
            return (name, FirstScreen.samples(layout: layout, column: column, viewports: images.samples))
        }
        let samples = Dictionary(layouts.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
        let solved = await Array(keys).concurrentMap { key -> (Key, Set<FirstScreen.Item>)? in
            guard let samples = samples[key.layout] else { return nil }
            return (key, FirstScreen.items(samples: samples, itemCounts: key.itemCounts, column: column))
        }
        return FirstScreenCache(items: Dictionary(solved.compactMap { $0 }, uniquingKeysWith: { first, _ in first }))
    }
}
