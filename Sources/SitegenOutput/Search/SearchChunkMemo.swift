import Foundation
import SitegenSearchIndex

/// The word files of the last merge, compressed, by a hash of their bytes: after an edit under
/// `sitegen serve`, the word files that hold none of the edited page's words are the same bytes
/// as last time, and are not compressed again.
final class SearchChunkMemo: @unchecked Sendable {
    /// The memo of this process.
    static let shared = SearchChunkMemo()

    private let lock = NSLock()
    private var compressed: [Key: [UInt8]] = [:]
    private var used: [Key: [UInt8]] = [:]

    private struct Key: Hashable {
        var hash: UInt64
        var count: Int
    }

    /// `bytes` compressed: remembered, or by ``Gzip/compress(_:level:)``.
    func compress(_ bytes: [UInt8]) -> [UInt8] {
        let key = Key(hash: bytes.withUnsafeBytes { SearchShardPlan.digest($0) }, count: bytes.count)
        if let known = lock.withLock({ compressed[key] }) {
            lock.withLock { used[key] = known }
            return known
        }
        let result = Gzip.compress(bytes)
        lock.withLock { used[key] = result }
        return result
    }

    /// Keeps the files compressed since the last call, and forgets the others.
    func finishMerge() {
        lock.withLock {
            compressed = used
            used = [:]
        }
    }
}
