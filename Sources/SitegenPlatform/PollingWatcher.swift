import Foundation

/// Watches folders by looking at them again and again: every file's and folder's status
/// (`lstat`) is compared with the last look's, and the paths that differ, appeared or went are a
/// burst once a look finds nothing new for `quiet`. It needs no system's own notification
/// interface, so any platform can fall back to it.
///
/// A status can stay the same across a write: a file system keeps times in ticks (a second on
/// HFS+ and FAT), so a second save of the same size within one tick keeps them all. As in Git's
/// "racily clean" rule, a file changed less than two seconds before a look is therefore also
/// compared by a digest of its bytes.
final class PollingWatcher: FolderWatcher, @unchecked Sendable {
    private let queue = ChangeQueue()
    /// One element after each burst; the changes wait for ``takeChanges()``.
    var signals: AsyncStream<Void> { queue.signals }
    private let roots: [String]
    private let quiet: Duration
    private let stopped = DispatchSemaphore(value: 0)
    private let stopLock = NSLock()
    private var isStopping = false
    private var thread: Thread?

    /// What one look saw of a path.
    struct Entry: Equatable {
        var status: FileStatus
        /// A digest of the bytes, for a file changed within the last two seconds.
        var digest: Int?

        static func == (lhs: Entry, rhs: Entry) -> Bool {
            // The access time changes with every read, the build's own included.
            var left = lhs.status
            var right = rhs.status
            left.accessed = 0
            right.accessed = 0
            return left == right && lhs.digest == rhs.digest
        }
    }

    /// Creates a watcher of folders (missing ones are watched once they appear).
    init(roots: [String], quietMilliseconds: Int32 = 30) {
        self.roots = roots
        quiet = .milliseconds(Int(quietMilliseconds))
    }

    func takeChanges() -> [String] { queue.take() }

    /// Takes the first look and starts the thread that looks again.
    func start() -> Bool {
        let first = Self.look(at: roots)
        let thread = Thread { [self] in loop(from: first) }
        thread.name = "sitegen-poller"
        self.thread = thread
        thread.start()
        return true
    }

    func stop() {
        stopLock.withLock {
            guard !isStopping else { return }
            isStopping = true
            stopped.signal()
        }
    }

    /// Looks every `interval` (ten times as long as a look takes, so that a large site costs
    /// at most a tenth of a core, and at least every 50 ms) until stopped.
    private func loop(from first: [String: Entry]) {
        var last = first
        var pending: [String] = []
        var lastChange = ContinuousClock.now
        var interval = 0.05
        while stopped.wait(timeout: .now() + interval) == .timedOut {
            let began = ContinuousClock.now
            let now = Self.look(at: roots)
            let changed = Self.difference(last, now)
            last = now
            if !changed.isEmpty {
                pending += changed
                lastChange = ContinuousClock.now
            } else if !pending.isEmpty, ContinuousClock.now - lastChange >= quiet {
                queue.deliver(pending)
                pending = []
            }
            let took = ContinuousClock.now - began
            interval = min(
                max(0.05, 10 * (Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18)), 1)
        }
        queue.finish()
    }

    /// The paths whose entries differ between two looks, sorted.
    static func difference(_ old: [String: Entry], _ new: [String: Entry]) -> [String] {
        var paths: [String] = []
        for (path, entry) in new where old[path] != entry { paths.append(path) }
        for path in old.keys where new[path] == nil { paths.append(path) }
        return paths.sorted()
    }

    /// One look at the roots: every folder and file below them, symbolic links to folders
    /// followed (a theme linked in), each folder once on any path (a link to a parent does not
    /// go round), hidden names and editors' scratch files left out.
    static func look(at roots: [String]) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let recent = Int64(Date().timeIntervalSince1970 * 1e9) - 2_000_000_000
        func visit(_ path: String, ancestors: [FileID]) {
            guard let status = FileStatus(atPath: path, followingLink: true) else { return }
            var entry = Entry(status: status, digest: nil)
            if status.isRegularFile, max(status.modified, status.changed) > recent {
                entry.digest = digest(ofFileAt: path)
            }
            entries[path] = entry
            let id = FileID(device: status.device, inode: status.inode)
            guard status.isFolder, !ancestors.contains(id) else { return }
            for name in (try? FolderListing.names(atPath: path)) ?? [] where WatchedNames.counts(name) {
                visit(path + "/" + name, ancestors: ancestors + [id])
            }
        }
        for root in roots { visit(root, ancestors: []) }
        return entries
    }

    /// A folder's identity on any path to it.
    private struct FileID: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    /// A digest of a file's bytes (nil when it cannot be read).
    private static func digest(ofFileAt path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hasher = Hasher()
        hasher.combine(data)
        return hasher.finalize()
    }
}
