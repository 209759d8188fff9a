/// A thing of the site, named as it is in every build: an episode by its slug, not by its place
/// in the site's order.
///
/// The site's arrays are sorted (episodes newest first, tags by name), so an index names another
/// thing once an edit moves one: a new date moves the episodes between its old and its new place
/// by one, and an input named by index would then differ on every page that showed any of them.
enum ContentKey: Hashable, Sendable {
    /// An episode, by slug.
    case episode(String)
    /// A collection, by slug.
    case collection(String)
    /// A category, by name (its slug may change when another name takes it).
    case category(String)
    /// A tag, by name.
    case tag(String)
    /// A person, by slug.
    case person(String)
    /// A plain page, by slug.
    case page(String)

    /// The episode's slug, when this is an episode.
    var episodeSlug: String? {
        if case .episode(let slug) = self { slug } else { nil }
    }
}
