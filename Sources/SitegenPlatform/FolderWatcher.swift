package import Foundation

/// Watches folders recursively and reports each burst of changes once, after a quiet time;
/// bursts that end while the consumer is busy are merged, never dropped.
package protocol FolderWatcher: AnyObject, Sendable {
    /// One element after each burst; the changes wait for ``takeChanges()``.
    var signals: AsyncStream<Void> { get }
    /// The changed paths (absolute) of every burst since the last call, merged.
    func takeChanges() -> [String]
    /// Starts watching; false when the system refuses (no inotify, no FSEvents).
    func start() -> Bool
    /// Stops watching and ends ``signals``; a second call does nothing.
    func stop()
}

/// The queue between a watcher's thread and its consumer: paths of ended bursts, and a stream
/// that holds at most one signal, since one ``take()`` takes every burst queued.
package final class ChangeQueue: @unchecked Sendable {
    /// One element per delivered burst (at most one kept while the consumer is busy).
    package let signals: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    /// Guarded by `lock`.
    private var queued: [String] = []
    private let lock = NSLock()

    /// Creates an empty queue.
    package init() {
        (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues a burst's paths and signals it.
    package func deliver(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        lock.withLock { queued += paths }
        continuation.yield()
    }

    /// Every path queued since the last call.
    package func take() -> [String] {
        lock.withLock {
            defer { queued = [] }
            return queued
        }
    }

    /// Ends the stream.
    package func finish() { continuation.finish() }
}

/// Which paths a watcher reports: hidden names and editors' scratch files (`~`, `.swp`, Vim's
/// `4913` probe) are not changes of a site.
package enum WatchedNames {
    /// Whether a name is reported (and, for a folder, looked into).
    package static func counts(_ name: String) -> Bool {
        !(name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name == "4913")
    }
}
