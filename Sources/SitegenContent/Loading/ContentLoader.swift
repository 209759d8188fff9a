public import Foundation
package import SitegenDiagnostics
public import SitegenFileSystem
public import SitegenHighlight

/// Reads `Content/`: `site.yml`, `episodes/`, `collections/`, `pages/`, `data/` and the asset
/// folders, decoding the Markdown files in parallel.
public struct ContentLoader: Sendable {
    /// The site folder (it holds `Content/`).
    public var siteFolder: URL
    /// The file system.
    public var fileSystem: FileSystem
    /// Swift code blocks' tokens from earlier builds (``SwiftHighlightCache``), if any.
    public var highlights: SwiftHighlightCache?
    /// Whether bodies record their links, images, headings and code blocks for a theme's
    /// render hooks (a file decoded otherwise before is decoded again).
    package var marksElements = false

    /// Creates a loader.
    public init(siteFolder: URL, fileSystem: FileSystem = .disk) {
        self.siteFolder = siteFolder
        self.fileSystem = fileSystem
    }

    private var content: URL { siteFolder.appendingPathComponent("Content") }

    /// A path relative to the site folder, for diagnostics.
    func display(_ relative: String) -> String { "Content/" + relative }

    /// The Markdown files of Content/ and the configuration that shapes their decoding.
    struct Plan {
        var configuration: SiteConfiguration
        var episodeFiles: [String]
        var collectionFiles: [String]
        var pageFiles: [String]
        var personFiles: [String]
        /// The files of the page bundles that are not Markdown (relative to Content/), to
        /// publish with Content/'s other files.
        var bundleResources: [String] = []
        /// The Markdown files of the page bundles besides their `index.md`: not published, but
        /// an episode's Markdown transcript may be one.
        var bundleTexts: [String] = []
        /// The pages at the top of Content/ (`about.md`), also in ``pageFiles``.
        var topLevelPages: [String] = []
    }

    /// Reads site.yml (with the override applied) and lists the Markdown files.
    func plan(configurationOverride: ((inout SiteConfiguration) -> Void)?, diagnostics: inout [Diagnostic]) -> Plan {
        var configuration = SiteConfiguration()
        switch readText("site.yml") {
        case .failure(let diagnostic): diagnostics.append(diagnostic)
        case .success(let text):
            let (decoded, found) = SiteConfigurationDecoder.decode(text, path: display("site.yml"))
            diagnostics += found
            if let decoded { configuration = decoded }
        }
        configurationOverride?(&configuration)
        var resources: [String] = []
        var texts: [String] = []
        func files(in folder: String) -> [String] {
            markdownFiles(in: folder, resources: &resources, texts: &texts, diagnostics: &diagnostics)
        }
        var plan = Plan(
            configuration: configuration, episodeFiles: files(in: "episodes"),
            collectionFiles: files(in: "collections"), pageFiles: files(in: "pages"), personFiles: files(in: "people")
        )
        plan.topLevelPages = topLevelPages(diagnostics: &diagnostics)
        plan.pageFiles += plan.topLevelPages
        plan.bundleResources = resources
        plan.bundleTexts = texts
        if plan.episodeFiles.isEmpty && kind("episodes") == .missing {
            diagnostics.append(
                .warning(
                    "there is no Content/episodes folder; the site has no episodes",
                    at: SourcePosition.start(of: display("episodes"))))
        }
        return plan
    }

    /// Reads everything; errors are diagnostics, never thrown.
    public func load(configurationOverride: ((inout SiteConfiguration) -> Void)? = nil) async -> LoadedContent {
        await load(reusing: ParsedFiles(), configurationOverride: configurationOverride).content
    }

    /// Reads everything, taking each Markdown file whose text (and the options that shape its
    /// decoding) is unchanged from `cache` instead of parsing it again; with an empty cache,
    /// every file is parsed.
    /// - Returns: the content, the decoded files for the next load and how many were parsed.
    /// - Parameter keepingTexts: whether the decoded files keep their texts for the next load
    ///   (a build that keeps no cache does not hold every text until it ends).
    package func load(
        reusing cache: ParsedFiles, keepingTexts: Bool = true,
        configurationOverride: ((inout SiteConfiguration) -> Void)? = nil
    ) async -> (content: LoadedContent, files: ParsedFiles, parsed: Int) {
        var diagnostics: [Diagnostic] = []
        let plan = plan(configurationOverride: configurationOverride, diagnostics: &diagnostics)
        let configuration = plan.configuration
        let decoder = {
            var decoder = ContentFileDecoder(configuration)
            decoder.highlights.cache = highlights
            decoder.marksElements = marksElements
            return decoder
        }()
        let keep = keepingTexts
        // Content/'s other files are listed beside the parse: a show's pictures are thousands of
        // files, and listed after it they kept one core working alone.
        async let listedAssets = { [self] in
            var found: [Diagnostic] = []
            let files = assetFiles(diagnostics: &found)
            return (files: files, diagnostics: found)
        }()
        // The data files are read beside the parse too: templates read them, and nothing else.
        async let loadedData = { [self] in
            var found: [Diagnostic] = []
            let data = loadData(diagnostics: &found)
            return (data: data, diagnostics: found)
        }()
        async let episodes = decodeAll(plan.episodeFiles, cache: cache.episodes, settings: decoder, keepingTexts: keep)
        { decoder.episode($0, path: $1, fileName: $2) }
        async let collections = decodeAll(
            plan.collectionFiles, cache: cache.collections, settings: decoder, keepingTexts: keep
        ) { decoder.collection($0, path: $1, fileName: $2) }
        async let pages = decodeAll(plan.pageFiles, cache: cache.pages, settings: decoder, keepingTexts: keep) {
            decoder.page($0, path: $1, fileName: $2)
        }
        async let people = decodeAll(plan.personFiles, cache: cache.people, settings: decoder, keepingTexts: keep) {
            decoder.person($0, path: $1, fileName: $2)
        }
        let (loadedEpisodes, loadedCollections, loadedPages, loadedPeople) = await (
            episodes, collections, pages, people
        )
        let (builtPages, reserved) = withoutReservedTopLevelPages(loadedPages.values, plan: plan)
        // A page that is not built has one warning: its front matter's own (Hugo's `layout:`) are left out.
        let dropped = Set(reserved.compactMap(\.position?.file))
        diagnostics +=
            loadedEpisodes.diagnostics + loadedCollections.diagnostics
            + loadedPages.diagnostics.filter { $0.severity != .warning || !dropped.contains($0.position?.file ?? "") }
            + loadedPeople.diagnostics + reserved
        let topLevelPages = Set(plan.topLevelPages)
        let listed = await listedAssets
        diagnostics += listed.diagnostics
        let named = NameCollisions.check(
            (listed.files.filter { !topLevelPages.contains($0) } + plan.bundleResources).sorted())
        diagnostics += named.diagnostics
        let assets = named.kept
        let assetSet = Set(assets)
        // A bundle's Markdown transcript is found, though not published.
        let readable = assetSet.union(plan.bundleTexts)
        let settled = Self.settlingBundles(
            loadedEpisodes.values, loadedCollections.values, loadedPeople.values, pages: builtPages,
            assets: readable)
        diagnostics += settled.diagnostics
        let transcriptDecoder = TranscriptDecoder(
            unsafeHTML: decoder.unsafeHTML, highlightsCode: decoder.highlightsCode)
        let transcriptFiles = Set(
            settled.episodes.flatMap(\.media.transcripts).filter { transcriptDecoder.reads($0.format) }
                .compactMap(\.localPath)
        ).filter(readable.contains)
        let stray = strayMarkdown(assets, transcripts: transcriptFiles)
        diagnostics += stray.warnings
        let data = await loadedData
        diagnostics += data.diagnostics
        diagnostics += hugoPeopleDataWarnings(data.data.files)
        diagnostics += bundledMarkdownWarnings(
            plan.bundleTexts, transcripts: transcriptFiles,
            pages: plan.episodeFiles + plan.collectionFiles + plan.pageFiles + plan.personFiles)
        let loadedTranscripts = await decodeAll(
            transcriptFiles.sorted(), cache: cache.transcripts, settings: decoder, keepingTexts: keep
        ) { text, path, _ in transcriptDecoder.decode(text, path: path, relative: String(path.dropFirst(8))) }
        diagnostics += loadedTranscripts.diagnostics
        var content = LoadedContent(
            configuration: configuration, episodes: settled.episodes, collections: settled.collections,
            pages: builtPages,
            assets: stray.unpublished.isEmpty ? assets : assets.filter { !stray.unpublished.contains($0) },
            diagnostics: diagnostics.sorted()
        )
        content.people = settled.people
        content.data = data.data
        content.transcripts = Dictionary(
            loadedTranscripts.values.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        content.mediaSizes = mediaSizes(of: settled.episodes, among: assetSet)
        let files = ParsedFiles(
            episodes: loadedEpisodes.entries, collections: loadedCollections.entries, pages: loadedPages.entries,
            people: loadedPeople.entries, transcripts: loadedTranscripts.entries)
        let parsed =
            loadedEpisodes.parsed + loadedCollections.parsed + loadedPages.parsed + loadedPeople.parsed
            + loadedTranscripts.parsed
        return (content, files, parsed)
    }

    /// Reads and decodes one Markdown file unless `cached` holds it with the same stamp or text.
    /// - Returns: the entry, and whether the file was parsed; a failure when it cannot be read.
    package func decode<Value: Sendable>(
        _ relative: String, cached: ParsedFiles.Entry<Value>?, settings: ContentFileDecoder, keepingText: Bool = true,
        decode: (String, String, String) -> (Value?, [Diagnostic])
    ) -> Result<(entry: ParsedFiles.Entry<Value>, parsed: Bool), Diagnostic> {
        let stamp = fileSystem.stamp(contentURL(relative))
        // A session keeps texts: an entry a build's archive gave back has none, so its file is read.
        if let cached, cached.settings == settings, let stamp, cached.stamp == stamp, !keepingText || cached.text != nil
        {
            return .success((cached, false))
        }
        let settled = stamp.flatMap { $0.isOldEnoughToTrust() ? $0 : nil }
        switch readText(relative) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let text):
            if var cached, cached.settings == settings, ParsedFiles.entry(cached, wasDecodedFrom: text) {
                cached.stamp = settled
                if keepingText { cached.text = text }
                return .success((cached, false))
            }
            let (value, diagnostics) = decode(text, display(relative), PageBundle.sourceName(of: relative))
            // A build keeps the text's digest, not the text: the archive's entries are compared by it.
            let entry = ParsedFiles.Entry(
                text: keepingText ? text : nil, digest: keepingText ? nil : TextDigest(text), stamp: settled,
                settings: settings, value: value, diagnostics: diagnostics)
            return .success((entry, true))
        }
    }

    /// Decodes the files whose text changed, on every core; the results come back sorted by path.
    private func decodeAll<Value: Sendable>(
        _ files: [String], cache: [String: ParsedFiles.Entry<Value>], settings: ContentFileDecoder, keepingTexts: Bool,
        decode: @escaping @Sendable (String, String, String) -> (Value?, [Diagnostic])
    ) async -> (values: [Value], diagnostics: [Diagnostic], entries: [String: ParsedFiles.Entry<Value>], parsed: Int) {
        let results = await files.concurrentMap { relative in
            self.decode(
                relative, cached: cache[relative], settings: settings, keepingText: keepingTexts, decode: decode)
        }
        var values: [Value] = []
        var diagnostics: [Diagnostic] = []
        var entries: [String: ParsedFiles.Entry<Value>] = [:]
        var parsed = 0
        for (relative, result) in zip(files, results) {
            switch result {
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            case .success(let outcome):
                entries[relative] = outcome.entry
                if let value = outcome.entry.value { values.append(value) }
                diagnostics += outcome.entry.diagnostics
                if outcome.parsed { parsed += 1 }
            }
        }
        return (values, diagnostics, entries, parsed)
    }

    /// The sizes of the local audio and video files the episodes name (those that exist).
    func mediaSizes(of episodes: [Episode], among assets: Set<String>) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for episode in episodes {
            for enclosure in episode.media.audio + (episode.media.video?.files ?? []) {
                guard case .local(let path) = enclosure.location, assets.contains(path), sizes[path] == nil else {
                    continue
                }
                sizes[path] = fileSystem.size(contentURL(path)) ?? (try? fileSystem.read(contentURL(path)).count)
            }
        }
        return sizes
    }
}
