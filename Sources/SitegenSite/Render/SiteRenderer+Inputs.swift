import SitegenLayout
import SitegenMarkdown

/// The inputs of pages, for `PageMemo`.
extension SiteRenderer {
    /// The inputs every page depends on.
    var siteInputs: PageMemo.SiteInputs {
        PageMemo.SiteInputs(
            configuration: site.configuration, themeTexts: theme.sourceTexts, stylesheetPath: stylesheetPath,
            faviconPath: faviconPath, navigation: site.pages.flatMap { [$0.slug, $0.title] }
        )
    }

    /// The text of every item a page can show, by item, computed on every core.
    static func cards(of site: Site, contexts: TemplateContext) async -> [CellItem: String] {
        var items = site.episodes.indices.map(CellItem.episode) + site.collections.indices.map(CellItem.collection)
        items += site.categories.indices.map(CellItem.category) + site.tags.indices.map(CellItem.tag)
        let texts = await items.concurrentMap { ContextText.of(.object(contexts.item($0))) }
        return Dictionary(uniqueKeysWithValues: zip(items, texts).map { ($0, $1) })
    }

    /// Everything a page is made from besides the site-wide inputs.
    func inputs(of route: PageRoute, cards: [CellItem: String]) -> PageMemo.PageInputs {
        let settings = theme.pages[route.kind]
        let heading = heading(of: route, settings: settings)
        var texts = [route.kind, route.path, heading.title, heading.intro ?? "\u{0}", heading.description]
        switch route.subject {
        case .episode(let index):
            // The headings (text, level, id) are part of the HTML: equal HTML, equal headings.
            texts += [site.episodes[index].document.html, cards[.episode(index)] ?? ""]
            if let membership = site.membership[index] {
                let list = site.collections[membership.collection].episodes
                let position = membership.position - 1
                texts.append(position > 0 ? cards[.episode(list[position - 1])] ?? "" : "\u{0}")
                texts.append(position + 1 < list.count ? cards[.episode(list[position + 1])] ?? "" : "\u{0}")
            }
        case .collection(let index):
            texts += [site.collections[index].collection.document.html, cards[.collection(index)] ?? ""]
        case .page(let index):
            texts.append(site.pages[index].document.html)
        case .category(let index):
            texts.append(cards[.category(index)] ?? "")
        case .tag(let index):
            texts.append(cards[.tag(index)] ?? "")
        case .none:
            break
        }
        if let name = settings?.layout, let layout = theme.layouts[name], let settings {
            for section in layout.sections {
                texts.append("\u{1}\(section.name)")
                guard let sectionSettings = settings.sections[section.name] else { continue }
                texts += site.items(for: sectionSettings, on: route).map { cards[$0] ?? "" }
            }
        }
        return PageMemo.PageInputs(texts: texts)
    }
}
