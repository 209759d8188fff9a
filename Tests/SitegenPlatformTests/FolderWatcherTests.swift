import Foundation
import SitegenTestSupport
import Testing

@testable import SitegenPlatform

/// Each platform's watcher on its own (the system's own, inotify here, and the portable polling
/// one): what it reports after real file-system changes. Each wait has a ceiling against a
/// watcher that never reports, not a limit on speed.
@Suite struct FolderWatcherTests {
    /// The implementations whose watchers run here.
    static let platforms = ["native", "posix"]

    static func watcher(_ platform: String, roots: [String], quietMilliseconds: Int32 = 30) -> any FolderWatcher {
        (platform == "posix" ? Platform.posix : Platform.native).makeWatcher(roots, quietMilliseconds)
    }

    /// Collects the watcher's bursts and waits for one that names a path.
    final class Bursts: @unchecked Sendable {
        private let watcher: any FolderWatcher
        private var iterator: AsyncStream<Void>.AsyncIterator
        /// Every path reported so far.
        private(set) var seen: [String] = []

        init(_ watcher: any FolderWatcher) {
            self.watcher = watcher
            iterator = watcher.signals.makeAsyncIterator()
        }

        /// Whether a burst names `path` (or, unless `exactly`, a path below it) before the ceiling.
        func reach(_ path: String, exactly: Bool = false, ceiling: Duration = .seconds(30)) async -> Bool {
            let deadline = ContinuousClock.now + ceiling
            while ContinuousClock.now < deadline {
                let next = await withTaskGroup(of: [String]?.self) { group in
                    group.addTask { [self] in await self.next() }
                    group.addTask {
                        try? await Task.sleep(until: deadline)
                        return nil
                    }
                    let first = await group.next() ?? nil
                    group.cancelAll()
                    return first
                }
                guard let burst = next else { return false }
                seen += burst
                if burst.contains(where: { $0 == path || (!exactly && $0.hasPrefix(path + "/")) }) {
                    return true
                }
            }
            return false
        }

        private func next() async -> [String]? { await iterator.next().map { watcher.takeChanges() } }
    }

    @Test(
        "a root missing at the start (a built-in theme's site has no Themes/) is watched once made, and after rm -r",
        arguments: platforms)
    func rootMadeLater(platform: String) async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-watcher")
        defer { try? FileManager.default.removeItem(at: site) }
        let content = site.appendingPathComponent("Content")
        let themes = site.appendingPathComponent("Themes")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let watcher = Self.watcher(platform, roots: [content.path, themes.path])
        try #require(watcher.start())
        defer { watcher.stop() }
        let bursts = Bursts(watcher)
        let theme = themes.appendingPathComponent("default")
        for round in 0..<2 {
            try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
            #expect(await bursts.reach(themes.path), "round \(round): Themes/ made, never reported")
            let stylesheet = theme.appendingPathComponent("style.css")
            try Data("body { color: red; }\n".utf8).write(to: stylesheet)
            #expect(await bursts.reach(stylesheet.path), "round \(round): a file in the new Themes/ never reported")
            try FileManager.default.removeItem(at: themes)
            #expect(await bursts.reach(themes.path), "round \(round): Themes/ removed, never reported")
        }
        // The parent's other entries (Output/, swapped by every rebuild) are not changes.
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Output"), withIntermediateDirectories: true)
        let note = content.appendingPathComponent("site.yml")
        try Data("title: x\n".utf8).write(to: note)
        #expect(await bursts.reach(note.path))
        #expect(!bursts.seen.contains { $0.hasPrefix(site.appendingPathComponent("Output").path) })
    }

    @Test("bursts that end while the consumer is busy (a long rebuild) are merged, none dropped", arguments: platforms)
    func burstsWhileBusy(platform: String) async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-watcher")
        defer { try? FileManager.default.removeItem(at: site) }
        let watcher = Self.watcher(platform, roots: [site.path], quietMilliseconds: 5)
        try #require(watcher.start())
        defer { watcher.stop() }
        // 80 saves 15 ms apart, each a burst of its own (more than the 64 the stream once kept),
        // while nothing takes them.
        let files = (0..<80).map { site.appendingPathComponent("save-\($0).md") }
        for file in files {
            try Data("saved\n".utf8).write(to: file)
            try await Task.sleep(for: .milliseconds(15))
        }
        var taken: Set<String> = []
        let deadline = ContinuousClock.now + .seconds(30)
        while !files.allSatisfy({ taken.contains($0.path) }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            taken.formUnion(watcher.takeChanges())
        }
        let lost = files.filter { !taken.contains($0.path) }.map(\.lastPathComponent)
        #expect(lost.isEmpty, "\(lost.count) saves never reported: \(lost.prefix(5))")
    }

    @Test(
        "a folder moved out of the roots is no longer watched; one moved within them is watched by its new name",
        arguments: platforms)
    func folderMovedAway(platform: String) async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-watcher")
        defer { try? FileManager.default.removeItem(at: site) }
        let content = site.appendingPathComponent("Content")
        let episodes = content.appendingPathComponent("episodes")
        let season = episodes.appendingPathComponent("season-1/extras")
        try FileManager.default.createDirectory(at: season, withIntermediateDirectories: true)
        let watcher = Self.watcher(platform, roots: [content.path])
        try #require(watcher.start())
        defer { watcher.stop() }
        let bursts = Bursts(watcher)
        // Within the roots: edits below the new name are reported by it, none by the old one.
        let renamed = episodes.appendingPathComponent("season-one")
        try FileManager.default.moveItem(at: episodes.appendingPathComponent("season-1"), to: renamed)
        #expect(await bursts.reach(renamed.path))
        let edited = renamed.appendingPathComponent("extras/bonus.md")
        try Data("# Bonus\n".utf8).write(to: edited)
        #expect(await bursts.reach(edited.path), "a save in a renamed folder never reported by its new path")
        // Out of the roots: its later edits are not the site's.
        let away = site.appendingPathComponent("Away")
        try FileManager.default.moveItem(at: renamed, to: away)
        // The folder's own name, not a path below it: a late report of the save above (a poll
        // that saw the file made, then written) must not stand for the move.
        #expect(await bursts.reach(renamed.path, exactly: true))
        let before = bursts.seen.count
        try Data("# Gone\n".utf8).write(to: away.appendingPathComponent("extras/gone.md"))
        let marker = content.appendingPathComponent("site.yml")
        try Data("title: x\n".utf8).write(to: marker)
        #expect(await bursts.reach(marker.path))
        let stale = bursts.seen[before...].filter {
            $0.hasPrefix(renamed.path) || $0.hasPrefix(episodes.path + "/season-1")
        }
        #expect(stale.isEmpty, "edits outside the roots reported as the site's: \(stale)")
    }

    @Test(
        "a symbolic link to a folder made after the start (a theme linked in) is followed, as at the start",
        arguments: platforms)
    func folderLinkMadeLater(platform: String) async throws {
        let site = try PackagePaths.temporaryFolder("sitegen-watcher")
        defer { try? FileManager.default.removeItem(at: site) }
        let themes = site.appendingPathComponent("Themes")
        let shared = site.appendingPathComponent("shared-theme")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: shared.appendingPathComponent("templates"), withIntermediateDirectories: true)
        // A link back to a parent (a loop) must not send the watcher round.
        try FileManager.default.createSymbolicLink(
            at: shared.appendingPathComponent("templates/loop"), withDestinationURL: shared)
        let watcher = Self.watcher(platform, roots: [themes.path])
        try #require(watcher.start())
        defer { watcher.stop() }
        let bursts = Bursts(watcher)
        let link = themes.appendingPathComponent("default")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: shared)
        #expect(await bursts.reach(link.path))
        try Data("body {}\n".utf8).write(to: shared.appendingPathComponent("templates/page.mustache"))
        #expect(
            await bursts.reach(link.appendingPathComponent("templates/page.mustache").path),
            "a save in a linked theme never reported")
    }
}
