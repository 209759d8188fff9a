import Foundation
import ServiceLifecycle
import SitegenLayout
import SitegenSite

/// Runs a rebuild after each burst of changes in Content/ and Themes/, one at a time, and
/// broadcasts the outcome to the open pages.
struct RebuildCoordinator: Service {
    var generator: IncrementalSiteGenerator
    var options: SiteBuildOptions
    var hub: ReloadHub
    var report: @Sendable (PreviewMessage) -> Void

    /// The folders and files a site build reads.
    var watchedRoots: [String] {
        ["Content", "Themes"].map { options.source.appendingPathComponent($0).resolvingSymlinksInPath().path }
    }

    func run() async throws {
        let watcher = DirectoryWatcher(roots: watchedRoots + Self.themeLinks(in: options.source))
        guard watcher.start() else {
            try? await gracefulShutdown()
            return
        }
        await withGracefulShutdownHandler {
            for await paths in watcher.changes {
                await rebuild(after: paths)
            }
        } onGracefulShutdown: {
            watcher.stop()
        }
        watcher.stop()
    }

    /// Theme folders that are symbolic links (Themes/default → the built-in theme's sources).
    static func themeLinks(in source: URL) -> [String] {
        let themes = source.appendingPathComponent("Themes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: themes.path)) ?? []
        return names.map { themes.appendingPathComponent($0).resolvingSymlinksInPath().path }
    }

    /// Rebuilds and tells the pages: reload, swap the stylesheet, or show the errors.
    func rebuild(after paths: [String]) async {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = await generator.build(options.withCurrentTime(), changedPaths: paths)
        let statistics = await generator.lastStatistics
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        report(.built(result, milliseconds: milliseconds, statistics: statistics))
        guard result.succeeded else {
            let text = result.diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "\n")
            await hub.broadcast(.buildError(text))
            return
        }
        let changed = statistics.changedPaths
        // A burst that changed no output byte (a second event of one save, a touch) reloads
        // nothing, unless the pages still show an error overlay that this good build clears.
        if changed.isEmpty, await !hub.isShowingError { return }
        let cssOnly = !paths.isEmpty && paths.allSatisfy { $0.hasSuffix(".css") }
        // The new stylesheet is among the files written (the old one is among the removed).
        if cssOnly, let stylesheet = statistics.writtenPaths.first(where: { $0.hasPrefix("assets/site.") && $0.hasSuffix(".css") && !$0.contains("/", after: "assets/") }),
           changed.allSatisfy({ $0.hasSuffix(".html") || $0.hasSuffix(".css") }) {
            await hub.broadcast(.stylesheet(stylesheet))
        } else {
            await hub.broadcast(.reload)
        }
    }
}

private extension String {
    func contains(_ character: Character, after prefix: String) -> Bool {
        dropFirst(prefix.count).contains(character)
    }
}
