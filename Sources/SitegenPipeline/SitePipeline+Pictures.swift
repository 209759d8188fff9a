import SitegenContent
import SitegenFileSystem
import SitegenOutput
import SitegenRender

extension SitePipeline {
    /// `pictures`: every picture the pages show, in the widths the layouts place it at. The
    /// podcast items and the static files read no picture's variants, so they are made beside
    /// it, on the core its reading, measuring and sorting leave idle. A build that has the last
    /// build's reads (``KeptPages``) makes the items only once a podcast feed is to be rendered
    /// (``SiteComposer/compose(pages:changedEpisodes:recording:podcastItems:staticFiles:storing:kept:)``).
    func makePictures(_ run: inout BuildRun) async {
        guard let site = run.site, let theme = run.theme, let (stage, preparing) = run.pictures else {
            run.stopped = true
            return
        }
        let itemsWhenNeeded =
            !run.keeping && fileSystem.kind(Self.keptPagesArchive(run.options)) == .file
        async let items: PodcastItemCache?? =
            itemsWhenNeeded
            ? nil
            : .some(
                await PodcastItemCache.build(
                    site: site, theme: theme, previous: run.cache.renderedPages?.renderer.podcastItems))
        let reader = SiteComposer(site: site, theme: theme, fileSystem: fileSystem, siteFolder: run.options.source)
        // The pictures' stamps the images stage took while the theme loaded are the static files' too.
        let ready = await preparing.value
        async let statics = reader.readStaticFiles(stamps: ready.stamps)
        let outcome = await stage.run(site: site, theme: theme, previous: run.cache.imageSources, prepared: ready)
        run.podcastItems = await items
        run.staticFiles = await statics
        if run.keeping { run.cache.imageSources = outcome.remembered }
        run.statistics.imagesEncoded = outcome.encoded
        run.diagnostics += outcome.diagnostics
        run.images = outcome
    }

    /// `pages`: every page and generated file rendered, or, in a rebuild, those whose recorded
    /// reads changed.
    func composePages(_ run: inout BuildRun) async {
        guard let site = run.site, let theme = run.theme else {
            run.stopped = true
            return
        }
        let composer = SiteComposer(
            site: site, theme: theme, fileSystem: fileSystem, siteFolder: run.options.source, images: run.images)
        var pages = run.cache.renderedPages.take()
        // A build keeps each page on disk once rendered; a session keeps the bytes, to compare.
        if !run.keeping {
            let options = run.options
            run.pageStore = PageStore.make(
                in: options.imageCache, output: options.output,
                generation: options.outputGeneration, fileSystem: fileSystem)
        }
        let store = run.pageStore.map { store in
            PageStoring(
                file: { store.store($0, as: $1) }, parts: { store.store(parts: $1, at: $0) },
                kept: { store.keep($0, stamp: $1, as: $2) })
        }
        let composition = await composer.compose(
            pages: &pages, changedEpisodes: run.changedEpisodes, recording: run.keeping,
            podcastItems: run.podcastItems, staticFiles: run.staticFiles, storing: store,
            kept: store == nil ? nil : loadKeptPages(run.options))
        if !run.keeping {
            // The feeds are rendered: a build drops their items (a session keeps them).
            run.podcastItems = nil
            pages?.renderer.podcastItems = nil
        }
        if let draft = composition.draft, !draft.isUnchanged, let renderer = pages?.renderer {
            // The digests the next build compares, worked out beside the write.
            run.keptPages = Task.detached { await draft.archive(in: renderer) }
        }
        run.cache.renderedPages = run.keeping ? pages : nil
        run.statistics.pagesRendered = composition.rendered
        run.statistics.pagesKept = composition.kept
        (run.statistics.contextsMade, run.statistics.podcastItemsMade) = composition.made
        run.diagnostics += composition.diagnostics
        run.composer = composer
        run.composition = composition
        run.pages = run.cache.renderedPages ?? pages
        if run.pages == nil { run.stopped = true }
    }
}
