import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats
import SitegenHighlight
import SitegenRender

/// How much of the site a build must read: everything, or — when the changes a file watcher
/// saw are only edits to the texts of episodes the last build had (their bodies, titles and
/// summaries, every other value of their front matter the same) — just those files, keeping the
/// site's structure.
enum BuildScope: Sendable {
    /// List, read (what changed) and put together the whole site.
    case everything
    /// Only these episodes' texts changed: `edits` are their indexes in the last build's site
    /// with the episodes decoded again, `entries` their new decoded files by path.
    case episodeTexts(edits: [(index: Int, episode: Episode)], entries: [String: ParsedFiles.Entry<Episode>])

    /// The scope of a build after changes to `changedPaths` (absolute paths, as a file watcher
    /// reports them; `nil` when nothing is known of what changed).
    static func of(
        _ options: SiteBuildOptions, changedPaths: [String]?, cache: BuildCache, fileSystem: FileSystem
    ) -> BuildScope {
        guard let changedPaths, !changedPaths.isEmpty, let last = cache.model, cache.renderedPages != nil,
            last.options.isSameBuild(as: options)
        else { return .everything }
        if !options.includeFuture, options.now != last.options.now {
            // A future-dated episode whose time has come changes the site's structure.
            let passed = cache.parsedFiles.episodes.values.contains { entry in
                guard let date = entry.value?.date.secondsSince1970 else { return false }
                return date > last.options.now && date <= options.now
            }
            if passed { return .everything }
        }
        let root = options.source.appendingPathComponent("Content").resolvingSymlinksInPath().path + "/"
        let loader = ContentLoader(siteFolder: options.source, fileSystem: fileSystem)
        // With an empty cache: the edited episodes' Swift blocks are parsed, and their entries
        // kept for the next full build's cache file.
        let decoder = {
            var decoder = ContentFileDecoder(last.site.configuration)
            decoder.highlights.cache = SwiftHighlightCache()
            // The theme is the last build's: its render hooks read the edited bodies' elements.
            decoder.marksElements = !last.theme.renderHooks.isEmpty
            return decoder
        }()
        let site = last.site
        var edits: [(index: Int, episode: Episode)] = []
        var entries: [String: ParsedFiles.Entry<Episode>] = [:]
        for path in Set(changedPaths).sorted() {
            guard path.hasPrefix(root) else { return .everything }
            let relative = String(path.dropFirst(root.count))
            // An editor's temporary file, already renamed over the episode: it is gone, and the
            // last build never saw it.
            if isUnknownAndGone(relative, loader: loader, cache: cache, read: last.site.assets + last.site.data.files) {
                continue
            }
            // An editor's backup of a Markdown file (`001-intro.md~`): no build reads it.
            if ContentLoader.isEditorFileInMarkdownFolder(relative) { continue }
            guard relative.hasPrefix("episodes/"), MarkdownFileName.isMarkdown(relative),
                let cached = cache.parsedFiles.episodes[relative],
                let old = cached.value, cached.diagnostics.isEmpty,
                case .success(let outcome) = loader.decode(
                    relative, cached: cached, settings: decoder,
                    decode: { text, path, name in
                        // Front matter that moved lines or changed language is decided by the whole build.
                        guard let cachedText = cached.text,
                            case .split(let before) = FrontMatterSplitter.split(cachedText),
                            case .split(let after) = FrontMatterSplitter.split(text),
                            before.yaml != nil, after.yaml != nil, before.format == after.format,
                            before.yamlLine == after.yamlLine, before.bodyLineOffset == after.bodyLineOffset
                        else {
                            return (nil, [.error("not an edit of the texts", at: nil)])
                        }
                        return decoder.episode(text, path: path, fileName: name)
                    })
            else { return .everything }
            guard outcome.parsed else {
                entries[relative] = outcome.entry
                continue
            }
            guard let episode = outcome.entry.value, outcome.entry.diagnostics.isEmpty else { return .everything }
            // A page bundle's body that now names a file its bundle lacks: the whole build says so.
            if let bundle = PageBundle.folder(ofDisplayPath: episode.path),
                !PageBundle.missingFiles(
                    in: episode.document, bundle: bundle, path: episode.path, assets: Set(site.assets)
                ).isEmpty
            {
                return .everything
            }
            // Every value the site's structure is made of is the same: only the texts differ.
            var probe = episode
            probe.title = old.title
            probe.document = old.document
            probe.summary = old.summary
            probe.summaryHTML = old.summaryHTML
            guard probe == old, let index = site.episodes.firstIndex(where: { $0.path == old.path }) else {
                return .everything
            }
            // An address made of the title moves with it.
            if episode.title != old.title, site.configuration.permalinks.episode?.tokens.contains(.title) == true {
                return .everything
            }
            // The media as the site completed them (lengths, transcript, known people): the
            // front matter and the chapters are the same, so they are too.
            var completed = episode
            completed.media = site.episodes[index].media
            // As settled against Content/'s files (a page bundle's thumbnail may be Content/'s).
            completed.thumbnail = site.episodes[index].thumbnail
            // As `permalinks:` addressed it.
            completed.permalinkPath = site.episodes[index].permalinkPath
            edits.append((index, completed))
            entries[relative] = outcome.entry
        }
        return .episodeTexts(edits: edits, entries: entries)
    }

    /// Whether a changed path no longer exists and was neither a file the last build read nor
    /// a folder holding one (a temporary file that came and went within the burst).
    /// - Parameter read: The files of Content/ the last build read besides the Markdown files:
    ///   its assets and data files.
    private static func isUnknownAndGone(
        _ relative: String, loader: ContentLoader, cache: BuildCache, read: [String]
    ) -> Bool {
        guard !relative.isEmpty, loader.fileSystem.kind(loader.contentURL(relative)) == .missing else { return false }
        let folder = relative + "/"
        return !(cache.parsedFiles.paths + read).contains { $0 == relative || $0.hasPrefix(folder) }
    }
}
