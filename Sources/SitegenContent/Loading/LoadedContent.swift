public import SitegenDiagnostics

/// Everything read from `Content/`, before the episodes are put together into a site.
public struct LoadedContent: Sendable {
    /// The settings from `site.yml`.
    public var configuration: SiteConfiguration
    /// The episodes, sorted by path.
    public var episodes: [Episode]
    /// The collections, sorted by path.
    public var collections: [EpisodeCollection]
    /// The pages, sorted by path.
    public var pages: [ContentPage]
    /// The people (hosts and guests), sorted by path.
    public var people: [Person] = []
    /// The transcripts episodes name, by path relative to `Content/`.
    public var transcripts: [String: EpisodeTranscript] = [:]
    /// The sizes in bytes of the media files under `Content/` that episodes name, by path.
    public var mediaSizes: [String: Int] = [:]
    /// The data files' values (`Content/data/`), which templates read and nothing publishes.
    public var data = SiteData()
    /// Files to copy as they are, relative to `Content/` (`images/logo.svg`), sorted.
    public var assets: [String]
    /// Everything reported while reading.
    public var diagnostics: [Diagnostic]
}
