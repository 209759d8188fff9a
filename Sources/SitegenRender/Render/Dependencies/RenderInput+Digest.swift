import SitegenContent
import SitegenFormats
import SitegenHighlight

extension RenderInput {
    /// What this input is in `renderer`, as a digest that another process computes alike: the
    /// values ``isUnchanged(from:to:)`` compares, encoded so that equal values have equal
    /// bytes (``BinaryCoder`` sorts sets and dictionaries). A build compares it with the digest
    /// the last build kept (``KeptPages``), as a session compares the values themselves.
    func digest(in renderer: SiteRenderer) -> TextDigest {
        var bytes: [UInt8] = []
        func add(_ value: some Encodable) {
            // Encoding fails only for a coder's unsupported container, which no value here uses.
            // Should one fail, random bytes give a digest no other build has: the files that read
            // the input are rendered, never taken on a digest that missed a change.
            bytes +=
                (try? BinaryCoder.encode(value))
                ?? (0..<4).flatMap { _ in withUnsafeBytes(of: UInt64.random(in: .min ... .max)) { Array($0) } }
        }
        func keyed(_ key: ContentKey, _ value: (Int) -> some Encodable) {
            if let index = renderer.indexes.index(of: key) {
                add(true)
                add(value(index))
            } else {
                add(false)
            }
        }
        // Template contexts are written directly (``TemplateValue/appendDigestBytes(to:)``).
        func context(_ key: ContentKey, _ value: (Int) -> [String: TemplateValue]) {
            if let index = renderer.indexes.index(of: key) {
                bytes.append(1)
                TemplateValue.appendDigestBytes(of: value(index), to: &bytes)
            } else {
                bytes.append(0)
            }
        }
        switch self {
        case .siteWide: add(renderer.siteWideInputs)
        case .route(let path): add(renderer.routeShape(at: path))
        case .episode(let slug):
            add(renderer.episodeValueRule)
            context(.episode(slug)) { renderer.episodeValue($0) }
        case .episodeDocument(let slug): keyed(.episode(slug)) { renderer.site.episodes[$0].document }
        case .neighbours(let slug): keyed(.episode(slug)) { renderer.neighbourKeys(of: $0) }
        case .neighbour(let slug):
            add(renderer.neighbourValueRule)
            context(.episode(slug)) { renderer.neighbourValue($0) }
        case .feedEntry(let slug): keyed(.episode(slug)) { renderer.site.episodes[$0].feedEntry }
        case .podcastItem(let slug): keyed(.episode(slug)) { renderer.podcastItemValue($0) }
        case .episodeMedia(let slug): keyed(.episode(slug)) { renderer.site.episodes[$0].media }
        case .person(let slug): keyed(.person(slug)) { renderer.personValue($0) }
        case .personCard(let slug): context(.person(slug)) { renderer.contexts.person($0) }
        case .collectionFacts(let slug): keyed(.collection(slug)) { renderer.collectionFacts($0) }
        case .collection(let slug):
            context(.collection(slug)) { renderer.contexts.collection($0) }
            keyed(.collection(slug)) { renderer.collectionValue($0).rest }
        case .category(let name): context(.category(name)) { renderer.contexts.item(.category($0)) }
        case .tag(let name): context(.tag(name)) { renderer.contexts.item(.tag($0)) }
        case .page(let slug): keyed(.page(slug)) { renderer.site.pages[$0] }
        case .sectionItems(let path, let section): add(renderer.sectionKeys(at: path, section: section))
        case .cell(let template, let item):
            add(
                renderer.indexes.item(item).flatMap {
                    renderer.cells?.pieces(of: CellCache.Key(template: template, item: $0))
                })
        case .redirect(let file): add(renderer.redirectValue(at: file))
        case .redirectList: add(renderer.redirectLines)
        case .routeList: add(renderer.sitemapEntries)
        case .episodeOrder: add(renderer.site.episodes.map(\.slug))
        case .image(let path): add(renderer.contexts.images.set(path))
        case .data(let path):
            if let value = renderer.contexts.data(at: path) {
                bytes.append(1)
                value.appendDigestBytes(to: &bytes)
            } else {
                bytes.append(0)
            }
        }
        return bytes.withUnsafeBufferPointer { TextDigest(bytes: $0) }
    }
}
