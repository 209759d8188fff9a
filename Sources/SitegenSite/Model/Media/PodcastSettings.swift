public import SitegenDiagnostics

/// What a podcast feed's channel says about its show, from a `podcast:` block in `site.yml` or
/// in a collection's front matter (a collection's block fills in what the site's leaves out).
public struct PodcastSettings: Sendable, Hashable {
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
    /// Where the block was written (the file's position of `podcast:`), for diagnostics.
    public var position: SourcePosition?

    /// Creates empty settings.
    public init() {}

    /// These settings with what they leave out taken from `defaults`.
    func filling(from defaults: PodcastSettings?) -> PodcastSettings {
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
        result.type = type ?? defaults.type
        return result
    }
}
