import Foundation
import SitegenSearchIndex

/// The shards' indexes decoded by the last merge of this process, by their metadata file: a
/// `sitegen serve` session merges after every edit, and all shards but the edited page's are the
/// same as last time. Only the last merge's shards are kept.
final class SearchShardMemo: @unchecked Sendable {
    /// The memo of this process.
    static let shared = SearchShardMemo()

    private let lock = NSLock()
    private var indexes: [String: PagefindIndex] = [:]
    private var used: [String: PagefindIndex] = [:]

    /// The index of the metadata file at `path`: remembered, or decoded by `decode`.
    func index(
        at path: String, decode: () throws(SearchIndexError) -> PagefindIndex
    ) throws(SearchIndexError) -> PagefindIndex {
        if let known = lock.withLock({ indexes[path] }) {
            lock.withLock { used[path] = known }
            return known
        }
        let index = try decode()
        lock.withLock { used[path] = index }
        return index
    }

    /// Keeps the indexes used since the last call, and forgets the others.
    func finishMerge() {
        lock.withLock {
            indexes = used
            used = [:]
        }
    }
}
