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
    /// Files to copy as they are, relative to `Content/` (`images/logo.svg`), sorted.
    public var assets: [String]
    /// Everything reported while reading.
    public var diagnostics: [Diagnostic]
}
