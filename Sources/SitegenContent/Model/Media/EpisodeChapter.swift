/// A chapter of an episode: where it starts and its title.
public struct EpisodeChapter: Sendable, Hashable, Codable {
    /// The start, in seconds from the beginning.
    public var start: Double
    /// The title.
    public var title: String
    /// A link for the chapter (show notes, a product), when given.
    public var url: String?
}
