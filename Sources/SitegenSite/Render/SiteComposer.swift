import Foundation
import SitegenDiagnostics

/// Composes every output file of a site: the static files (theme assets, the stylesheet,
/// Content/ files), the pages and the generated files, each rendered with a record of what it
/// read; with the previous composition, only the files whose reads changed are rendered again.
struct SiteComposer: Sendable {
    var site: Site
    var theme: Theme
    var fileSystem: FileSystem
    var siteFolder: URL

    /// What a composition made.
    struct Composition: Sendable {
        /// Every output file, sorted by path.
        var files: [RenderedFile]
        /// Its diagnostics.
        var diagnostics: [Diagnostic]
        /// What the next composition may reuse.
        var pages: RenderedPages
        /// How many files were rendered (the others were the previous composition's).
        var rendered: Int
        /// Whether the only input that changed since the previous composition is the
        /// stylesheet's name (the theme's CSS changed, nothing else).
        var stylesheetOnly = false
    }

    /// Composes the site.
    /// - Parameters:
    ///   - previous: the previous composition, if any.
    ///   - changedEpisodes: set when only these episodes' Markdown bodies changed since
    ///     `previous` (the site's structure, the theme and every other file are the same): the
    ///     static files, routes and other contexts are taken from `previous`, and only inputs of
    ///     these episodes are compared.
    ///   - recording: whether to record reads (for a next composition).
    func compose(previous: RenderedPages?, changedEpisodes: [Int]?, recording: Bool) async -> Composition {
        var diagnostics: [Diagnostic] = []
        let bodiesOnly = changedEpisodes != nil && previous != nil
        let staticFiles: (files: [RenderedFile], stylesheetPath: String, favicon: String?)
        if bodiesOnly, let previous {
            staticFiles = (previous.staticFiles, previous.renderer.stylesheetPath, previous.renderer.faviconPath)
        } else {
            staticFiles = readStaticFiles(diagnostics: &diagnostics)
        }
        let routes = bodiesOnly ? previous!.renderer.routes : site.routes
        let contexts: TemplateContext
        if bodiesOnly, let previous, let changedEpisodes {
            contexts = previous.renderer.contexts.refreshing(changedEpisodes, in: site)
        } else {
            contexts = await TemplateContext.make(site: site)
        }
        var renderer = SiteRenderer(
            site: site, theme: theme, stylesheetPath: staticFiles.stylesheetPath, faviconPath: staticFiles.favicon,
            contexts: contexts, routes: routes
        )
        let changedItems = bodiesOnly ? Set(changedEpisodes!.map(CellItem.episode)) : nil
        renderer.cells = await CellCache.build(with: renderer, previous: previous?.renderer, changedItems: changedItems)
        let outputs = SiteOutput.all(routes: routes.count)
        let (pending, changedInputs) = await outputsToRender(
            outputs, renderer: renderer, previous: previous, changedEpisodes: bodiesOnly ? changedEpisodes : nil)
        let fixedRenderer = renderer
        let rendered = await pending.concurrentMap { output -> (Result<RenderedFile, Diagnostic>, [RenderInput]) in
            var reads = RenderReads(recording: recording)
            let result = fixedRenderer.render(output, reads: &reads)
            return (result, reads.inputs)
        }
        var pages = previous ?? RenderedPages(renderer: renderer)
        pages.renderer = renderer
        pages.staticFiles = staticFiles.files
        var renderedFiles: [RenderedFile] = []
        for (result, reads) in rendered {
            switch result {
            case .success(let file):
                renderedFiles.append(file)
                if recording { pages.record(RenderedPages.Entry(reads: reads, file: file)) }
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        if bodiesOnly, pages.files.count == outputs.count + staticFiles.files.count {
            for file in renderedFiles {
                if let index = pages.fileIndexes[file.path] { pages.files[index] = file }
            }
        } else {
            var files = staticFiles.files + renderedFiles
            if let previous, pending.count < outputs.count {
                let renderedPaths = Set(renderedFiles.map(\.path))
                for output in outputs {
                    let path = output.path(in: renderer)
                    if !renderedPaths.contains(path), let entry = previous.entries[path] { files.append(entry.file) }
                }
            }
            files.sort { $0.path < $1.path }
            diagnostics += collisions(in: files)
            pages.files = files
            pages.fileIndexes = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            if recording {
                let current = Set(outputs.map { $0.path(in: renderer) })
                for path in pages.entries.keys where !current.contains(path) { pages.forget(path) }
            }
        }
        var stylesheetOnly = false
        if let old = previous?.renderer, changedInputs == [.siteWide] {
            var inputs = old.siteWideInputs
            inputs.stylesheetPath = renderer.stylesheetPath
            stylesheetOnly = inputs == renderer.siteWideInputs
        }
        return Composition(files: pages.files, diagnostics: diagnostics, pages: pages, rendered: pending.count, stylesheetOnly: stylesheetOnly)
    }

    /// The outputs to render: all of them without a previous composition; else those it did
    /// not render and those that read an input that changed since.
    private func outputsToRender(
        _ outputs: [SiteOutput], renderer: SiteRenderer, previous: RenderedPages?, changedEpisodes: [Int]?
    ) async -> (outputs: [SiteOutput], changedInputs: [RenderInput]) {
        guard let previous else { return (outputs, []) }
        var candidates = Array(previous.readers.keys)
        if let changedEpisodes {
            let changed = Set(changedEpisodes)
            candidates = candidates.filter { $0.episodeIndex.map(changed.contains) ?? false }
        }
        let old = previous.renderer
        let changedInputs = await candidates.concurrentMap { $0.isUnchanged(from: old, to: renderer) ? nil : $0 }.compactMap { $0 }
        let dirty = previous.readers(of: changedInputs)
        let pending = outputs.filter { output in
            let path = output.path(in: renderer)
            return previous.entries[path] == nil || dirty.contains(path)
        }
        return (pending, changedInputs)
    }
}
