/// A transcript an episode names: where it is, its format and type, language and whether it is
/// captions; each is one `<podcast:transcript>` of the feed.
public struct TranscriptLink: Sendable, Hashable, Codable {
    /// A file under `Content/` (published at the same path) or a remote URL (never fetched).
    public var location: MediaEnclosure.Location
    /// What the file holds.
    public var format: TranscriptFormat
    /// The MIME type the feed gives.
    public var type: String
    /// The language tag, or `nil` for the site's language.
    public var language: String?
    /// Whether the feed marks it `rel="captions"`.
    public var isCaptions: Bool

    /// The path under `Content/` of a local transcript.
    public var localPath: String? {
        if case .local(let path) = location { return path }
        return nil
    }
}
