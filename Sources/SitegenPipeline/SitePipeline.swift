import Foundation
package import SitegenContent
import SitegenDiagnostics
public import SitegenFileSystem
import SitegenHighlight
import SitegenMarkdown
import SitegenOutput
import SitegenRender

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
        var cache = BuildCache()
        return await run(options, cache: &cache, changedPaths: nil, keeping: false)
    }

    /// Builds a site, reusing what `cache` holds and leaving there what the next build may
    /// reuse; on any error the output folder is left as it was.
    /// - Parameters:
    ///   - options: the build.
    ///   - cache: what the previous build left (empty for the first).
    ///   - changedPaths: the absolute paths a file watcher saw change since that build, if known.
    public func run(
        _ options: SiteBuildOptions, cache: inout BuildCache, changedPaths: [String]? = nil
    ) async -> SiteBuildResult {
        await run(options, cache: &cache, changedPaths: changedPaths, keeping: true)
    }

    /// The stages. Each part of the cache is taken out while a stage changes it, so that it is
    /// changed in place, never copied.
    private func run(
        _ options: SiteBuildOptions, cache: inout BuildCache, changedPaths: [String]?, keeping: Bool
    ) async -> SiteBuildResult {
        if let stopped = Self.precheck(options, fileSystem: fileSystem) { return stopped }
        var statistics = BuildStatistics()
        var times = StageTimes()
        var diagnostics: [Diagnostic] = []
        let site: Site
        let theme: Theme
        var changedEpisodes: [Int]?
        var images: ImageStage.Outcome?
        /// The podcast items, when they were made beside the images stage.
        var podcastItems: PodcastItemCache??
        /// The static files, when they were read beside the images stage.
        var staticFiles: (files: StaticFiles, diagnostics: [Diagnostic])?
        /// The Swift blocks this build showed, and the cache it read (when it loaded the content).
        var highlights: (entries: [SwiftHighlightCache.Entry], read: SwiftHighlightCache)?
        /// Whether Pagefind runs, asked once the settings are read and answered before the write.
        var searchProbe: SearchProbe?
        var scope = BuildScope.of(options, changedPaths: changedPaths, cache: cache, fileSystem: fileSystem)
        if case .episodeBodies(let edits, _) = scope, let model = cache.model,
            edits.contains(where: { Self.imageLinks($0.episode) != Self.imageLinks(model.site.episodes[$0.index]) })
        {
            scope = .everything  // a body now shows other pictures: the images stage runs again
        }
        switch scope {
        case .episodeBodies(let edits, let entries):
            for (path, entry) in entries { cache.parsedFiles.episodes[path] = entry }
            var model = cache.model.take()!
            for (index, episode) in edits { model.site.episodes[index] = episode }
            site = model.site
            theme = model.theme
            diagnostics = model.diagnostics
            changedEpisodes = edits.map(\.index)
            statistics.onlyBodiesChanged = true
            statistics.filesParsed = edits.count
            statistics.filesReused = cache.parsedFiles.count - edits.count
        case .everything:
            cache.model = nil
            var loader = ContentLoader(siteFolder: options.source, fileSystem: fileSystem)
            let highlightsRead = loadHighlights(options)
            loader.highlights = highlightsRead
            let loaded = await loader.load(reusing: cache.parsedFiles.take(), keepingTexts: keeping) {
                options.applyBaseURL(to: &$0)
            }
            if keeping { cache.parsedFiles = loaded.files }
            if loaded.content.configuration.highlightsCode {
                highlights = (Self.highlightEntries(of: loaded.content), highlightsRead)
            }
            statistics.filesParsed = loaded.parsed
            statistics.filesReused = loaded.files.count - loaded.parsed
            diagnostics += loaded.content.diagnostics
            times.end("content")
            if !Self.hasErrors(diagnostics) {
                searchProbe = self.searchProbe(loaded.content.configuration, options: options, cache: cache)
            }
            var stage = ImageStage(fileSystem: fileSystem, siteFolder: options.source, imageCache: options.imageCache)
            stage.output = options.output
            // What the images stage reads before it knows the site's pictures is read on another
            // core while the theme is loaded and the site assembled (work of one core).
            let preparing = stage
            let assets = loaded.content.assets
            async let prepared = preparing.prepare(assets: assets)
            let (loadedTheme, themeDiagnostics) = loadTheme(
                loaded.content.configuration.theme, siteFolder: options.source)
            diagnostics += themeDiagnostics
            times.end("theme")
            let assembler = SiteAssembler(
                includeDrafts: options.includeDrafts, includeFuture: options.includeFuture, now: options.now)
            let (assembled, siteDiagnostics) = assembler.assemble(loaded.content)
            diagnostics += siteDiagnostics
            times.end("site")
            guard let assembled, let loadedTheme, !Self.hasErrors(diagnostics) else {
                return SiteBuildResult(stoppedWith: Self.unique(diagnostics))
            }
            site = assembled
            theme = loadedTheme
            // Only for a site that builds: a broken or missing site.yml has its own error.
            if options.warnsWithoutBaseURL, site.configuration.baseURL == SiteConfiguration.placeholderBaseURL {
                diagnostics.append(
                    .warning(
                        "site.yml has no `baseURL`, so the feeds, the sitemap and canonical links point at \(SiteConfiguration.placeholderBaseURL); set it to the address the site is published at, or pass --base-url",
                        at: SourcePosition.start(of: "Content/site.yml")))
            }
            // The podcast items read no picture's variants: they are made beside the images stage,
            // whose reading, measuring and sorting leave a core idle.
            async let items = PodcastItemCache.build(site: site, theme: theme)
            // So are the static files (a show's thousands of pictures are Content/ files too).
            let reader = SiteComposer(site: site, theme: theme, fileSystem: fileSystem, siteFolder: options.source)
            // The pictures' stamps the images stage took while the theme loaded are theirs too.
            let ready = await prepared
            async let statics = reader.readStaticFiles(stamps: ready.stamps)
            let outcome = await stage.run(site: site, theme: theme, previous: cache.imageSources, prepared: ready)
            podcastItems = .some(await items)
            staticFiles = await statics
            if keeping { cache.imageSources = outcome.remembered }
            statistics.imagesEncoded = outcome.encoded
            times.end("pictures")
            diagnostics += outcome.diagnostics
            guard !Self.hasErrors(diagnostics) else { return SiteBuildResult(stoppedWith: Self.unique(diagnostics)) }
            images = outcome
        }
        let composer = SiteComposer(
            site: site, theme: theme, fileSystem: fileSystem, siteFolder: options.source, images: images)
        var pages = cache.renderedPages.take()
        let composition = await composer.compose(
            pages: &pages, changedEpisodes: changedEpisodes, recording: keeping, podcastItems: podcastItems,
            staticFiles: staticFiles)
        cache.renderedPages = keeping ? pages : nil
        statistics.pagesRendered = composition.rendered
        times.end("pages")
        diagnostics += composition.diagnostics
        guard !Self.hasErrors(diagnostics), let pages = cache.renderedPages ?? pages else {
            return SiteBuildResult(stoppedWith: Self.unique(diagnostics))
        }
        if let problem = await checkSearch(searchProbe, configuration: site.configuration, cache: &cache) {
            return SiteBuildResult(stoppedWith: Self.unique(diagnostics + [problem]))
        }
        var digest = cache.output.take().flatMap { $0.folder == options.output ? $0 : nil }
        let highlightsToSave = highlights
        let imagesToPrune = images
        let outcome = await OutputWriter(fileSystem: fileSystem).write(
            pages.files, to: options.output, previous: digest?.files, candidates: composition.touched,
            finishing: searchIndexInNewFolder(site.configuration, options: options, keeping: keeping)
        ) {
            // Kept only after a successful write, and done while the old output is removed.
            if let highlights = highlightsToSave {
                saveHighlights(highlights.entries, read: highlights.read, options)
            }
            if let images = imagesToPrune {
                ImageCache(folder: images.cacheFolder, fileSystem: fileSystem).prune(
                    keeping: images.used, user: options.source.path + "\n" + options.output.path)
            }
        }
        diagnostics += outcome.diagnostics
        times.end("write", within: (name: "search", duration: outcome.finishing))
        if outcome.diagnostics.isEmpty, keeping {
            if digest == nil {
                digest = BuildCache.OutputDigest(
                    folder: options.output,
                    files: Dictionary(pages.files.map { ($0.path, $0.data) }, uniquingKeysWith: { $1 }))
            } else {
                for path in outcome.changed {
                    if let index = pages.fileIndexes[path] { digest!.files[path] = pages.files[index].data }
                }
                for path in outcome.removed { digest!.files[path] = nil }
            }
            cache.output = digest
            cache.model = BuildCache.ModelSnapshot(options: options, site: site, theme: theme, diagnostics: diagnostics)
        }
        statistics.leftOut = site.leftOut
        statistics.filesChanged = outcome.changed.count
        statistics.filesRemoved = outcome.removed.count
        var result = SiteBuildResult(
            diagnostics: Self.unique(diagnostics), pagesWritten: pages.htmlCount, filesWritten: pages.files.count)
        result.statistics = statistics
        result.times = times
        if !keeping {
            result.site = site
            result.retained = [pages, theme, composer] + (images.map { [$0] } ?? [])
        }
        if outcome.diagnostics.isEmpty {
            if keeping {
                result.pendingSearchIndex = searchIndexToWrite(site.configuration, options: options, outcome: outcome)
            }
            result.changedPaths = (outcome.changed + outcome.removed).sorted()
            result.change = OutputChange(
                changed: outcome.changed, removed: outcome.removed, stylesheetOnly: composition.stylesheetOnly,
                stylesheet: pages.renderer.stylesheetPath)
        }
        return result
    }

    /// A failed build for a bad `--base-url` or a missing or unusable Content/ folder, else nil.
    static func precheck(_ options: SiteBuildOptions, fileSystem: FileSystem) -> SiteBuildResult? {
        if let baseURL = options.baseURL, let problem = SiteBuildOptions.baseURLProblem(baseURL) {
            return SiteBuildResult(stoppedWith: [.error(problem, at: nil)])
        }
        if let problem = ContentLoader.contentFolderProblem(in: options.source, fileSystem: fileSystem) {
            return SiteBuildResult(stoppedWith: [problem])
        }
        return nil
    }

    /// The root-relative image destinations of an episode's body.
    static func imageLinks(_ episode: Episode) -> [String] {
        episode.document.links.filter { $0.isImage && $0.siteDestination.hasPrefix("/") }.map(\.siteDestination)
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
