import Foundation

/// The site put together: published episodes newest first, collections in order, categories
/// and tags with their episodes, pages and assets.
public struct Site: Sendable {
    /// The settings.
    public var configuration: SiteConfiguration
    /// The published episodes, newest first (ties by slug).
    public var episodes: [Episode]
    /// The collections in order (`order`, then title), each with its episodes in order.
    public var collections: [CollectionEntry]
    /// The categories by title, each with its episodes newest first.
    public var categories: [TaxonomyEntry]
    /// The tags by title, each with its episodes newest first.
    public var tags: [TaxonomyEntry]
    /// The plain pages, by slug.
    public var pages: [ContentPage]
    /// Files to copy from `Content/`, sorted.
    public var assets: [String]
    /// For each episode (same index), its collection's index and its 1-based position there.
    public var membership: [(collection: Int, position: Int)?]
    /// The people, by name, each with the episodes they host or guest on, newest first.
    public var people: [PersonEntry] = []
    /// The redirects of every alias, by the alias's file.
    public var redirects: [Redirect] = []
    /// The episodes left out because they are drafts or dated after the build's clock.
    public var unpublished = Unpublished()
    /// The data files' values (`Content/data/`), which every template reads as `data`.
    public var data = SiteData()

    /// How many episodes a build left out, and why (a draft that is also future-dated counts as
    /// a draft).
    public struct Unpublished: Sendable, Equatable {
        /// Drafts (`draft: true`), which `--drafts` publishes.
        public var drafts = 0
        /// Episodes dated after the build's clock, which `--future` publishes.
        public var future = 0

        /// None left out.
        public init() {}
    }

    /// A person with the indexes of their episodes.
    public struct PersonEntry: Sendable, Equatable {
        /// The person.
        public var person: Person
        /// Indexes into `Site.episodes`, newest first.
        public var episodes: [Int]
    }
    /// A collection with the indexes of its episodes, in order.
    public struct CollectionEntry: Sendable {
        /// The collection.
        public var collection: EpisodeCollection
        /// Indexes into `Site.episodes`, in the collection's order.
        public var episodes: [Int]
    }

    /// A category or tag with the indexes of its episodes, newest first.
    public struct TaxonomyEntry: Sendable {
        /// The name as written.
        public var title: String
        /// The URL segment.
        public var slug: String
        /// Indexes into `Site.episodes`.
        public var episodes: [Int]
    }
}
