public import SitegenDiagnostics

/// What a podcast feed's channel says about its show, from a `podcast:` block in `site.yml` or
/// in a collection's front matter (a collection's block fills in what the site's leaves out).
public struct PodcastSettings: Sendable, Hashable, Codable {
    /// The author (`itunes:author`).
    public var author: String?
    /// The owner's name (`itunes:owner`).
    public var ownerName: String?
    /// The owner's email address (`itunes:owner`).
    public var ownerEmail: String?
    /// The Apple Podcasts category (`Technology`).
    public var category: String?
    /// The subcategory within it (`Software How-To`).
    public var subcategory: String?
    /// Whether the show is explicit.
    public var explicit: Bool?
    /// The show's artwork, relative to `Content/` (a square JPEG or PNG, 1400 to 3000 px).
    public var image: String?
    /// `episodic` (newest first) or `serial` (in order).
    public var type: String?
    /// The show's `podcast:guid`, when pinned; by default it is derived from the feed's URL.
    public var guid: String?
    /// The copyright notice (`<copyright>`).
    public var copyright: String?
    /// Whether other hosting platforms must refuse to import the feed (`podcast:locked`).
    public var locked: Bool?
    /// Where listeners can support the show (`podcast:funding`), in the order written.
    public var funding: [PodcastFunding] = []
    /// The show's pages on listening platforms (Apple Podcasts, Spotify), as normalised URLs in
    /// the order written: a show's own, never a network's.
    public var listen: [String] = []
    /// What the feed is (`podcast:medium`: `podcast`, `video`, `course`, ...); apps assume
    /// `podcast` when it is absent.
    public var medium: PodcastMedium?
    /// The most episodes the feed lists, the newest first (nil: every one).
    public var limit: Int?
    /// The feed's new address after the show moved (`itunes:new-feed-url`).
    public var newFeedURL: String?
    /// The paths where the show's feed was before it moved to sitegen (`/feed/podcast.xml`):
    /// the feed is written at each too, so that apps subscribed there keep getting episodes.
    public var feedAliases: [Alias] = []
    /// Whether the show has ended and will publish no more episodes (`itunes:complete`).
    public var complete: Bool?
    /// Whether the show asks directories not to list it (`itunes:block` and `podcast:block`).
    public var block: Bool?
    /// How listeners' apps pay the show as they listen (`podcast:value`).
    public var value: PodcastValue?
    /// The place the show is about or made in (`podcast:location`).
    public var location: PodcastLocation?
    /// The license the show is published under (`podcast:license`).
    public var license: PodcastLicense?
    /// The feed's own texts, recommended shows and schedule (not taken by a network's shows).
    public var extras = PodcastChannelExtras()
    /// Where the block was written (the file's position of `podcast:`), for diagnostics.
    public var position: SourcePosition?
    /// Where `image` was written, for diagnostics about the file it names.
    public var imagePosition: SourcePosition?

    /// Creates empty settings.
    public init() {}

    /// These settings with what they leave out taken from `defaults`.
    package func filling(from defaults: PodcastSettings?) -> PodcastSettings {
        guard let defaults else { return self }
        var result = self
        result.author = author ?? defaults.author
        result.ownerName = ownerName ?? defaults.ownerName
        result.ownerEmail = ownerEmail ?? defaults.ownerEmail
        if category == nil {
            result.category = defaults.category
            result.subcategory = defaults.subcategory
        }
        result.explicit = explicit ?? defaults.explicit
        result.image = image ?? defaults.image
        result.imagePosition = image == nil ? defaults.imagePosition : imagePosition
        result.type = type ?? defaults.type
        // What the network decides for every show; a show's address, its end and its listing
        // in directories are its own.
        result.copyright = copyright ?? defaults.copyright
        result.locked = locked ?? defaults.locked
        if funding.isEmpty { result.funding = defaults.funding }
        result.medium = medium ?? defaults.medium
        result.limit = limit ?? defaults.limit
        result.value = value ?? defaults.value
        result.location = location ?? defaults.location
        result.license = license ?? defaults.license
        return result
    }
}
