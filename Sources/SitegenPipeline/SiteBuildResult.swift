import Foundation
public import SitegenContent
public import SitegenDiagnostics
public import SitegenOutput

/// The outcome of a build.
public struct SiteBuildResult: Sendable {
    /// Every diagnostic, sorted.
    public var diagnostics: [Diagnostic]
    /// The HTML pages of the site.
    public var pagesWritten: Int
    /// All files of the site.
    public var filesWritten: Int
    /// What the build parsed, rendered and wrote.
    public var statistics = BuildStatistics()
    /// How long each stage took.
    public var times = StageTimes()
    /// The output paths whose bytes changed, were added or removed, sorted.
    public var changedPaths: [String] = []
    /// What kind of change the output saw, for open pages: nothing, the stylesheet alone, or pages.
    public var change: OutputChange = .none
    /// The site that was built (for `sitegen check`, which maps pages back to their sources).
    public var site: Site?
    /// What a plain build made (its pages, site and theme), held by the result so that a command
    /// that exits right after the build does not first free some 100,000 values one by one (as
    /// compilers skip freeing before they exit): that freeing runs on one core, after the output
    /// is in place, and only delays the exit.
    public var keptUntilExit: [any Sendable] = []
    /// The search index still to write over the output folder, after the pages (a plain build
    /// writes it before it returns, a build session right after).
    var pendingSearchIndex: PendingSearchIndex?

    /// A search index to write: by whom, over which folder.
    struct PendingSearchIndex: Sendable {
        var indexer: SearchIndexer
        var output: URL
        /// The folder of the shards' indexes kept between builds.
        var cache: URL

        /// Writes it.
        func write() async -> Diagnostic? { await indexer.indexInPlace(output, cache: cache) }
    }

    /// Whether the build succeeded (no errors; the output was replaced).
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }

    /// A build that stopped with these diagnostics and wrote nothing.
    init(stoppedWith diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        pagesWritten = 0
        filesWritten = 0
    }

    init(diagnostics: [Diagnostic], pagesWritten: Int, filesWritten: Int) {
        self.diagnostics = diagnostics
        self.pagesWritten = pagesWritten
        self.filesWritten = filesWritten
    }
}
