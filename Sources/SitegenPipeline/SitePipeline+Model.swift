import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenRender

/// The steps that read Content/ and the theme and put the site together.
extension SitePipeline {
    /// `model`: a rebuild after edits to episodes' texts alone takes the last build's site and
    /// theme, with the edited episodes put in.
    func reuseModel(_ run: inout BuildRun) {
        guard case .episodeTexts(let edits, let entries) = run.scope, var model = run.cache.model.take() else {
            run.stopped = true
            return
        }
        for (path, entry) in entries { run.cache.parsedFiles.episodes[path] = entry }
        for (index, episode) in edits { model.site.replaceEpisode(at: index, with: episode) }
        run.site = model.site
        run.theme = model.theme
        run.diagnostics = model.diagnostics
        run.changedEpisodes = edits.map(\.index)
        run.statistics.onlyEpisodeTextsChanged = true
        run.statistics.filesParsed = edits.count
        run.statistics.filesReused = run.cache.parsedFiles.count - edits.count
    }

    /// `content`: Content/ read and decoded, each file whose text is unchanged taken from the cache.
    func loadContent(_ run: inout BuildRun) async {
        run.cache.model = nil
        let options = run.options
        var loader = ContentLoader(siteFolder: options.source, fileSystem: fileSystem)
        let highlightsRead = loadHighlights(options)
        loader.highlights = highlightsRead
        run.marksElements = run.marksElements || mayHaveRenderHooks(siteFolder: options.source)
        loader.marksElements = run.marksElements
        var reused = run.cache.parsedFiles.take()
        // A build, or a session's first, starts from the files an earlier build decoded.
        let header = reused.count == 0 ? parsedFilesHeader() : nil
        if let header { reused = await loadParsedFiles(options, header: header) }
        let loaded = await loader.load(reusing: reused, keepingTexts: run.keeping) {
            options.applyBaseURL(to: &$0)
        }
        if let header {
            run.parsedFilesSaved = saveParsedFiles(
                loaded.files, read: reused, parsed: loaded.parsed, header: header, options)
        }
        if run.keeping { run.cache.parsedFiles = loaded.files }
        if loaded.content.configuration.highlightsCode {
            run.highlights = (Self.highlightEntries(of: loaded.content), highlightsRead)
        }
        run.statistics.filesParsed = loaded.parsed
        run.statistics.filesReused = loaded.files.count - loaded.parsed
        run.diagnostics += loaded.content.diagnostics
        run.content = loaded.content
    }

    /// `search probe`: whether Pagefind runs is asked on a thread of its own (content without
    /// errors only), and answered by `search check`.
    func startSearchProbe(_ run: inout BuildRun) {
        guard let content = run.content, !run.hasErrors else { return }
        run.searchProbe = searchProbe(content.configuration, options: run.options, cache: run.cache)
    }

    /// `picture sources`: what the images stage reads before it knows the site's pictures is read
    /// on another core while the theme is loaded and the site assembled.
    func startPreparingPictures(_ run: inout BuildRun) {
        guard let content = run.content else { return }
        var stage = ImageStage(
            fileSystem: fileSystem, siteFolder: run.options.source, imageCache: run.options.imageCache)
        stage.output = run.options.output
        let preparing = stage
        let assets = content.assets
        run.pictures = (stage, Task { preparing.prepare(assets: assets) })
    }

    /// `theme`: the theme site.yml names, the site's own or the built-in one.
    func loadTheme(_ run: inout BuildRun) {
        guard let content = run.content else { return }
        let (theme, diagnostics) = loadTheme(content.configuration.theme, siteFolder: run.options.source)
        run.diagnostics += diagnostics
        run.theme = run.options.templateValues.flatMap { theme?.recording(into: $0) } ?? theme
    }

    /// `site`: the content put together into the site (drafts and future episodes left out,
    /// collections, tags, people and redirects made).
    func assembleSite(_ run: inout BuildRun) {
        guard let content = run.content else { return }
        let options = run.options
        let assembler = SiteAssembler(
            includeDrafts: options.includeDrafts, includeFuture: options.includeFuture, now: options.now)
        let (site, diagnostics) = assembler.assemble(content)
        run.diagnostics += diagnostics
        guard let site, run.theme != nil else {
            run.stopped = true
            return
        }
        run.site = site
        // Only for a site that builds: a broken or missing site.yml has its own error.
        if !run.hasErrors, options.warnsWithoutBaseURL,
            site.configuration.baseURL == SiteConfiguration.placeholderBaseURL
        {
            run.diagnostics.append(
                .warning(
                    "site.yml has no `baseURL`, so the feeds, the sitemap and canonical links point at \(SiteConfiguration.placeholderBaseURL); set it to the address the site is published at, or pass --base-url",
                    at: SourcePosition.start(of: "Content/site.yml")))
        }
    }
}
