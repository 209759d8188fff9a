import Foundation
import SitegenDiagnostics

/// The search index: checked before anything is written, written after the pages.
extension SitePipeline {
    /// An error when the site has search but Pagefind cannot run (Output/ is then left as it
    /// was); a working indexer is remembered in the cache and not probed again.
    func checkSearch(
        _ configuration: SiteConfiguration, options: SiteBuildOptions, cache: inout BuildCache
    )
        -> Diagnostic?
    {
        guard configuration.search, let indexer = options.searchIndexer, cache.checkedSearchIndexer != indexer else {
            return nil
        }
        if let problem = indexer.unavailability() {
            return .error(
                "the site has search (the default), but Pagefind cannot run: \(problem); install it with `\(SearchIndexer.installHint)` (`make deps` does), or set `search: false` in site.yml",
                at: configuration.searchPosition ?? .start(of: "Content/site.yml"))
        }
        cache.checkedSearchIndexer = indexer
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
        if keeping {
            return { staging in
                SearchIndexer.carry(from: output, into: staging)
                return nil
            }
        }
        return { staging in indexer.index(staging, stagingBeside: output) }
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
        return SiteBuildResult.PendingSearchIndex(indexer: indexer, output: options.output)
    }
}
