/// A link where listeners can support a show (`podcast:funding`): the address and the words an
/// app shows beside it.
public struct PodcastFunding: Sendable, Hashable, Codable {
    /// The http(s) address to follow.
    public var url: String
    /// What the link says (`Support the show`); at most 128 characters, as the namespace asks.
    public var text: String

    /// Creates a funding link.
    public init(url: String, text: String) {
        self.url = url
        self.text = text
    }
}
