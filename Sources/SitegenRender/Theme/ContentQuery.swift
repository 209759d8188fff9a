/// What fills a section: a list the site computes.
public enum ContentQuery: String, Sendable, Hashable, CaseIterable {
    /// Every episode, newest first.
    case newest
    /// The episodes with `featured: true`, newest first; the newest episodes when none is.
    case featured
    /// Every collection, in order.
    case collections
    /// Every category.
    case categories
    /// Every tag.
    case tags
    /// The page's collection's episodes in order (on an episode page: the others).
    case collection
    /// The page's category's episodes, newest first.
    case category
    /// The page's tag's episodes, newest first.
    case tag
    /// Every person (hosts and guests), by name.
    case people
    /// The page's person's episodes, newest first.
    case person
}
