#if canImport(CoreServices)
    import CoreServices
    import Foundation

    /// Watches folders with FSEvents (file-level events), the macOS interface Finder and
    /// Spotlight use: recursive by nature, with no watch per folder.
    ///
    /// It watches the roots' parent folders, so that a root made after the start (a `Themes/`
    /// copied in) is seen, and keeps only paths under a root. FSEvents names paths as the kernel
    /// resolves them (`/private/var/…` for `/var/…`), so each root is resolved once and its
    /// events are reported under the name the caller gave. Unlike inotify, it does not follow a
    /// symbolic link inside a root: a theme linked in from elsewhere is not watched.
    final class FSEventsWatcher: FolderWatcher, @unchecked Sendable {
        private let queue = ChangeQueue()
        /// One element after each burst; the changes wait for ``takeChanges()``.
        var signals: AsyncStream<Void> { queue.signals }
        /// Each root as the kernel names it, with the name the caller used.
        private let roots: [(real: String, given: String)]
        private let quiet: Double
        /// The queue FSEvents calls back on; every mutable property below is used only on it.
        private let dispatch = DispatchQueue(label: "sitegen-fsevents")
        private var stream: FSEventStreamRef?
        private var pending: [String] = []
        private var generation = 0
        private var stopped = false

        /// Creates a watcher of folders (missing ones are watched once they appear).
        init(roots: [String], quietMilliseconds: Int32 = 30) {
            self.roots = roots.map { (real: Self.resolved($0), given: $0) }
            quiet = Double(quietMilliseconds) / 1000
        }

        func takeChanges() -> [String] { queue.take() }

        func start() -> Bool {
            let parents = Array(Set(roots.map { ($0.real as NSString).deletingLastPathComponent }))
            var context = FSEventStreamContext(
                version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil,
                copyDescription: nil)
            let flags = FSEventStreamCreateFlags(
                kFSEventStreamCreateFlagUseCFTypes | kFSEventStreamCreateFlagFileEvents
                    | kFSEventStreamCreateFlagNoDefer)
            let callback: FSEventStreamCallback = { _, info, _, paths, _, _ in
                guard let info else { return }
                let watcher = Unmanaged<FSEventsWatcher>.fromOpaque(info).takeUnretainedValue()
                // With kFSEventStreamCreateFlagUseCFTypes, `paths` is a CFArray of CFString.
                let names = Unmanaged<CFArray>.fromOpaque(paths).takeUnretainedValue() as NSArray as? [String] ?? []
                watcher.receive(names)
            }
            guard
                let stream = FSEventStreamCreate(
                    kCFAllocatorDefault, callback, &context, parents as CFArray,
                    FSEventStreamEventId(kFSEventStreamEventIdSinceNow), quiet, flags)
            else { return false }
            self.stream = stream
            FSEventStreamSetDispatchQueue(stream, dispatch)
            return FSEventStreamStart(stream)
        }

        func stop() {
            dispatch.sync {
                guard !stopped else { return }
                stopped = true
                if let stream {
                    FSEventStreamStop(stream)
                    FSEventStreamInvalidate(stream)
                    FSEventStreamRelease(stream)
                }
                stream = nil
                queue.finish()
            }
        }

        /// Queues the paths under a root and ends the burst after `quiet` with no new event.
        private func receive(_ paths: [String]) {
            let reported = paths.compactMap(reportedPath(for:))
            guard !reported.isEmpty, !stopped else { return }
            pending += reported
            generation += 1
            let burst = generation
            dispatch.asyncAfter(deadline: .now() + quiet) { [self] in
                guard burst == generation, !stopped else { return }
                queue.deliver(pending)
                pending = []
            }
        }

        /// A path under the name the caller gave its root; nil outside every root, or for a
        /// hidden name or an editor's scratch file.
        private func reportedPath(for path: String) -> String? {
            let path = path.hasSuffix("/") ? String(path.dropLast()) : path
            for (real, given) in roots where path == real || path.hasPrefix(real + "/") {
                let rest = path.dropFirst(real.count)
                guard rest.split(separator: "/").allSatisfy({ WatchedNames.counts(String($0)) }) else { return nil }
                return given + rest
            }
            return nil
        }

        /// A path with its links resolved (`realpath(3)`), its last component kept as given
        /// when it does not exist yet.
        private static func resolved(_ path: String) -> String {
            if let real = realpath(path, nil) {
                defer { free(real) }
                return String(cString: real)
            }
            let parent = (path as NSString).deletingLastPathComponent
            guard parent != path, let real = realpath(parent, nil) else { return path }
            defer { free(real) }
            return String(cString: real) + "/" + (path as NSString).lastPathComponent
        }
    }
#endif
