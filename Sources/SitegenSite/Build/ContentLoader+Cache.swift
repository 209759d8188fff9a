import Foundation
import SitegenLayout

extension ContentLoader {
    /// How many Markdown files a cached load parsed and reused.
    struct CacheStatistics: Sendable {
        var parsed = 0
        var reused = 0
    }

    /// Reads everything like `load`, but takes each Markdown file whose text (and the options that
    /// shape its decoding) is unchanged from `cache` instead of parsing it again.
    /// - Returns: the content (equal to `load`'s), the counts and the cache for the next load.
    func loadReusing(
        _ cache: ContentFileCache, configurationOverride: ((inout SiteConfiguration) -> Void)? = nil
    ) async -> (LoadedContent, CacheStatistics, ContentFileCache) {
        var diagnostics: [Diagnostic] = []
        let plan = plan(configurationOverride: configurationOverride, diagnostics: &diagnostics)
        let (configuration, episodeFiles, collectionFiles, pageFiles) = (plan.configuration, plan.episodeFiles, plan.collectionFiles, plan.pageFiles)
        let decoder = ContentFileDecoder(unsafeHTML: configuration.unsafeHTML)
        let unsafe = configuration.unsafeHTML
        async let episodes = decodeAll(episodeFiles, cache: cache.episodes, unsafeHTML: unsafe) { decoder.episode($0, path: $1, fileName: $2) }
        async let collections = decodeAll(collectionFiles, cache: cache.collections, unsafeHTML: unsafe) { decoder.collection($0, path: $1, fileName: $2) }
        async let pages = decodeAll(pageFiles, cache: cache.pages, unsafeHTML: unsafe) { decoder.page($0, path: $1, fileName: $2) }
        let (loadedEpisodes, loadedCollections, loadedPages) = await (episodes, collections, pages)
        diagnostics += loadedEpisodes.diagnostics + loadedCollections.diagnostics + loadedPages.diagnostics
        let assets = assetFiles(diagnostics: &diagnostics)
        let content = LoadedContent(
            configuration: configuration, episodes: loadedEpisodes.values, collections: loadedCollections.values,
            pages: loadedPages.values, assets: assets, diagnostics: diagnostics.sorted()
        )
        let statistics = CacheStatistics(
            parsed: loadedEpisodes.parsed + loadedCollections.parsed + loadedPages.parsed,
            reused: episodeFiles.count + collectionFiles.count + pageFiles.count
                - loadedEpisodes.parsed - loadedCollections.parsed - loadedPages.parsed
        )
        let next = ContentFileCache(episodes: loadedEpisodes.entries, collections: loadedCollections.entries, pages: loadedPages.entries)
        return (content, statistics, next)
    }

    /// Decodes the files whose text changed, in parallel; the results come back sorted by path.
    private func decodeAll<Value: Sendable>(
        _ files: [String], cache: [String: ContentFileCache.Entry<Value>], unsafeHTML: Bool,
        decode: @escaping @Sendable (String, String, String) -> (Value?, [Diagnostic])
    ) async -> (values: [Value], diagnostics: [Diagnostic], entries: [String: ContentFileCache.Entry<Value>], parsed: Int) {
        typealias Outcome = (index: Int, value: Value?, diagnostics: [Diagnostic], entry: ContentFileCache.Entry<Value>?, parsed: Bool)
        let results = await withTaskGroup(of: [Outcome].self) { group in
            let chunk = max(1, files.count / 64)
            for start in stride(from: 0, to: files.count, by: chunk) {
                group.addTask {
                    (start..<min(start + chunk, files.count)).map { index -> Outcome in
                        let relative = files[index]
                        let stamp = fileSystem.stamp(contentURL(relative))
                        if let entry = cache[relative], entry.unsafeHTML == unsafeHTML, let stamp, entry.stamp == stamp {
                            return (index, entry.value, entry.diagnostics, entry, false)
                        }
                        let settled = stamp.flatMap { $0.isSettled() ? $0 : nil }
                        switch readText(relative) {
                        case .failure(let diagnostic): return (index, nil, [diagnostic], nil, false)
                        case .success(let text):
                            if var entry = cache[relative], entry.unsafeHTML == unsafeHTML, entry.text == text {
                                entry.stamp = settled
                                return (index, entry.value, entry.diagnostics, entry, false)
                            }
                            let name = String(relative.split(separator: "/").last ?? "")
                            let (value, diagnostics) = decode(text, display(relative), name)
                            return (index, value, diagnostics, .init(text: text, stamp: settled, unsafeHTML: unsafeHTML, value: value, diagnostics: diagnostics), true)
                        }
                    }
                }
            }
            var collected: [Outcome] = []
            for await batch in group { collected += batch }
            return collected.sorted { $0.index < $1.index }
        }
        var entries: [String: ContentFileCache.Entry<Value>] = [:]
        for result in results { if let entry = result.entry { entries[files[result.index]] = entry } }
        return (results.compactMap(\.value), results.flatMap(\.diagnostics), entries, results.filter(\.parsed).count)
    }
}
