import SitegenDiagnostics

/// The folders site.yml's `permalinks:` gives pages.
extension SiteAssembler {
    /// Gives each episode, collection and page without a `url:` of its own the folder its kind's
    /// pattern makes of it; an
    /// episode without a value its pattern needs (a number, a collection) is an error at its file.
    /// - Parameter collectionOf: Each episode's collection (an index into `collections`), if any.
    static func applyPermalinks(
        _ permalinks: SitePermalinks, episodes: inout [Episode], collectionOf: [Int?],
        collections: inout [Site.CollectionEntry], pages: inout [ContentPage], diagnostics: inout [Diagnostic]
    ) {
        if let pattern = permalinks.episode {
            for index in episodes.indices where episodes[index].permalinkPath == nil {
                let episode = episodes[index]
                let collection = collectionOf[index].map { collections[$0].collection.slug }
                do {
                    episodes[index].permalinkPath = try pattern.folder { token in
                        switch token {
                        case .collection: collection
                        case .slug: episode.slug
                        case .number: episode.media.number.map(String.init)
                        case .year: padded(episode.date.year, 4)
                        case .month: padded(episode.date.month, 2)
                        case .day: padded(episode.date.day, 2)
                        case .title: slugify(episode.title)
                        }
                    }
                } catch {
                    diagnostics.append(
                        .error(
                            missing(error.token, kind: "episode", pattern: pattern),
                            at: episode.positions[error.token == .number ? "number" : "collection"]
                                ?? SourcePosition.start(of: episode.path)))
                }
            }
        }
        if let pattern = permalinks.collection {
            for index in collections.indices where collections[index].collection.permalinkPath == nil {
                let collection = collections[index].collection
                collections[index].collection.permalinkPath = try? pattern.folder {
                    $0 == PermalinkPattern.Token.title ? slugify(collection.title) : collection.slug
                }
            }
        }
        if let pattern = permalinks.page {
            for index in pages.indices where pages[index].permalinkPath == nil {
                let page = pages[index]
                pages[index].permalinkPath = try? pattern.folder {
                    $0 == PermalinkPattern.Token.title ? slugify(page.title) : page.slug
                }
            }
        }
    }

    /// Why an episode has no address: the value its pattern needs and how to give it.
    private static func missing(_ token: PermalinkPattern.Token, kind: String, pattern: PermalinkPattern) -> String {
        let place = pattern.position.map { " (\($0))" } ?? ""
        let what =
            switch token {
            case .collection: "collection; give it `collection:`"
            case .number: "number; give it `number:`"
            default: "value for `:\(token.rawValue)`"
            }
        return
            "`permalinks.\(kind)` '\(pattern.written)'\(place) names `:\(token.rawValue)`, and this \(kind) has no \(what)"
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
