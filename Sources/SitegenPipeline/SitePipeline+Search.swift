import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenOutput

/// The search index: checked before anything is written, written after the pages.
extension SitePipeline {
    /// A question put to the search indexer (does it run?) and the answer, when it comes.
    struct SearchProbe: Sendable {
        var indexer: SearchIndexer
        var answer: Task<String?, Never>
    }

    /// Starts asking whether the site's search indexer runs, when the site has search and the
    /// build session has not asked yet: a process start (slower still behind a Python version
    /// manager), which waits on a thread of its own while the build goes on instead of before it.
    /// A Pagefind that runs then also writes its scripts into the cache, for the shards indexed in
    /// process, while the pages are made.
    func searchProbe(
        _ configuration: SiteConfiguration, options: SiteBuildOptions, cache: BuildCache
    )
        -> SearchProbe?
    {
        guard configuration.search, let indexer = options.searchIndexer, cache.checkedSearchIndexer != indexer else {
            return nil
        }
        let answer = Task {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    let problem = indexer.unavailability()
                    if problem == nil && indexer.inProcess { indexer.prepareAssets(in: options.searchCache) }
                    continuation.resume(returning: problem)
                }
            }
        }
        return SearchProbe(indexer: indexer, answer: answer)
    }

    /// An error when the probe found that Pagefind cannot run (checked before anything is written:
    /// Output/ is then left as it was); a working indexer is remembered in the cache and not
    /// probed again.
    func checkSearch(
        _ probe: SearchProbe?, configuration: SiteConfiguration, cache: inout BuildCache
    ) async
        -> Diagnostic?
    {
        guard let probe else { return nil }
        if let problem = await probe.answer.value {
            return .error(
                "the site has search (the default), but Pagefind cannot run: \(problem); install it with `\(SearchIndexer.installHint)` (`make deps` does), or set `search: false` in site.yml",
                at: configuration.searchPosition ?? .start(of: "Content/site.yml"))
        }
        cache.checkedSearchIndexer = probe.indexer
        return nil
    }

    /// What is done to a new output folder before it replaces the output: a plain build writes
    /// the search index there (so a build killed at any moment leaves the old site and its index,
    /// or the new one and its index); a build session carries the current index over (its new
    /// index is written after the reload).
    func searchIndexInNewFolder(
        _ configuration: SiteConfiguration, options: SiteBuildOptions, keeping: Bool
    )
        -> (@Sendable (URL) async -> Diagnostic?)?
    {
        guard configuration.search, let indexer = options.searchIndexer else { return nil }
        let output = options.output
        let cache = options.searchCache
        if keeping {
            return { staging in
                SearchIndexer.carry(from: output, into: staging)
                return nil
            }
        }
        return { staging in await indexer.index(staging, stagingBeside: output, cache: cache) }
    }

    /// The search index's folder, for a plain build that may find it in the output as it would
    /// write it: the index of the same pages, merged last time (``SearchIndexer/holdsIndex(of:cache:)``).
    func searchIndexHeld(_ configuration: SiteConfiguration, options: SiteBuildOptions) -> OutputWriter.FinishedFolder?
    {
        guard configuration.search, let indexer = options.searchIndexer else { return nil }
        let cache = options.searchCache
        return OutputWriter.FinishedFolder(path: SearchIndexer.folder) { output in
            await indexer.holdsIndex(of: output, cache: cache)
        }
    }

    /// The index to write after a successful write of a build session: when the site has search and pages changed
    /// (or the index is missing). A site without search loses any index an earlier build wrote.
    func searchIndexToWrite(
        _ configuration: SiteConfiguration, options: SiteBuildOptions, outcome: OutputWriter.Outcome
    ) -> SiteBuildResult.PendingSearchIndex? {
        guard let indexer = options.searchIndexer else { return nil }
        guard configuration.search else {
            SearchIndexer.remove(from: options.output)
            return nil
        }
        let index = options.output.appendingPathComponent(SearchIndexer.folder)
        let pagesChanged = (outcome.changed + outcome.removed).contains { $0.hasSuffix(".html") }
        guard pagesChanged || fileSystem.kind(index) != .directory else { return nil }
        return SiteBuildResult.PendingSearchIndex(indexer: indexer, output: options.output, cache: options.searchCache)
    }
}
