/// A place a show or an episode is about or was made in (Podcasting 2.0's `podcast:location`).
public struct PodcastLocation: Sendable, Hashable, Codable {
    /// The place's name as people say it (`Austin, TX`); at most 128 characters.
    public var name: String
    /// Its coordinates as a geo URI (RFC 5870: `geo:30.2672,-97.7431`).
    public var geo: String?
    /// Its OpenStreetMap object: a type letter and an id (`R113314`), with `#` and a revision.
    public var osm: String?
    /// Whether the place is what the show is about (`subject`) or where it is made (`creator`).
    public var rel: String?
}
