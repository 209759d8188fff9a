import Foundation
import SitegenLayout

/// A `sitegen build` for `sitegen serve`: it keeps every decoded Markdown file by path and text
/// between builds, so a rebuild parses only the files that changed, and it writes only the
/// output files whose bytes changed (the others are hard-linked from the current output into the
/// new folder, which is then swapped in atomically like a full build's).
///
/// The result equals `SiteGenerator.build` byte for byte.
public actor IncrementalSiteGenerator {
    /// The file system.
    public nonisolated let fileSystem: FileSystem
    var cache = ContentFileCache()
    var written: [String: Data]?
    private var writtenTo: URL?
    var pageMemo: PageMemo?
    /// The last successful build, for rebuilds after edits to episode bodies only.
    var last: LastBuild?

    /// Creates a generator with empty caches.
    public init(fileSystem: FileSystem = .disk) {
        self.fileSystem = fileSystem
    }

    /// What a rebuild did.
    public struct Statistics: Sendable {
        /// Markdown files parsed (the others came from the cache).
        public var filesParsed = 0
        /// Markdown files reused from the cache.
        public var filesReused = 0
        /// Pages rendered (the others were reused from the previous build).
        public var pagesRendered = 0
        /// Output files written because their bytes changed (or were new).
        public var filesChanged = 0
        /// Output paths removed since the previous build.
        public var filesRemoved = 0
        /// The output paths whose bytes changed, were added or removed, sorted.
        public var changedPaths: [String] = []
        /// The output paths written (changed or added), sorted.
        public var writtenPaths: [String] = []
        /// Whether only Markdown bodies of episodes had changed, so that nothing else was read
        /// and only the pages showing them were rendered.
        public var onlyBodiesChanged = false
    }

    /// The statistics of the last build.
    public internal(set) var lastStatistics = Statistics()

    /// Builds a site; on any error the output folder is left as it was.
    ///
    /// With `changedPaths` (the files that changed since the last build, as the file watcher
    /// saw them), a rebuild after edits to the Markdown bodies of episodes only renders just the
    /// pages that show them; any other change builds the whole site (reusing what it can).
    public func build(_ options: SiteBuildOptions, changedPaths: [String]? = nil) async -> SiteBuildResult {
        if let changedPaths, let result = await buildAfterBodyEdits(options, changedPaths: changedPaths) {
            return result
        }
        last = nil
        var diagnostics: [Diagnostic] = []
        if let stopped = SiteGenerator.precheck(options, fileSystem: fileSystem) { return stopped }
        let loader = ContentLoader(siteFolder: options.source, fileSystem: fileSystem)
        let (content, statistics, newCache) = await loader.loadReusing(cache) { options.applyBaseURL(to: &$0) }
        cache = newCache
        lastStatistics = Statistics(filesParsed: statistics.parsed, filesReused: statistics.reused)
        diagnostics += content.diagnostics
        let generator = SiteGenerator(fileSystem: fileSystem)
        let (theme, themeDiagnostics) = generator.loadTheme(content.configuration.theme, siteFolder: options.source)
        diagnostics += themeDiagnostics
        let builder = SiteBuilder(includeDrafts: options.includeDrafts, includeFuture: options.includeFuture, now: options.now)
        let (site, siteDiagnostics) = builder.build(content)
        diagnostics += siteDiagnostics
        guard let site, let theme, !diagnostics.contains(where: { $0.severity == .error }) else {
            return SiteBuildResult(diagnostics: SiteGenerator.unique(diagnostics), pagesWritten: 0, filesWritten: 0)
        }
        let composed = await SiteComposer(site: site, theme: theme, fileSystem: fileSystem, siteFolder: options.source)
            .compose(reusing: pageMemo, memoize: true)
        pageMemo = composed.memo
        lastStatistics.pagesRendered = composed.memo.map { $0.rendered } ?? 0
        diagnostics += composed.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return SiteBuildResult(diagnostics: SiteGenerator.unique(diagnostics), pagesWritten: 0, filesWritten: 0)
        }
        let previous = writtenTo == options.output ? written : nil
        let writer = IncrementalSiteWriter(fileSystem: fileSystem)
        let outcome = await writer.write(composed.files, to: options.output, previous: previous)
        diagnostics += outcome.diagnostics
        if outcome.diagnostics.isEmpty {
            written = Dictionary(composed.files.map { ($0.path, $0.data) }, uniquingKeysWith: { $1 })
            writtenTo = options.output
            lastStatistics.filesChanged = outcome.changed.count
            lastStatistics.filesRemoved = outcome.removed.count
            lastStatistics.changedPaths = (outcome.changed + outcome.removed).sorted()
            lastStatistics.writtenPaths = outcome.changed.sorted()
            if let state = composed.state {
                last = LastBuild(options: options, site: site, theme: theme, compose: state, diagnostics: diagnostics)
            }
        } else {
            written = nil
        }
        let pages = composed.files.filter { $0.path.hasSuffix(".html") }.count
        return SiteBuildResult(diagnostics: SiteGenerator.unique(diagnostics), pagesWritten: pages, filesWritten: composed.files.count)
    }
}
