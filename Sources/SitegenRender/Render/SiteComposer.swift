package import Foundation
package import SitegenContent
package import SitegenDiagnostics
package import SitegenFileSystem

/// Composes every output file of a site: the static files (theme assets, the stylesheet,
/// Content/ files), the pages and the generated files, each rendered with a record of what it
/// read; with the previous composition, only the files whose reads changed are rendered again.
package struct SiteComposer: Sendable {
    var site: Site
    var theme: Theme
    var fileSystem: FileSystem
    var siteFolder: URL
    /// The images stage's result (`nil` when the previous composition's pictures are kept).
    var images: ImageStage.Outcome?

    /// What a composition made besides the files (which are in its `RenderedPages`).
    package struct Composition: Sendable {
        /// Its diagnostics.
        package var diagnostics: [Diagnostic]
        /// How many files were rendered (the others were the previous composition's).
        package var rendered: Int
        /// How many files a build took from the output, as their inputs did not change (``KeptPages``).
        package var kept = 0
        /// Whether the only input that changed since the previous composition is the
        /// stylesheet's name (the theme's CSS changed, nothing else).
        package var stylesheetOnly = false
        /// When the site has the same files as the previous composition and only these may
        /// differ from it (a rebuild after edits to episodes' texts), those files; `nil`: any file may differ.
        package var touched: [RenderedFile]?
        /// How many episodes' template contexts were made (the others were the previous
        /// composition's), and how many podcast items.
        package var made: (contexts: Int, podcastItems: Int) = (0, 0)
        /// What a build's files read, to be kept for the next build once they are written
        /// (``KeptPages/Draft/archive(in:)``); nil in a session.
        package var draft: KeptPages.Draft?
    }

    /// Composes the site into `pages`, which holds the previous composition, if any, and is
    /// changed in place into this one.
    /// - Parameters:
    ///   - pages: the previous composition, if any; on return, this one.
    ///   - changedEpisodes: set when only these episodes' texts (bodies, titles, summaries) changed since the
    ///     previous composition (the site's structure, the theme and every other file are the
    ///     same): the static files, routes and other contexts are the previous ones, and only
    ///     inputs of these episodes are compared.
    ///   - recording: whether to record reads (for a next composition).
    ///   - podcastItems: the podcast items, when they were made beside the images stage
    ///     (``PodcastItemCache/build(site:theme:)``); only for a composition of the whole site.
    ///   - staticFiles: the static files, when they were read beside the images stage
    ///     (``readStaticFiles(stamps:)``); only for a composition of the whole site.
    ///   - store: where a build puts each file until the write (none in a session).
    ///   - kept: what the last build's files read (``KeptPages``): a build with a store takes
    ///     from the output the files none of whose inputs changed, instead of rendering them.
    package func compose(
        pages: inout RenderedPages?, changedEpisodes: [Int]?, recording: Bool, podcastItems: PodcastItemCache?? = nil,
        staticFiles given: (files: StaticFiles, diagnostics: [Diagnostic])? = nil, storing store: PageStoring? = nil,
        kept: KeptPages? = nil
    ) async -> Composition {
        var diagnostics: [Diagnostic] = []
        let old = pages?.renderer
        var renderer: SiteRenderer
        var staticFiles: [RenderedFile] = []
        if let old, let changedEpisodes {
            renderer = old
            renderer.site = site
            renderer.contexts = old.contexts.refreshing(changedEpisodes, in: site)
        } else {
            let (read, readDiagnostics) = if let given { given } else { await readStaticFiles() }
            diagnostics += readDiagnostics
            // The images stage's files come in path order (``ImageStage/Outcome/files``).
            staticFiles = .mergedByPath([read.files, images?.files ?? []], sorted: [false, true])
            renderer = SiteRenderer(
                site: site, theme: theme, stylesheetPath: read.stylesheetPath, faviconPath: read.favicon,
                contexts: await TemplateContext.make(
                    site: site, images: images?.catalog ?? ImageCatalog(),
                    strings: theme.strings(for: site.configuration.language), previous: old?.contexts),
                routes: site.routes(pages: theme.pages)
            )
            renderer.scriptPaths = read.scripts
            renderer.layoutStylesheets = read.layoutStylesheets
            renderer.pageStylesheets = read.pageStylesheets
        }
        if recording { renderer.feedBuffers = old?.feedBuffers ?? FeedBuffers() }
        renderer.storing = store
        let textsOnly = old != nil && changedEpisodes != nil
        let changedItems = textsOnly ? Set(changedEpisodes!.map(CellItem.episode)) : nil
        renderer.cells = await CellCache.build(with: renderer, previous: old, changedItems: changedItems)
        if !textsOnly { renderer.firstScreens = await FirstScreenCache.build(with: renderer) }
        // With the last build's reads, the items wait until a podcast feed is known to be rendered:
        // a build after a build that changed no episode renders none.
        let itemsWhenNeeded = !textsOnly && podcastItems == nil && !recording && store != nil && kept != nil
        if !textsOnly, let podcastItems {
            renderer.podcastItems = podcastItems
        } else if !itemsWhenNeeded {
            renderer.podcastItems = await PodcastItemCache.build(
                with: renderer, previous: old?.podcastItems, changed: textsOnly ? changedEpisodes : nil)
        }
        let outputs = textsOnly ? [] : SiteOutput.all(routes: renderer.routes.count, site: site)
        var (pending, changedInputs) = await outputsToRender(
            outputs, renderer: renderer, previous: pages, changedEpisodes: textsOnly ? changedEpisodes : nil)
        // A build with a store records what each file reads, for the next build (``KeptPages``),
        // and takes from the output the files whose inputs did not change since the last one.
        let drafting = !recording && store != nil
        var draft = KeptPages.Draft()
        var keptFiles: [RenderedFile] = []
        if drafting, old == nil, let kept, let store {
            let found = await kept.files(of: pending, renderer: renderer, store: store)
            (keptFiles, draft) = (found.files, found.draft)
            let keptPaths = Set(keptFiles.map(\.path))
            pending.removeAll { [renderer] in keptPaths.contains($0.path(in: renderer)) }
        }
        if itemsWhenNeeded, pending.contains(where: \.showsPodcastItems) {
            renderer.podcastItems = await PodcastItemCache.build(with: renderer, previous: nil)
        }
        let fixedRenderer = renderer
        // The feeds, sitemaps and other files first: one feed of 1,000 episodes takes as long as
        // a chunk of pages, and started last it kept one core working alone at the end.
        let scheduled = pending.filter { !$0.isPage } + pending.filter(\.isPage)
        // After an edit of texts alone, a feed lists the same episodes: it reads what it read.
        var keptReads: [String: [RenderInput]] = [:]
        if textsOnly, recording {
            for output in pending where output.readsStructureOnly {
                let path = output.path(in: fixedRenderer)
                keptReads[path] = pages?.entries[path]?.reads
            }
        }
        let keptPaths = Set(keptReads.keys)
        let rendered = await Self.render(
            scheduled, with: fixedRenderer,
            recording: { (recording || drafting) && !keptPaths.contains($0.path(in: fixedRenderer)) }, storing: store)
        var next = pages.take() ?? RenderedPages(renderer: renderer)
        next.renderer = renderer
        var renderedFiles: [RenderedFile] = []
        for (result, reads) in rendered {
            switch result {
            case .success(let file):
                renderedFiles.append(file)
                if drafting { draft.record(file.path, reads: reads) }
                if let replaced = next.entries[file.path]?.file {
                    renderer.feedBuffers?.keep(replaced.data, for: file.path)
                }
                if recording { next.record(RenderedPages.Entry(reads: keptReads[file.path] ?? reads, file: file)) }
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        var touched: [RenderedFile]?
        // The static files but the stylesheet are those of the previous composition.
        // (Compared only where it decides something: a rebuild whose one changed input is site-wide.)
        let sameStaticFiles =
            textsOnly
            || (old != nil && changedInputs == [.siteWide]
                && next.staticFiles.filter { $0.path != old?.stylesheetPath }
                    == staticFiles.filter { $0.path != renderer.stylesheetPath })
        if textsOnly {
            for file in renderedFiles {
                if let index = next.fileIndexes[file.path] { next.files[index] = file }
            }
            touched = renderedFiles
        } else {
            next.staticFiles = staticFiles
            var made = renderedFiles + keptFiles
            let renderedPaths = Set(renderedFiles.map(\.path))
            var outputsByPath: [String: SiteOutput] = [:]
            for output in outputs {
                let path = output.path(in: renderer)
                outputsByPath[path] = output
                if !renderedPaths.contains(path), let entry = next.entries[path] { made.append(entry.file) }
            }
            let files = [RenderedFile].mergedByPath([staticFiles, made], sorted: [true, false])
            // The path index serves the next composition; a build that records nothing needs none.
            next.fileIndexes =
                recording
                ? Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
            diagnostics += collisions(in: files, indexes: recording ? next.fileIndexes : nil)
            diagnostics += menuProblems(in: files) + redirectProblems(in: files)
            next.files = files
            next.htmlCount = files.reduce(0) { $0 + ($1.linkedFrom == nil && $1.path.hasSuffix(".html") ? 1 : 0) }
            next.outputsByPath = outputsByPath
            if recording {
                for path in Array(next.entries.keys) where outputsByPath[path] == nil { next.forget(path) }
            }
        }
        var stylesheetOnly = false
        if let old, changedInputs == [.siteWide], sameStaticFiles {
            var inputs = old.siteWideInputs
            inputs.stylesheetPath = renderer.stylesheetPath
            stylesheetOnly = inputs == renderer.siteWideInputs
        }
        pages = next
        return Composition(
            diagnostics: diagnostics, rendered: pending.count, kept: keptFiles.count, stylesheetOnly: stylesheetOnly,
            touched: touched,
            made: (
                textsOnly ? changedEpisodes!.count : renderer.contexts.episodesMade, renderer.podcastItems?.made ?? 0
            ), draft: drafting ? draft : nil)
    }

    /// The outputs to render: all of them without a previous composition; else those it did
    /// not render and those that read an input that changed since. With `changedEpisodes` (the
    /// same outputs as before), only those episodes' inputs and the redirects are compared.
    private func outputsToRender(
        _ outputs: [SiteOutput], renderer: SiteRenderer, previous: RenderedPages?, changedEpisodes: [Int]?
    ) async -> (outputs: [SiteOutput], changedInputs: [RenderInput]) {
        guard let previous else { return (outputs, []) }
        let candidates: [RenderInput]
        if let changedEpisodes {
            // The same episodes as before, so their slugs are the previous build's.
            let changed = Set(changedEpisodes.map { renderer.site.episodes[$0].slug })
            candidates = previous.readers.keys.filter { input in
                // A redirect page shows the title of the episode it leads to.
                if case .redirect = input { return true }
                return input.episodeSlug.map(changed.contains) ?? false
            }
        } else {
            candidates = Array(previous.readers.keys)
        }
        let old = previous.renderer
        let changedInputs = await candidates.concurrentMap { $0.isUnchanged(from: old, to: renderer) ? nil : $0 }
            .compactMap { $0 }
        let dirty = previous.readers(of: changedInputs)
        if changedEpisodes != nil {
            return (dirty.sorted().compactMap { previous.outputsByPath[$0] }, changedInputs)
        }
        let pending = outputs.filter { output in
            let path = output.path(in: renderer)
            return previous.entries[path] == nil || dirty.contains(path)
        }
        return (pending, changedInputs)
    }

    /// Creates a value of its parts.
    package init(site: Site, theme: Theme, fileSystem: FileSystem, siteFolder: URL, images: ImageStage.Outcome? = nil) {
        self.site = site
        self.theme = theme
        self.fileSystem = fileSystem
        self.siteFolder = siteFolder
        self.images = images
    }
}
