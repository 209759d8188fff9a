/// The old addresses of the site's podcast feeds (``PodcastSettings/feedAliases``).
extension Site {
    /// The feed aliases of the site's feed (`collection` nil) or of a show's.
    package func feedAliases(of collection: Int?) -> [Alias] {
        guard let collection else { return configuration.podcast?.feedAliases ?? [] }
        return collections[collection].collection.podcast?.feedAliases ?? []
    }

    /// Every feed alias of the site and its shows.
    package var allFeedAliases: [Alias] {
        feedAliases(of: nil) + collections.indices.flatMap { feedAliases(of: $0) }
    }
}
