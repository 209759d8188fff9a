import SitegenContent
import SitegenMarkdown

extension RenderInput {
    /// Whether the input is the same in two builds, `old` and `new` being their renderers (with
    /// their sites, themes, template contexts and cells). Each build looks the input's key up in
    /// its own site: a thing one of them lacks is a change.
    func isUnchanged(from old: SiteRenderer, to new: SiteRenderer) -> Bool {
        switch self {
        case .siteWide:
            return old.siteWideInputs == new.siteWideInputs
        case .route(let path):
            return old.routeShape(at: path) == new.routeShape(at: path)
        case .episode(let slug):
            // The whole contexts first: a rebuild keeps an unchanged episode's context, found
            // equal at once, where the value without `index` is a copy compared key by key.
            return old.episodeValueRule == new.episodeValueRule
                && Self.same(.episode(slug), old, new) { $0.contexts.episode($1) }
                || Self.same(.episode(slug), old, new) { $0.episodeValue($1) }
        case .episodeDocument(let slug):
            return Self.same(.episode(slug), old, new) { $0.site.episodes[$1].document }
        case .neighbours(let slug):
            return Self.same(.episode(slug), old, new) { $0.neighbourKeys(of: $1) }
        case .neighbour(let slug):
            return old.neighbourValueRule == new.neighbourValueRule
                && Self.same(.episode(slug), old, new) { $0.contexts.episode($1) }
                || Self.same(.episode(slug), old, new) { $0.neighbourValue($1) }
        case .feedEntry(let slug):
            return Self.same(.episode(slug), old, new) { $0.site.episodes[$1].feedEntry }
        case .podcastItem(let slug):
            return Self.same(.episode(slug), old, new) { $0.podcastItemValue($1) }
        case .episodeMedia(let slug):
            return Self.same(.episode(slug), old, new) { $0.site.episodes[$1].media }
        case .person(let slug):
            return Self.same(.person(slug), old, new) { $0.personValue($1) }
        case .personCard(let slug):
            return Self.same(.person(slug), old, new) { $0.contexts.person($1) }
        case .collectionFacts(let slug):
            return Self.same(.collection(slug), old, new) { $0.collectionFacts($1) }
        case .collection(let slug):
            return Self.same(.collection(slug), old, new) { $0.collectionValue($1) }
        case .category(let name):
            return Self.same(.category(name), old, new) { $0.contexts.item(.category($1)) }
        case .tag(let name):
            return Self.same(.tag(name), old, new) { $0.contexts.item(.tag($1)) }
        case .page(let slug):
            return Self.same(.page(slug), old, new) { $0.site.pages[$1] }
        case .sectionItems(let path, let section):
            return old.sectionKeys(at: path, section: section) == new.sectionKeys(at: path, section: section)
        case .cell(let template, let item):
            func pieces(_ renderer: SiteRenderer) -> CellCache.Pieces? {
                renderer.indexes.item(item).flatMap {
                    renderer.cells?.pieces(of: CellCache.Key(template: template, item: $0))
                }
            }
            return pieces(old) == pieces(new)
        case .redirect(let file):
            return old.redirectValue(at: file) == new.redirectValue(at: file)
        case .redirectList:
            return old.redirectLines == new.redirectLines
        case .routeList:
            return old.sitemapEntries == new.sitemapEntries
        case .episodeOrder:
            return old.site.episodes.map(\.slug) == new.site.episodes.map(\.slug)
        case .image(let path):
            return old.contexts.images.set(path) == new.contexts.images.set(path)
        case .data(let path):
            return old.contexts.data(at: path) == new.contexts.data(at: path)
        }
    }

    /// Whether both builds have the same `value` of the thing `key` names (each build's value
    /// taken at its own index), or neither has it.
    private static func same<Value: Equatable>(
        _ key: ContentKey, _ old: SiteRenderer, _ new: SiteRenderer, _ value: (SiteRenderer, Int) -> Value
    ) -> Bool {
        switch (old.indexes.index(of: key), new.indexes.index(of: key)) {
        case (let a?, let b?): value(old, a) == value(new, b)
        case (nil, nil): true
        default: false
        }
    }
}
