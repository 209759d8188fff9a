import SitegenContent

extension RenderInput {
    /// Whether the input is the same in two builds, `old` and `new` being their renderers (with
    /// their sites, themes, template contexts and cells).
    func isUnchanged(from old: SiteRenderer, to new: SiteRenderer) -> Bool {
        switch self {
        case .siteWide:
            return old.siteWideInputs == new.siteWideInputs
        case .route(let path):
            return old.route(at: path) == new.route(at: path)
        case .episode(let index):
            return Self.both(old.site.episodes, new.site.episodes, index)
                && old.contexts.episode(index) == new.contexts.episode(index)
        case .episodeDocument(let index):
            return Self.both(old.site.episodes, new.site.episodes, index)
                && old.site.episodes[index].document == new.site.episodes[index].document
        case .neighbours(let index):
            return Self.both(old.site.episodes, new.site.episodes, index)
                && old.site.neighbours(of: index) == new.site.neighbours(of: index)
        case .feedEntry(let index):
            return Self.both(old.site.episodes, new.site.episodes, index)
                && old.site.episodes[index].feedEntry == new.site.episodes[index].feedEntry
        case .episodeMedia(let index):
            return Self.both(old.site.episodes, new.site.episodes, index)
                && old.site.episodes[index].media == new.site.episodes[index].media
        case .person(let index):
            return Self.both(old.site.people, new.site.people, index)
                && old.site.people[index] == new.site.people[index]
        case .collection(let index):
            return Self.both(old.site.collections, new.site.collections, index)
                && old.contexts.collection(index) == new.contexts.collection(index)
                && old.site.collections[index].collection.document == new.site.collections[index].collection.document
                && old.site.collections[index].collection.podcast == new.site.collections[index].collection.podcast
        case .category(let index):
            return Self.both(old.site.categories, new.site.categories, index)
                && old.contexts.item(.category(index)) == new.contexts.item(.category(index))
        case .tag(let index):
            return Self.both(old.site.tags, new.site.tags, index)
                && old.contexts.item(.tag(index)) == new.contexts.item(.tag(index))
        case .page(let index):
            return Self.both(old.site.pages, new.site.pages, index) && old.site.pages[index] == new.site.pages[index]
        case .sectionItems(let kind, let section, let subject):
            return old.sectionItems(kind: kind, section: section, subject: subject)
                == new.sectionItems(kind: kind, section: section, subject: subject)
        case .cell(let key):
            return old.cells?.pieces(of: key) == new.cells?.pieces(of: key)
        case .redirects:
            return old.site.redirects == new.site.redirects
        case .routeList:
            return old.sitemapEntries == new.sitemapEntries
        case .episodeCount:
            return old.site.episodes.count == new.site.episodes.count
        case .image(let path):
            return old.contexts.images.set(path) == new.contexts.images.set(path)
        case .data(let path):
            return old.contexts.data(at: path) == new.contexts.data(at: path)
        }
    }

    /// Whether `index` is valid in both arrays.
    private static func both<T>(_ a: [T], _ b: [T], _ index: Int) -> Bool {
        a.indices.contains(index) && b.indices.contains(index)
    }
}
