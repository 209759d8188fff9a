import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenOutput
import SitegenRender

extension SitePipeline {
    /// `search check`: the answer of `search probe`; a Pagefind that cannot run is an error
    /// before anything is written.
    func checkSearch(_ run: inout BuildRun) async {
        guard let site = run.site else { return }
        if let problem = await checkSearch(run.searchProbe, configuration: site.configuration, cache: &run.cache) {
            run.diagnostics.append(problem)
        }
    }

    /// `write`: the files put in place of the output folder's, with the search index written
    /// into the new folder before the swap; the highlight cache saved and the image cache
    /// pruned while the old output is removed.
    func writeOutput(_ run: inout BuildRun) async {
        guard let site = run.site, let pages = run.pages, let composition = run.composition else {
            run.stopped = true
            return
        }
        let options = run.options
        let previous = run.cache.output.flatMap { $0.folder == options.output ? $0 : nil }
        let highlights = run.highlights
        let images = run.images
        let outcome = await OutputWriter(fileSystem: fileSystem).write(
            pages.files, to: options.output, previous: previous?.files, candidates: composition.touched,
            finishing: searchIndexInNewFolder(site.configuration, options: options, keeping: run.keeping),
            finished: run.keeping ? nil : searchIndexHeld(site.configuration, options: options),
            generation: options.outputGeneration
        ) {
            // Kept only after a successful write, and done while the old output is removed.
            if let highlights {
                saveHighlights(highlights.entries, read: highlights.read, options)
            }
            if let images {
                ImageCache(folder: images.cacheFolder, fileSystem: fileSystem).prune(
                    keeping: images.used, user: options.source.path + "\n" + options.output.path)
            }
        }
        run.diagnostics += outcome.diagnostics
        run.timedPart = (name: "search", duration: outcome.finishing)
        run.written = outcome
    }

    /// `remember`: what the next build of a session reuses: the output's bytes as written, and
    /// the model; what the next `sitegen build` reuses: what each file read (``KeptPages``).
    /// Nothing is kept after a failed write.
    func remember(_ run: inout BuildRun) {
        if !run.keeping, run.written?.diagnostics.isEmpty == true, let archive = run.keptPages {
            run.keptPagesSaved = saveKeptPages(archive, run.options)
        }
        guard run.keeping, let outcome = run.written, outcome.diagnostics.isEmpty, let pages = run.pages,
            let site = run.site, let theme = run.theme
        else {
            run.cache.output = nil
            return
        }
        let options = run.options
        if var digest = run.cache.output.take().flatMap({ $0.folder == options.output ? $0 : nil }) {
            for path in outcome.changed {
                if let index = pages.fileIndexes[path] { digest.files[path] = pages.files[index].data }
            }
            for path in outcome.removed { digest.files[path] = nil }
            run.cache.output = digest
        } else {
            run.cache.output = BuildCache.OutputDigest(
                folder: options.output,
                files: Dictionary(pages.files.map { ($0.path, $0.data) }, uniquingKeysWith: { $1 }))
        }
        run.cache.model = BuildCache.ModelSnapshot(
            options: options, site: site, theme: theme, diagnostics: run.diagnostics)
    }
}
