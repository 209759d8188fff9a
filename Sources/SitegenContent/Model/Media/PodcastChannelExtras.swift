/// What the Podcasting 2.0 namespace says of a feed itself rather than of its show: free-form
/// texts such as a directory's verification code (`podcast:txt`), the shows it recommends
/// (`podcast:podroll`) and how often it publishes (`podcast:updateFrequency`). A show of a
/// network takes none of these from the site's block: they are each feed's own.
public struct PodcastChannelExtras: Sendable, Hashable, Codable {
    /// One `podcast:txt`: a text of at most 4,000 characters and what it is for (`verify`).
    public struct Text: Sendable, Hashable, Codable {
        /// The text.
        public var text: String
        /// What it is for, at most 128 characters.
        public var purpose: String?
    }

    /// One show the feed recommends (`podcast:remoteItem` in `podcast:podroll`).
    public struct RemoteFeed: Sendable, Hashable, Codable {
        /// The show's `podcast:guid`.
        public var feedGuid: String
        /// Its feed's address.
        public var feedURL: String?
    }

    /// How often the show publishes (`podcast:updateFrequency`).
    public struct Frequency: Sendable, Hashable, Codable {
        /// What apps show (`Weekly`), at most 128 characters.
        public var text: String
        /// The schedule as an iCalendar recurrence rule (RFC 5545: `FREQ=WEEKLY;BYDAY=MO`).
        public var rrule: String?
        /// Whether the show has ended.
        public var complete: Bool?
    }

    /// The `podcast:txt` elements, in the order written.
    public var texts: [Text] = []
    /// The recommended shows, in the order written.
    public var podroll: [RemoteFeed] = []
    /// How often the show publishes.
    public var updateFrequency: Frequency?
}
