public import Foundation
public import SitegenLayout

/// Reads `Content/`: `site.yml`, `episodes/`, `collections/`, `pages/` and the asset folders,
/// decoding the Markdown files in parallel.
public struct ContentLoader: Sendable {
    /// The site folder (it holds `Content/`).
    public var siteFolder: URL
    /// The file system.
    public var fileSystem: FileSystem

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
        let plan = Plan(
            configuration: configuration, episodeFiles: markdownFiles(in: "episodes", diagnostics: &diagnostics),
            collectionFiles: markdownFiles(in: "collections", diagnostics: &diagnostics), pageFiles: markdownFiles(in: "pages", diagnostics: &diagnostics)
        )
        if plan.episodeFiles.isEmpty && kind("episodes") == .missing {
            diagnostics.append(.warning("there is no Content/episodes folder; the site has no episodes", at: SourcePosition(file: display("episodes"), line: 1, column: 1)))
        }
        return plan
    }

    /// Reads everything; errors are diagnostics, never thrown.
    public func load(configurationOverride: ((inout SiteConfiguration) -> Void)? = nil) async -> LoadedContent {
        var diagnostics: [Diagnostic] = []
        let plan = plan(configurationOverride: configurationOverride, diagnostics: &diagnostics)
        let (configuration, episodeFiles, collectionFiles, pageFiles) = (plan.configuration, plan.episodeFiles, plan.collectionFiles, plan.pageFiles)
        let decoder = ContentFileDecoder(unsafeHTML: configuration.unsafeHTML)
        async let episodes = decodeAll(episodeFiles) { text, path, name in decoder.episode(text, path: path, fileName: name) }
        async let collections = decodeAll(collectionFiles) { text, path, name in decoder.collection(text, path: path, fileName: name) }
        async let pages = decodeAll(pageFiles) { text, path, name in decoder.page(text, path: path, fileName: name) }
        let (loadedEpisodes, loadedCollections, loadedPages) = await (episodes, collections, pages)
        diagnostics += loadedEpisodes.diagnostics + loadedCollections.diagnostics + loadedPages.diagnostics
        let assets = assetFiles(diagnostics: &diagnostics)
        return LoadedContent(
            configuration: configuration, episodes: loadedEpisodes.values, collections: loadedCollections.values,
            pages: loadedPages.values, assets: assets, diagnostics: diagnostics.sorted()
        )
    }

    /// Decodes files in parallel; the results come back sorted by path.
    private func decodeAll<Value: Sendable>(
        _ files: [String], decode: @escaping @Sendable (String, String, String) -> (Value?, [Diagnostic])
    ) async -> (values: [Value], diagnostics: [Diagnostic]) {
        let results = await withTaskGroup(of: (Int, Value?, [Diagnostic]).self) { group in
            for (index, relative) in files.enumerated() {
                group.addTask {
                    switch readText(relative) {
                    case .failure(let diagnostic): return (index, nil, [diagnostic])
                    case .success(let text):
                        let name = String(relative.split(separator: "/").last ?? "")
                        let (value, diagnostics) = decode(text, display(relative), name)
                        return (index, value, diagnostics)
                    }
                }
            }
            var collected: [(Int, Value?, [Diagnostic])] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }
        }
        return (results.compactMap(\.1), results.flatMap(\.2))
    }
}
