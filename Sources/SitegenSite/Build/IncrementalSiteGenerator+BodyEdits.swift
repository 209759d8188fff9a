import Foundation
import SitegenLayout

extension IncrementalSiteGenerator {
    /// What the last successful build left for the next one.
    struct LastBuild: Sendable {
        /// Its options.
        var options: SiteBuildOptions
        /// The site it built.
        var site: Site
        /// The theme it used.
        var theme: Theme
        /// Its composition.
        var compose: ComposeState
        /// Its diagnostics (warnings), from loading to composing.
        var diagnostics: [Diagnostic]
    }

    /// The rebuild after changes that are only edits to the Markdown bodies of episodes already
    /// in the site (the front matter byte for byte the same): the edited files are read and
    /// decoded, nothing else is listed, read or stat'ed, the site's structure is kept, and only the
    /// pages showing those episodes are rendered again. `nil` when the changes are anything else
    /// (or the clock has passed an episode's date); the caller then builds the whole site.
    func buildAfterBodyEdits(_ options: SiteBuildOptions, changedPaths: [String]) async -> SiteBuildResult? {
        guard let last, Self.sameSite(last.options, options), !changedPaths.isEmpty else { return nil }
        if !options.includeFuture, options.now != last.options.now {
            let passed = cache.episodes.values.contains { entry in
                guard let date = entry.value?.date.secondsSince1970 else { return false }
                return date > last.options.now && date <= options.now
            }
            if passed { return nil }
        }
        let root = options.source.appendingPathComponent("Content").resolvingSymlinksInPath().path + "/"
        let loader = ContentLoader(siteFolder: options.source, fileSystem: fileSystem)
        let decoder = ContentFileDecoder(unsafeHTML: last.site.configuration.unsafeHTML)
        var site = last.site
        var changedEpisodes: [Int] = []
        var entries: [String: ContentFileCache.Entry<Episode>] = [:]
        for path in Set(changedPaths).sorted() {
            guard path.hasPrefix(root) else { return nil }
            let relative = String(path.dropFirst(root.count))
            // An editor's temporary file, already renamed over the episode: it is gone, and the last
            // build never saw it.
            if isUnknownAndGone(relative, loader: loader, assets: last.site.assets) { continue }
            guard relative.hasPrefix("episodes/"), relative.hasSuffix(".md"), let entry = cache.episodes[relative],
                  let old = entry.value, entry.diagnostics.isEmpty, entry.unsafeHTML == decoder.unsafeHTML,
                  case .success(let text) = loader.readText(relative) else { return nil }
            let stamp = fileSystem.stamp(loader.contentURL(relative)).flatMap { $0.isSettled() ? $0 : nil }
            guard text != entry.text else {
                entries[relative] = ContentFileCache.Entry(text: text, stamp: stamp, unsafeHTML: entry.unsafeHTML, value: old, diagnostics: [])
                continue
            }
            guard case .split(let before) = FrontMatterSplitter.split(entry.text), case .split(let after) = FrontMatterSplitter.split(text),
                  before.yaml != nil, before.yaml == after.yaml, before.bodyLineOffset == after.bodyLineOffset else { return nil }
            let (value, diagnostics) = decoder.episode(text, path: loader.display(relative), fileName: String(relative.split(separator: "/").last ?? ""))
            guard let episode = value, diagnostics.isEmpty else { return nil }
            var probe = episode
            probe.document = old.document
            probe.summary = old.summary
            guard probe == old, let index = site.episodes.firstIndex(where: { $0.path == old.path }) else { return nil }
            site.episodes[index] = episode
            changedEpisodes.append(index)
            entries[relative] = ContentFileCache.Entry(text: text, stamp: stamp, unsafeHTML: entry.unsafeHTML, value: episode, diagnostics: [])
        }
        let composer = SiteComposer(site: site, theme: last.theme, fileSystem: fileSystem, siteFolder: options.source)
        guard let state = await composer.update(last.compose, site: site, episodes: changedEpisodes) else { return nil }
        for (relative, entry) in entries { cache.episodes[relative] = entry }
        let outcome = await IncrementalSiteWriter(fileSystem: fileSystem).write(state.files, to: options.output, previous: written)
        lastStatistics = Statistics(
            filesParsed: changedEpisodes.count, filesReused: cache.episodes.count + cache.collections.count + cache.pages.count - changedEpisodes.count,
            pagesRendered: state.memo.rendered, onlyBodiesChanged: true
        )
        pageMemo = state.memo
        self.last = nil
        if outcome.diagnostics.isEmpty {
            for path in outcome.changed { if let index = state.fileIndexes[path] { written?[path] = state.files[index].data } }
            lastStatistics.filesChanged = outcome.changed.count
            lastStatistics.filesRemoved = outcome.removed.count
            lastStatistics.changedPaths = (outcome.changed + outcome.removed).sorted()
            lastStatistics.writtenPaths = outcome.changed.sorted()
            self.last = LastBuild(options: options, site: site, theme: last.theme, compose: state, diagnostics: last.diagnostics)
        } else {
            written = nil
        }
        let pages = state.files.filter { $0.path.hasSuffix(".html") }.count
        return SiteBuildResult(diagnostics: SiteGenerator.unique(last.diagnostics + outcome.diagnostics), pagesWritten: pages, filesWritten: state.files.count)
    }

    /// Whether a changed path no longer exists and was neither a file the last build read nor
    /// a folder holding one (a temporary file that came and went within the burst).
    private func isUnknownAndGone(_ relative: String, loader: ContentLoader, assets: [String]) -> Bool {
        guard !relative.isEmpty, fileSystem.kind(loader.contentURL(relative)) == .missing else { return false }
        let folder = relative + "/"
        let known = [Array(cache.episodes.keys), Array(cache.collections.keys), Array(cache.pages.keys), assets].joined()
        return !known.contains { $0 == relative || $0.hasPrefix(folder) }
    }

    /// Whether two builds are of the same site into the same folder with the same options (the clock aside).
    static func sameSite(_ a: SiteBuildOptions, _ b: SiteBuildOptions) -> Bool {
        a.source == b.source && a.output == b.output && a.baseURL == b.baseURL
            && a.includeDrafts == b.includeDrafts && a.includeFuture == b.includeFuture
    }
}
