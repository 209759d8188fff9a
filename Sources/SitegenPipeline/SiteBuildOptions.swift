public import Foundation
import SitegenContent
import SitegenDiagnostics
public import SitegenOutput
public import SitegenRender

/// What `sitegen build` was asked to do.
public struct SiteBuildOptions: Sendable {
    /// The site folder (it holds `Content/` and, optionally, `Themes/`).
    public var source: URL
    /// The output folder (default `<source>/Output`).
    public var output: URL
    /// A base URL that replaces `site.yml`'s for this build.
    public var baseURL: String?
    /// Whether drafts are published.
    public var includeDrafts: Bool
    /// Whether future-dated episodes are published.
    public var includeFuture: Bool
    /// The build's clock (seconds since 1970) for future dates.
    public var now: Int
    /// The folder of encoded pictures kept between builds (default `<source>/Cache`; the files
    /// go in its `images/`).
    public var imageCache: URL
    /// What writes the search index after the pages, when the site has search (`nil`: no index
    /// is written, as in the library's tests; the command line passes Pagefind).
    public var searchIndexer: SearchIndexer?
    /// Whether a site.yml without `baseURL` (and no `--base-url`) is worth a warning: for a site
    /// being published (`build`, `check`), not for a preview or the library's tests.
    public var warnsWithoutBaseURL = false
    /// Where to record the values each template renders with (`sitegen theme values`), if anywhere.
    public var templateValues: TemplateValueRecorder?

    /// Creates options.
    public init(
        source: URL, output: URL? = nil, baseURL: String? = nil, includeDrafts: Bool = false,
        includeFuture: Bool = false, now: Int = Int(Date().timeIntervalSince1970), imageCache: URL? = nil
    ) {
        self.source = source
        self.output = output ?? source.appendingPathComponent("Output")
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
        self.includeFuture = includeFuture
        self.now = now
        self.imageCache = imageCache ?? source.appendingPathComponent(Self.defaultImageCacheFolder)
    }

    /// The folder of the search index's shards kept between builds: `search/` in the cache folder.
    var searchCache: URL { imageCache.appendingPathComponent("search") }
    /// Where the output a build replaced is kept, as the next build's new folder.
    var outputGeneration: URL { imageCache.appendingPathComponent("output") }

    /// The cache folder's name in the site folder when `--image-cache` does not name one.
    static let defaultImageCacheFolder = "Cache"
}

extension SiteBuildOptions {
    /// Puts `--base-url`, when given and valid, into the configuration read from site.yml, and
    /// turns search off when the build has no indexer (the library's default).
    func applyBaseURL(to configuration: inout SiteConfiguration) {
        if searchIndexer == nil { configuration.search = false }
        if let baseURL, case .success(let url) = SiteConfigurationDecoder.normalizedBaseURL(baseURL) {
            configuration.baseURL = url
        }
    }

    /// Whether two builds are of the same site into the same folder with the same options (the clock aside).
    func isSameBuild(as other: SiteBuildOptions) -> Bool {
        source == other.source && output == other.output && baseURL == other.baseURL
            && includeDrafts == other.includeDrafts && includeFuture == other.includeFuture
            && imageCache == other.imageCache
    }
}
