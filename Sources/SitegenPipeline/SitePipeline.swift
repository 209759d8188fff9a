import Foundation
import SitegenContent
import SitegenDiagnostics
public import SitegenFileSystem
import SitegenHighlight
import SitegenMarkdown
import SitegenOutput
import SitegenRender

/// The one pipeline of `sitegen build` and of every `sitegen serve` rebuild: the steps of
/// ``steps``, given the cache the previous build left (empty for a plain build).
///
/// What a rebuild may skip is decided inside these stages from the cache and from what the file
/// watcher saw change (see ``BuildScope``): Markdown files whose text is unchanged are not parsed
/// again, files whose recorded reads are unchanged are not rendered again, and output files
/// whose bytes are unchanged are not written again.
public struct SitePipeline: Sendable {
    /// The file system.
    public var fileSystem: FileSystem

    /// Creates a pipeline.
    public init(fileSystem: FileSystem = .disk) {
        self.fileSystem = fileSystem
    }

    /// Builds a site from nothing; on any error the output folder is left as it was.
    public func build(_ options: SiteBuildOptions) async -> SiteBuildResult {
        var cache = BuildCache()
        return await run(options, cache: &cache, changedPaths: nil, keeping: false)
    }

    /// Builds a site, reusing what `cache` holds and leaving there what the next build may
    /// reuse; on any error the output folder is left as it was.
    /// - Parameters:
    ///   - options: the build.
    ///   - cache: what the previous build left (empty for the first).
    ///   - changedPaths: the absolute paths a file watcher saw change since that build, if known.
    public func run(
        _ options: SiteBuildOptions, cache: inout BuildCache, changedPaths: [String]? = nil
    ) async -> SiteBuildResult {
        await run(options, cache: &cache, changedPaths: changedPaths, keeping: true)
    }

    /// The build, step by step: reading this list tells the whole build. A full build runs
    /// every step but `model`; a rebuild after edits to episodes' texts alone takes the last
    /// build's model instead of the steps up to `pictures`.
    static let steps: [BuildStep] = [
        BuildStep(name: "model", scope: .episodeTexts, isTimed: false) { $0.reuseModel(&$1) },
        BuildStep(name: "content", scope: .everything) { await $0.loadContent(&$1) },
        BuildStep(name: "search probe", scope: .everything, startsBesideNext: true) {
            $0.startSearchProbe(&$1)
        },
        BuildStep(name: "picture sources", scope: .everything, startsBesideNext: true) {
            $0.startPreparingPictures(&$1)
        },
        BuildStep(name: "theme", scope: .everything) { $0.loadTheme(&$1) },
        BuildStep(name: "render hooks", scope: .everything, isTimed: false) { await $0.checkRenderHooks(&$1) },
        BuildStep(name: "site", scope: .everything, stopsOnErrors: true) { $0.assembleSite(&$1) },
        BuildStep(name: "pictures", scope: .everything, stopsOnErrors: true) { await $0.makePictures(&$1) },
        BuildStep(name: "pages", scope: .always, stopsOnErrors: true) { await $0.composePages(&$1) },
        BuildStep(name: "search check", scope: .always, isTimed: false, stopsOnErrors: true) {
            await $0.checkSearch(&$1)
        },
        BuildStep(name: "write", scope: .always) { await $0.writeOutput(&$1) },
        BuildStep(name: "remember", scope: .always, isTimed: false) { $0.remember(&$1) },
    ]

    /// Runs the steps. The cache is handed to the run and back once, and each part of it is
    /// taken out while a step changes it, so that it is changed in place, never copied.
    private func run(
        _ options: SiteBuildOptions, cache: inout BuildCache, changedPaths: [String]?, keeping: Bool
    ) async -> SiteBuildResult {
        if let stopped = Self.precheck(options, fileSystem: fileSystem) { return stopped }
        var run = BuildRun(options: options, keeping: keeping, scope: scope(options, cache, changedPaths))
        swap(&cache, &run.cache)
        defer { swap(&cache, &run.cache) }
        for step in Self.steps where step.scope.includes(run.scope) {
            await step.body(self, &run)
            if step.isTimed, !step.startsBesideNext { run.times.end(step.name, within: run.timedPart.take()) }
            if run.stopped || (step.stopsOnErrors && run.hasErrors) {
                await run.finish()
                return SiteBuildResult(stoppedWith: Self.unique(run.diagnostics))
            }
        }
        await run.finish()
        return result(of: run)
    }

    /// What a build after changes to `changedPaths` has to build again.
    private func scope(_ options: SiteBuildOptions, _ cache: BuildCache, _ changedPaths: [String]?) -> BuildScope {
        let scope = BuildScope.of(options, changedPaths: changedPaths, cache: cache, fileSystem: fileSystem)
        if case .episodeTexts(let edits, _) = scope, let model = cache.model,
            edits.contains(where: { Self.imageLinks($0.episode) != Self.imageLinks(model.site.episodes[$0.index]) })
        {
            return .everything  // a body now shows other pictures: the images stage runs again
        }
        return scope
    }

    /// A failed build for a bad `--base-url` or a missing or unusable Content/ folder, else nil.
    static func precheck(_ options: SiteBuildOptions, fileSystem: FileSystem) -> SiteBuildResult? {
        if let baseURL = options.baseURL, let problem = SiteBuildOptions.baseURLProblem(baseURL) {
            return SiteBuildResult(stoppedWith: [.error(problem, at: nil)])
        }
        if let problem = ContentLoader.contentFolderProblem(in: options.source, fileSystem: fileSystem) {
            return SiteBuildResult(stoppedWith: [problem])
        }
        return nil
    }

    /// The root-relative image destinations of an episode's body.
    static func imageLinks(_ episode: Episode) -> [String] {
        episode.document.links.filter { $0.isImage && $0.siteDestination.hasPrefix("/") }.map(\.siteDestination)
    }

    static func hasErrors(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error }
    }

    /// The diagnostics without repeats, sorted.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sorted()
    }
}
