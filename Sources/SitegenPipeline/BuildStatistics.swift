public import SitegenContent

/// What a build did: how much it parsed, rendered and wrote.
public struct BuildStatistics: Sendable, Equatable {
    /// Markdown files parsed (the others came from the cache).
    public var filesParsed = 0
    /// Markdown files reused from the cache.
    public var filesReused = 0
    /// Output files rendered (the others were the previous build's).
    public var pagesRendered = 0
    /// Output files a `sitegen build` took from the output unchanged, as none of their inputs
    /// changed since the last build (``pagesRendered`` are the others).
    public var pagesKept = 0
    /// Output files written because their bytes changed (or were new).
    public var filesChanged = 0
    /// Whether the output already held every file the build made, and nothing else, so that
    /// nothing was written.
    public var outputUnchanged = false
    /// Output paths removed since the previous build.
    public var filesRemoved = 0
    /// Whether only episodes' texts (bodies, titles, summaries) had changed, so that nothing else was read
    /// and only the files showing them were rendered.
    public var onlyEpisodeTextsChanged = false
    /// Episodes' template contexts made (the others were the previous build's).
    public var contextsMade = 0
    /// Podcast feed items made (the others were the previous build's).
    public var podcastItemsMade = 0
    /// Pictures decoded and encoded (the others' files came from the image cache).
    public var imagesEncoded = 0
    /// The episodes left out: drafts and future-dated ones.
    public var unpublished = Site.Unpublished()

    /// Creates empty statistics.
    public init() {}
}
