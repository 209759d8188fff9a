import Foundation
import SitegenFileSystem

/// The pages of an output folder that Pagefind would index: every HTML file but the index's own,
/// or, when any page marks its body with `data-pagefind-body`, only those (Pagefind's rule,
/// applied to the whole site before it is cut into shards, so that every shard follows it).
struct SearchPages: Sendable {
    /// The pages with their digests.
    var pages: [SearchShardPlan.Page]
    /// Whether a page sorts results by a key of its own (`data-pagefind-sort`).
    var sortsByKeys: Bool

    private static let body = Data("data-pagefind-body".utf8)
    private static let sort = Data("data-pagefind-sort".utf8)

    /// Reads the HTML files of `folder` (on every core).
    init(in folder: URL) async {
        let manager = FileManager.default
        var paths: [String] = []
        if let enumerator = manager.enumerator(atPath: folder.path) {
            while let path = enumerator.nextObject() as? String {
                if path == SearchIndexer.folder || path.hasPrefix(SearchIndexer.folder + "/") {
                    enumerator.skipDescendants()
                    continue
                }
                if path.hasSuffix(".html") { paths.append(path) }
            }
        }
        paths.sort()
        let read = await paths.concurrentMap { path -> (SearchShardPlan.Page, Bool, Bool)? in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
                return nil
            }
            let digest = data.withUnsafeBytes { SearchShardPlan.hash($0) }
            return (
                SearchShardPlan.Page(path: path, digest: digest), data.range(of: Self.body) != nil,
                data.range(of: Self.sort) != nil
            )
        }.compactMap { $0 }
        let marked = read.contains { $0.1 }
        pages = read.filter { !marked || $0.1 }.map(\.0)
        sortsByKeys = read.contains { $0.2 }
    }
}
