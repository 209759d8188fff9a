import Foundation
import SitegenFileSystem

/// What the last reading of the output's pages found, by path and file stamp: a `sitegen serve`
/// session indexes after every edit, and only the edited pages changed (a page written anew has
/// a new inode, so its stamp differs).
final class SearchPageMemo: @unchecked Sendable {
    /// The memo of this process.
    static let shared = SearchPageMemo()

    /// A page's digest and marks.
    struct Entry: Sendable {
        var stamp: FileStamp
        var page: SearchShardPlan.Page
        var marked: Bool
        var sorted: Bool
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The entry of the file at `path`, if its stamp is `stamp` and old enough to trust.
    func entry(_ path: String, stamp: FileStamp?) -> Entry? {
        guard let stamp, stamp.isOldEnoughToTrust() else { return nil }
        return lock.withLock { entries[path] }.flatMap { $0.stamp == stamp ? $0 : nil }
    }

    /// Keeps `found` (by absolute path), forgetting the rest.
    func replace(with found: [String: Entry]) {
        lock.withLock { entries = found }
    }
}
