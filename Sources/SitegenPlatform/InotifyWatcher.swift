#if os(Linux)
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// Watches folders recursively with inotify (one watch per folder, new folders added as they
    /// appear) and reports each burst of changes once, after `quiet` of silence; bursts that end
    /// while the consumer is busy are merged, never dropped.
    ///
    /// A dedicated thread blocks in `poll`: no polling of files, no work while nothing changes.
    final class InotifyWatcher: FolderWatcher, @unchecked Sendable {
        private let queue = ChangeQueue()
        /// One element after each burst; the changes wait for ``takeChanges()``.
        var signals: AsyncStream<Void> { queue.signals }
        private let roots: [String]
        private let quietMilliseconds: Int32
        private var descriptor: Int32 = -1
        private var wakePipe: [Int32] = [-1, -1]
        private var folders: [Int32: String] = [:]
        /// The watches on the roots' parent folders, by descriptor: they see a root appear (a
        /// `Themes/` made, or copied in, after serve started) or go.
        private var parents: [Int32: String] = [:]
        private var thread: Thread?

        /// Creates a watcher for folders (missing ones are skipped) and files' parent folders.
        ///
        /// An editor's save (write, or write a copy and rename it) arrives within a few milliseconds
        /// and a `git checkout` as a stream without gaps, so 30 ms of silence ends a burst; a longer
        /// wait only delays every reload.
        init(roots: [String], quietMilliseconds: Int32 = 30) {
            self.roots = roots
            self.quietMilliseconds = quietMilliseconds
        }

        /// The changed paths (absolute) of every burst since the last call, merged: the bursts that
        /// ended while a rebuild ran are one rebuild after it.
        func takeChanges() -> [String] { queue.take() }

        /// Starts watching; false if inotify is not available.
        func start() -> Bool {
            descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0, pipe(&wakePipe) == 0 else { return false }
            for root in roots { addRecursively(root) }
            watchParents()
            let thread = Thread { [self] in loop() }
            thread.name = "sitegen-watcher"
            self.thread = thread
            thread.start()
            return true
        }

        /// Guards `wakePipe` between `stop` and the thread that closes it.
        private let pipeLock = NSLock()

        /// Stops the thread and ends the stream; a second call does nothing (the pipe it would
        /// write to is closed, and its descriptor number may be another file's by then).
        func stop() {
            pipeLock.withLock {
                guard wakePipe[1] >= 0 else { return }
                var byte: UInt8 = 1
                _ = write(wakePipe[1], &byte, 1)
            }
        }

        private static let mask: UInt32 = UInt32(
            IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                | IN_DELETE_SELF | IN_MOVE_SELF)

        /// Watches each root's parent folder for the root's name only: a root missing at the
        /// start (a site on the built-in theme has no `Themes/`), or removed and made again
        /// (`rm -r Themes`, then `cp -r`), is watched as soon as it appears. `IN_MASK_ADD` keeps
        /// the events of a parent that is itself a watched folder.
        private func watchParents() {
            let mask = UInt32(IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM | IN_ONLYDIR | IN_MASK_ADD)
            for parent in Set(roots.map { ($0 as NSString).deletingLastPathComponent }) {
                let watch = inotify_add_watch(descriptor, parent, mask)
                if watch >= 0 { parents[watch] = parent }
            }
        }

        private func addRecursively(_ path: String) {
            guard FileStatus(atPath: path, followingLink: true)?.isFolder == true else { return }
            let watch = inotify_add_watch(descriptor, path, Self.mask)
            guard watch >= 0 else { return }
            // The same folder again (one watch per folder): under the same name, or through a
            // symbolic link to one of its own parents, which would otherwise go round for ever.
            if let known = folders[watch], known == path || path.hasPrefix(known + "/") { return }
            folders[watch] = path
            let names = (try? FolderListing.names(atPath: path)) ?? []
            for name in names where !name.hasPrefix(".") {
                let child = path + "/" + name
                if FileStatus(atPath: child, followingLink: true)?.isFolder == true { addRecursively(child) }
            }
        }

        /// Stops watching a folder moved away and the folders under it: a watch follows the
        /// folder, so its events would go on naming the old path. A move within the roots
        /// watches it again under the new name (`IN_MOVED_TO` follows `IN_MOVED_FROM`).
        private func unwatch(_ path: String) {
            for (watch, folder) in folders where folder == path || folder.hasPrefix(path + "/") {
                inotify_rm_watch(descriptor, watch)
                folders[watch] = nil
            }
        }

        private func loop() {
            var pending: [String] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                var fds = [
                    pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&fds, 2, pending.isEmpty ? -1 : quietMilliseconds)
                if ready < 0 { if errno == EINTR { continue } else { break } }
                if fds[1].revents != 0 { break }
                if ready == 0 {
                    queue.deliver(pending)
                    pending = []
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                var offset = 0
                while offset + 16 <= count {
                    let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw in
                        (
                            raw.load(fromByteOffset: offset, as: Int32.self),
                            raw.load(fromByteOffset: offset + 4, as: UInt32.self),
                            Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self))
                        )
                    }
                    let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + nameLength)].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    offset += 16 + nameLength
                    if mask & UInt32(IN_IGNORED) != 0 {
                        folders[watch] = nil
                        parents[watch] = nil
                        continue
                    }
                    // Events were lost: report the roots, so that the rebuild looks at everything.
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { pending += roots; continue }
                    guard let folder = folders[watch] else {
                        // A root's parent: only the roots' own names count (never Output/).
                        if let parent = parents[watch], roots.contains(parent + "/" + name) {
                            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addRecursively(parent + "/" + name) }
                            pending.append(parent + "/" + name)
                        }
                        continue
                    }
                    let path = name.isEmpty ? folder : folder + "/" + name
                    if !name.isEmpty && !WatchedNames.counts(name) { continue }
                    if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_MOVED_FROM) != 0 { unwatch(path) }
                    // A symbolic link to a folder (a theme linked in) has no IN_ISDIR: it is
                    // followed as at the start, where `addRecursively` looks through links.
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addRecursively(path) }
                    pending.append(path)
                }
            }
            close(descriptor)
            pipeLock.withLock {
                close(wakePipe[0])
                close(wakePipe[1])
                wakePipe = [-1, -1]
            }
            queue.finish()
        }
    }
#endif
