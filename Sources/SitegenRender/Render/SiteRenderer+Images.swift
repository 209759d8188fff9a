import SitegenContent
import SitegenFormats
import SitegenLayout

extension SiteRenderer {
    /// Where each picture of a gallery page goes: its `sizes` from the catalog, `eager` in the
    /// first screen (`fetchpriority="high"` for the first of them in document order), else `lazy`
    /// with `sizes="auto, …"`.
    func imagePlacements(
        route: PageRoute, layoutName: String, layout: CompositionalLayout, settings: ThemePage, items: [[CellItem]]
    ) -> [FirstScreen.Item: ImagePlacement] {
        let images = contexts.images
        // Each placed picture's item and `sizes` (not its set: copying one costs more than its use).
        var placed: [(FirstScreen.Item, String)] = []
        placed.reserveCapacity(items.reduce(0) { $0 + $1.count })
        for (section, sectionItems) in items.enumerated() {
            guard let template = settings.sections[layout.sections[section].name]?.cell else { continue }
            let cycle = images.slotCycle(layout: layoutName, section: section)
            // A section's pictures have a few shapes at a few slots: each pair is looked up once.
            var known: [(slot: Int, shape: String, sizes: String)] = []
            for (index, item) in sectionItems.enumerated() {
                guard let shape = contexts.shape(of: item) else { continue }
                let slot = index % cycle
                let sizes: String
                if let hit = known.first(where: { $0.slot == slot && $0.shape == shape }) {
                    sizes = hit.sizes
                } else {
                    sizes = images.sizes(
                        layout: layoutName, section: section, slot: slot, template: template, shape: shape)
                    known.append((slot, shape, sizes))
                }
                placed.append((FirstScreen.Item(section: section, index: index), sizes))
            }
        }
        guard !placed.isEmpty else { return [:] }
        let firstScreen =
            images.theme.belowFirstScreen.contains(route.kind)
            ? []
            : firstScreens.items(layout: layoutName, itemCounts: items.map(\.count))
                ?? FirstScreen.items(
                    layout: layout, itemCounts: items.map(\.count), column: images.theme.gallery,
                    samples: images.samples)
        var result: [FirstScreen.Item: ImagePlacement] = [:]
        result.reserveCapacity(placed.count)
        var first = true
        for (item, sizes) in placed {
            let eager = firstScreen.contains(item)
            result[item] = ImagePlacement(sizes: sizes, eager: eager, first: eager && first)
            if eager { first = false }
        }
        return result
    }

    /// An episode page's poster (its thumbnail in the article column, the page's largest
    /// picture: eager, `fetchpriority="high"`) and its Open Graph card as `ogImage` (`url`,
    /// absolute; `width`; `height`), which also replaces the thumbnail in `page.og.image` (the
    /// `og:image` and `twitter:image` tags).
    func addPoster(to episode: inout [String: TemplateValue], index: Int, context: inout [String: TemplateValue]) {
        guard let set = contexts.images.set(site.episodes[index].thumbnail), case .object(var image) = episode["image"]
        else { return }
        let placement = ImagePlacement(
            sizes: contexts.images.articleSizes(capped: false, image: set), eager: true, first: true)
        image["sizes"] = .text(placement.sizes)
        image["loading"] = .text(placement.loading)
        image["fetchpriority"] = .text(placement.fetchPriority)
        episode["image"] = .object(image)
        if let card = set.openGraph {
            let url = site.configuration.absoluteURL(URLPathEncoding.encode(card))
            context["ogImage"] = ["url": .text(url), "width": .number(1200), "height": .number(630)]
            // The page's Open Graph tags (issue 12's `page.og`) show the card, not the source.
            if case .object(var page) = context["page"], case .object(var og) = page["og"], og["image"] != nil {
                og["image"] = .text(url)
                page["og"] = .object(og)
                context["page"] = .object(page)
            }
        }
    }
}
