import Foundation
import ServiceLifecycle
import SitegenDiagnostics
import SitegenOutput
import SitegenPipeline
import SitegenPlatform

/// Runs a rebuild after each burst of changes in Content/ and Themes/ (the bursts that end
/// during a rebuild merged into the next), one at a time, and
/// broadcasts the outcome to the open pages.
struct RebuildCoordinator: Service {
    var session: SiteBuildSession
    var options: SiteBuildOptions
    var hub: ReloadHub
    /// The watcher, started before the first build.
    var watcher: any FolderWatcher
    var report: @Sendable (PreviewMessage) -> Void

    func run() async throws {
        await withGracefulShutdownHandler {
            // The bursts that ended during a rebuild are one rebuild after it.
            for await _ in watcher.signals {
                let paths = watcher.takeChanges()
                if !paths.isEmpty { await rebuild(after: paths) }
            }
        } onGracefulShutdown: {
            watcher.stop()
        }
        watcher.stop()
    }

    /// Rebuilds and tells the pages: reload, swap the stylesheet, or show the errors.
    func rebuild(after paths: [String]) async {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = await session.build(options.withCurrentTime(), changedPaths: paths)
        let milliseconds = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        report(.built(result, milliseconds: milliseconds))
        guard result.succeeded else {
            let text = result.diagnostics.filter { $0.severity == .error }.map(\.description).joined(separator: "\n")
            await hub.broadcast(.buildError(text))
            return
        }
        switch result.change {
        case .none:
            // A burst that changed no output byte (a second event of one save, a touch) reloads
            // nothing, unless the pages still show an error overlay that this good build clears.
            if await hub.isShowingError { await hub.broadcast(.reload) }
        case .stylesheet(let path):
            await hub.broadcast(.stylesheet(path))
        case .pages:
            await hub.broadcast(.reload)
        }
    }
}
