import SitegenContent
import SitegenLayout

extension SiteRenderer {
    /// Where a section instance's cells start in its section's items, and the collection or
    /// category it is the shelf of (nil for a section shown once).
    struct ShelfPlace {
        var offset: Int
        var subject: PageRoute.Subject?
    }

    /// The sections of a page as its markup shows them: each section of the layout once, or, for
    /// a section shown for each collection or category (`each:`), once per shelf, in the order
    /// of the site's collections or categories. `items` are each section's items (a shelf
    /// section's, all its shelves' one after the other).
    func sectionInstances(
        of layout: CompositionalLayout, settings: ThemePage, route: PageRoute, items: [[CellItem]]
    ) -> ([LayoutMarkup.SectionInstance], [ShelfPlace]) {
        var instances: [LayoutMarkup.SectionInstance] = []
        var places: [ShelfPlace] = []
        for (index, section) in layout.sections.enumerated() {
            guard let sectionSettings = settings.sections[section.name], sectionSettings.each != nil else {
                instances.append(LayoutMarkup.SectionInstance(section: index, itemCount: items[index].count))
                places.append(ShelfPlace(offset: 0, subject: nil))
                continue
            }
            var offset = 0
            for shelf in site.shelves(of: sectionSettings, on: settings, showing: route.subject) {
                instances.append(LayoutMarkup.SectionInstance(section: index, itemCount: shelf.items.count))
                places.append(ShelfPlace(offset: offset, subject: shelf.subject))
                offset += shelf.items.count
            }
        }
        return (instances, places)
    }

    /// A shelf's header values: the collection's or category's `title`, `countText` and a
    /// `more` link to its page (with the section's `more` title, else "See all").
    func shelfHeader(
        _ subject: PageRoute.Subject, more: ThemeSection.Link?, into context: inout [String: TemplateValue],
        reads: inout RenderReads
    ) {
        let (title, count, path): (String, Int, String)
        switch subject {
        case .collection(let index):
            let entry = collection(index, reads: &reads)
            (title, count, path) = (
                entry.collection.title, entry.episodes.count, entry.collection.pagePath
            )
        case .category(let index):
            let entry = category(index, reads: &reads)
            (title, count, path) = (entry.title, entry.episodes.count, SiteRoutes.category(entry.slug))
        default: return
        }
        context["title"] = .text(title)
        context["countText"] = .text(contexts.countText(count))
        context["more"] = ["title": .text(strings.title(more?.title ?? "See all")), "url": .text(path)]
    }
}
