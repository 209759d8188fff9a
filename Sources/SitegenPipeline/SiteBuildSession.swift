public import SitegenDiagnostics

/// A series of builds of one site that hands each build's cache to the next: what
/// `sitegen serve` runs after every burst of changes. Each build is ``SitePipeline``'s.
public actor SiteBuildSession {
    /// The pipeline.
    public nonisolated let pipeline: SitePipeline
    private var cache = BuildCache()
    /// The result of the last build, if any.
    public private(set) var lastResult: SiteBuildResult?
    /// The search index being written after a build's pages: it lags the pages by the time
    /// Pagefind takes (which grows with the site), and builds do not wait for it.
    private var indexing: Task<Void, Never>?
    /// An index asked for while one was being written: written next, once.
    private var nextIndex: SiteBuildResult.PendingSearchIndex?
    /// The problem of the last index written, reported (as a warning) with the next build.
    private var searchProblem: Diagnostic?

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
        var result = await pipeline.run(options, cache: &current, changedPaths: changedPaths)
        cache = current
        if let problem = searchProblem.take() {
            result.diagnostics = SitePipeline.unique(
                result.diagnostics + [Diagnostic(.warning, problem.message, at: problem.position)])
        }
        if let pending = result.pendingSearchIndex.take() { startIndexing(pending) }
        lastResult = result
        return result
    }

    /// Writes an index now, or after the one being written (the latest request wins).
    private func startIndexing(_ pending: SiteBuildResult.PendingSearchIndex) {
        guard indexing == nil else {
            nextIndex = pending
            return
        }
        indexing = Task {
            let problem = await pending.write()
            self.finishedIndexing(problem)
        }
    }

    private func finishedIndexing(_ problem: Diagnostic?) {
        searchProblem = problem
        indexing = nil
        if let next = nextIndex.take() { startIndexing(next) }
    }

    /// Waits until every index asked for so far is written; the last one's problem, if it failed.
    @discardableResult
    public func waitForSearchIndex() async -> Diagnostic? {
        while let task = indexing { await task.value }
        return searchProblem
    }
}
