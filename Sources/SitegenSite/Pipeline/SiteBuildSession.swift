/// A series of builds of one site that hands each build's cache to the next: what
/// `sitegen serve` runs after every burst of changes. Each build is ``SitePipeline``'s.
public actor SiteBuildSession {
    /// The pipeline.
    public nonisolated let pipeline: SitePipeline
    private var cache = BuildCache()
    /// The result of the last build, if any.
    public private(set) var lastResult: SiteBuildResult?

    /// Creates a session with an empty cache.
    public init(pipeline: SitePipeline = SitePipeline()) {
        self.pipeline = pipeline
    }

    /// Builds the site, reusing what the previous build left.
    /// - Parameters:
    ///   - options: the build.
    ///   - changedPaths: the absolute paths a file watcher saw change since the previous build, if known.
    public func build(_ options: SiteBuildOptions, changedPaths: [String]? = nil) async -> SiteBuildResult {
        // The cache is moved out for the build, so that the build changes it in place.
        var current = BuildCache()
        swap(&current, &cache)
        let result = await pipeline.run(options, cache: &current, changedPaths: changedPaths)
        cache = current
        lastResult = result
        return result
    }
}
