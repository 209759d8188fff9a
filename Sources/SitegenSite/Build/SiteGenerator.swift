import Foundation
import SitegenLayout

/// The `sitegen build` pipeline: load → model → theme → compose and render → write.
public struct SiteGenerator: Sendable {
    /// The file system.
    public var fileSystem: FileSystem

    /// Creates a generator.
    public init(fileSystem: FileSystem = .disk) {
        self.fileSystem = fileSystem
    }

    /// Builds a site; on any error the output folder is left as it was.
    public func build(_ options: SiteBuildOptions) async -> SiteBuildResult {
        var diagnostics: [Diagnostic] = []
        if let stopped = SiteGenerator.precheck(options, fileSystem: fileSystem) { return stopped }
        let loader = ContentLoader(siteFolder: options.source, fileSystem: fileSystem)
        let content = await loader.load { options.applyBaseURL(to: &$0) }
        diagnostics += content.diagnostics
        let (theme, themeDiagnostics) = loadTheme(content.configuration.theme, siteFolder: options.source)
        diagnostics += themeDiagnostics
        let builder = SiteBuilder(includeDrafts: options.includeDrafts, includeFuture: options.includeFuture, now: options.now)
        let (site, siteDiagnostics) = builder.build(content)
        diagnostics += siteDiagnostics
        guard let site, let theme, !diagnostics.contains(where: { $0.severity == .error }) else {
            return SiteBuildResult(diagnostics: Self.unique(diagnostics), pagesWritten: 0, filesWritten: 0)
        }
        let composed = await SiteComposer(site: site, theme: theme, fileSystem: fileSystem, siteFolder: options.source).compose()
        diagnostics += composed.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return SiteBuildResult(diagnostics: Self.unique(diagnostics), pagesWritten: 0, filesWritten: 0)
        }
        diagnostics += await SiteWriter(fileSystem: fileSystem).write(composed.files, to: options.output)
        let pages = composed.files.filter { $0.path.hasSuffix(".html") }.count
        return SiteBuildResult(diagnostics: Self.unique(diagnostics), pagesWritten: pages, filesWritten: composed.files.count)
    }

    /// A failed build for a bad `--base-url` or a missing or unusable Content/ folder, else nil.
    static func precheck(_ options: SiteBuildOptions, fileSystem: FileSystem) -> SiteBuildResult? {
        if let baseURL = options.baseURL, case .failure(let problem) = SiteConfigurationDecoder.normalizedBaseURL(baseURL) {
            return SiteBuildResult(diagnostics: [.error("--base-url \(problem.message)", at: nil)], pagesWritten: 0, filesWritten: 0)
        }
        if let problem = ContentLoader.contentFolderProblem(in: options.source, fileSystem: fileSystem) {
            return SiteBuildResult(diagnostics: [problem], pagesWritten: 0, filesWritten: 0)
        }
        return nil
    }

    /// The site's own `Themes/<name>/`, else the built-in default theme.
    func loadTheme(_ name: String, siteFolder: URL) -> (Theme?, [Diagnostic]) {
        let own = siteFolder.appendingPathComponent("Themes").appendingPathComponent(name)
        let loader = ThemeLoader(fileSystem: fileSystem)
        if fileSystem.kind(own) == .directory || fileSystem.kind(own) == .symbolicLink {
            return loader.load(folder: own.resolvingSymlinksInPath(), displayPath: "Themes/\(name)")
        }
        guard name == "default", let builtIn = Theme.builtInFolder else {
            return (nil, [.error("there is no theme '\(name)': Themes/\(name)/ does not exist and only 'default' is built in", at: SourcePosition(file: "Content/site.yml", line: 1, column: 1))])
        }
        return loader.load(folder: builtIn, displayPath: "(built-in theme default)")
    }

    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sorted()
    }
}
