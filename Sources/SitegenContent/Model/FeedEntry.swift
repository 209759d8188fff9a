/// What the Atom feed shows of an episode, taken as one value: the feed's entry is written from
/// it alone, and a rebuild compares it whole, so a field added here is compared with no other
/// change.
public struct FeedEntry: Sendable, Equatable, Codable {
    /// The title.
    public var title: String
    /// The episode's page folder (``Episode/pagePath``).
    public var path: String
    /// The publication date.
    public var date: ContentDate
    /// When the episode last changed (``Episode/updated``).
    public var updated: ContentDate
    /// The summary as plain text.
    public var summary: String
}

extension Episode {
    /// The episode as its feed entry shows it.
    public var feedEntry: FeedEntry {
        FeedEntry(title: title, path: pagePath, date: date, updated: updated, summary: summary)
    }
}
