/// The addresses site.yml's `permalinks:` gives each kind of page, in place of sitegen's own
/// (`/episodes/<slug>/`, `/collections/<slug>/`, `/<slug>/`): a show keeps the URLs its
/// listeners, search engines and other sites already link.
public struct SitePermalinks: Sendable, Hashable, Encodable {
    /// The episodes' pattern (`/show/:collection/:number/`).
    public var episode: PermalinkPattern?
    /// The collections' pattern (`/show/:collection/`).
    public var collection: PermalinkPattern?
    /// The plain pages' pattern (`/pages/:slug/`).
    public var page: PermalinkPattern?

    /// No patterns: every page at sitegen's own address.
    public init(episode: PermalinkPattern? = nil, collection: PermalinkPattern? = nil, page: PermalinkPattern? = nil) {
        self.episode = episode
        self.collection = collection
        self.page = page
    }

    /// The tokens each kind's pattern may use.
    package static let allowedTokens: [(kind: String, tokens: [PermalinkPattern.Token])] = [
        ("episode", [.collection, .slug, .number, .year, .month, .day, .title]),
        ("collection", [.collection, .slug, .title]),
        ("page", [.slug, .title]),
    ]
}
