public import Foundation
public import SitegenDiagnostics

/// The one pipeline of `sitegen build` and of every `sitegen serve` rebuild: load → model →
/// theme → compose → write, given the cache the previous build left (empty for a plain build).
///
/// What a rebuild may skip is decided inside these stages from the cache and from what the file
/// watcher saw change (see ``BuildScope``): Markdown files whose text is unchanged are not parsed
/// again, files whose recorded reads are unchanged are not rendered again, and output files
/// whose bytes are unchanged are not written again.
public struct SitePipeline: Sendable {
    /// The file system.
    public var fileSystem: FileSystem

    /// Creates a pipeline.
    public init(fileSystem: FileSystem = .disk) {
        self.fileSystem = fileSystem
    }

    /// Builds a site from nothing; on any error the output folder is left as it was.
    public func build(_ options: SiteBuildOptions) async -> SiteBuildResult {
        await run(options, cache: nil).result
    }

    /// Builds a site, reusing what `cache` holds; on any error the output folder is left as it was.
    /// - Parameters:
    ///   - options: the build.
    ///   - cache: what the previous build left, or `nil` for a build that keeps nothing.
    ///   - changedPaths: the absolute paths a file watcher saw change since that build, if known.
    /// - Returns: the result and the cache for the next build.
    public func run(_ options: SiteBuildOptions, cache: BuildCache?, changedPaths: [String]? = nil) async -> (result: SiteBuildResult, cache: BuildCache) {
        let keeping = cache != nil
        var cache = cache ?? BuildCache()
        if let stopped = Self.precheck(options, fileSystem: fileSystem) { return (stopped, cache) }
        var statistics = BuildStatistics()
        var diagnostics: [Diagnostic] = []
        let site: Site
        let theme: Theme
        var changedEpisodes: [Int]?
        switch BuildScope.of(options, changedPaths: changedPaths, cache: cache, fileSystem: fileSystem) {
        case .episodeBodies(let edited, let changed, let entries):
            for (path, entry) in entries { cache.parsedFiles.episodes[path] = entry }
            site = edited
            theme = cache.model!.theme
            diagnostics = cache.model!.diagnostics
            changedEpisodes = changed
            statistics.onlyBodiesChanged = true
            statistics.filesParsed = changed.count
            statistics.filesReused = cache.parsedFiles.count - changed.count
        case .everything:
            cache.model = nil
            let loader = ContentLoader(siteFolder: options.source, fileSystem: fileSystem)
            let loaded = await loader.load(reusing: cache.parsedFiles) { options.applyBaseURL(to: &$0) }
            if keeping { cache.parsedFiles = loaded.files }
            statistics.filesParsed = loaded.parsed
            statistics.filesReused = loaded.files.count - loaded.parsed
            diagnostics += loaded.content.diagnostics
            let (loadedTheme, themeDiagnostics) = loadTheme(loaded.content.configuration.theme, siteFolder: options.source)
            diagnostics += themeDiagnostics
            let assembler = SiteAssembler(includeDrafts: options.includeDrafts, includeFuture: options.includeFuture, now: options.now)
            let (assembled, siteDiagnostics) = assembler.assemble(loaded.content)
            diagnostics += siteDiagnostics
            guard let assembled, let loadedTheme, !Self.hasErrors(diagnostics) else {
                return (SiteBuildResult(stoppedWith: Self.unique(diagnostics)), cache)
            }
            site = assembled
            theme = loadedTheme
        }
        let composer = SiteComposer(site: site, theme: theme, fileSystem: fileSystem, siteFolder: options.source)
        let composition = await composer.compose(previous: cache.renderedPages, changedEpisodes: changedEpisodes, recording: keeping)
        if keeping { cache.renderedPages = composition.pages }
        statistics.pagesRendered = composition.rendered
        diagnostics += composition.diagnostics
        guard !Self.hasErrors(diagnostics) else { return (SiteBuildResult(stoppedWith: Self.unique(diagnostics)), cache) }
        let previous = cache.output.flatMap { $0.folder == options.output ? $0.files : nil }
        let outcome = await OutputWriter(fileSystem: fileSystem).write(composition.files, to: options.output, previous: previous)
        diagnostics += outcome.diagnostics
        cache.output = nil
        if outcome.diagnostics.isEmpty, keeping {
            cache.output = BuildCache.OutputDigest(
                folder: options.output, files: Dictionary(composition.files.map { ($0.path, $0.data) }, uniquingKeysWith: { $1 }))
            cache.model = BuildCache.ModelSnapshot(options: options, site: site, theme: theme, diagnostics: diagnostics)
        }
        statistics.filesChanged = outcome.changed.count
        statistics.filesRemoved = outcome.removed.count
        var result = SiteBuildResult(
            diagnostics: Self.unique(diagnostics), pagesWritten: composition.files.filter { $0.path.hasSuffix(".html") }.count,
            filesWritten: composition.files.count
        )
        result.statistics = statistics
        if outcome.diagnostics.isEmpty {
            result.changedPaths = (outcome.changed + outcome.removed).sorted()
            result.change = OutputChange(
                changed: outcome.changed, removed: outcome.removed, stylesheetOnly: composition.stylesheetOnly,
                stylesheet: composition.pages.renderer.stylesheetPath)
        }
        return (result, cache)
    }

    /// A failed build for a bad `--base-url` or a missing or unusable Content/ folder, else nil.
    static func precheck(_ options: SiteBuildOptions, fileSystem: FileSystem) -> SiteBuildResult? {
        if let baseURL = options.baseURL, case .failure(let problem) = SiteConfigurationDecoder.normalizedBaseURL(baseURL) {
            return SiteBuildResult(stoppedWith: [.error("--base-url \(problem.message)", at: nil)])
        }
        if let problem = ContentLoader.contentFolderProblem(in: options.source, fileSystem: fileSystem) {
            return SiteBuildResult(stoppedWith: [problem])
        }
        return nil
    }

    static func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The diagnostics without repeats, sorted.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sorted()
    }
}

extension OutputChange {
    /// The change of a write: none when no file changed; the stylesheet alone when the pages'
    /// only changed input was the stylesheet's name (they differ only in the link to it).
    init(changed: [String], removed: [String], stylesheetOnly: Bool, stylesheet: String) {
        if changed.isEmpty && removed.isEmpty {
            self = .none
        } else if stylesheetOnly {
            self = .stylesheet(stylesheet)
        } else {
            self = .pages
        }
    }
}
