public import SitegenDiagnostics

/// A series of builds of one site that hands each build's cache to the next: what
/// `sitegen serve` runs after every burst of changes. Each build is ``SitePipeline``'s.
public actor SiteBuildSession {
    /// The pipeline.
    public nonisolated let pipeline: SitePipeline
    private var cache = BuildCache()
    /// The result of the last build, if any.
    public private(set) var lastResult: SiteBuildResult?
    /// The search index being written after the last build's pages (the index lags the pages by
    /// the time Pagefind takes; the next build waits for it).
    private var indexing: Task<Diagnostic?, Never>?

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
        var searchProblems: [Diagnostic] = []
        if let problem = await waitForSearchIndex() { searchProblems.append(problem) }
        var current = BuildCache()
        swap(&current, &cache)
        var result = await pipeline.run(options, cache: &current, changedPaths: changedPaths)
        cache = current
        result.diagnostics = SitePipeline.unique(
            result.diagnostics + searchProblems.map { Diagnostic(.warning, $0.message, at: $0.position) })
        if let pending = result.pendingSearchIndex.take() {
            indexing = Task.detached { await pending.write() }
        }
        lastResult = result
        return result
    }

    /// Waits until the search index of the last build is written; its problem, if it failed.
    @discardableResult
    public func waitForSearchIndex() async -> Diagnostic? {
        defer { indexing = nil }
        return await indexing?.value
    }
}
