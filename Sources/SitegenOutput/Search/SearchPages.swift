import Foundation
import SitegenFileSystem
import SitegenFormats

/// The pages of an output folder that Pagefind would index: every HTML file but the index's own,
/// or, when any page marks its body with `data-pagefind-body`, only those (Pagefind's rule,
/// applied to the whole site before it is cut into shards, so that every shard follows it).
struct SearchPages: Sendable {
    /// The pages with their digests.
    var pages: [SearchShardPlan.Page]
    /// Whether a page sorts results by a key of its own (`data-pagefind-sort`).
    var sortsByKeys: Bool

    private static let body = Array("data-pagefind-body".utf8)
    private static let sort = Array("data-pagefind-sort".utf8)

    /// Adds the HTML files under `relative` (a folder of `root`, `""` for the root itself) to
    /// `paths`, but for the search index's own folder.
    private static func collect(_ relative: String, in root: String, into paths: inout [String]) {
        let folder = relative.isEmpty ? root : "\(root)/\(relative)"
        guard let names = try? FileSystem.listFolder(folder) else { return }
        for name in names {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            if path == SearchIndexer.folder { continue }
            if name.hasSuffix(".html") {
                // A folder named so is not read (its contents cannot be), and so left out.
                paths.append(path)
            } else if FileSystem.disk.kind(URL(fileURLWithPath: "\(root)/\(path)")) == .directory {
                collect(path, in: root, into: &paths)
            }
        }
    }

    /// Whether `bytes` contain `needle`.
    static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { pattern in
            ByteSearch.first(pattern, in: bytes.bindMemory(to: UInt8.self), from: 0) != nil
        }
    }

    /// Reads the HTML files of `folder` (on every core).
    init(in folder: URL) async {
        var paths: [String] = []
        Self.collect("", in: folder.path, into: &paths)
        paths.sort()
        let memo = SearchPageMemo.shared
        let read = await paths.concurrentMap { path -> SearchPageMemo.Entry? in
            let file = folder.appendingPathComponent(path)
            let stamp = FileSystem.disk.stamp(file)
            if let known = memo.entry(file.path, stamp: stamp) { return known }
            guard let stamp, let data = FileManager.default.contents(atPath: file.path) else { return nil }
            return data.withUnsafeBytes { bytes in
                SearchPageMemo.Entry(
                    stamp: stamp, page: SearchShardPlan.Page(path: path, digest: SearchShardPlan.digest(bytes)),
                    marked: Self.contains(bytes, Self.body), sorted: Self.contains(bytes, Self.sort))
            }
        }.compactMap { $0 }
        memo.replace(
            with: Dictionary(read.map { (folder.appendingPathComponent($0.page.path).path, $0) }) { first, _ in first })
        let marked = read.contains { $0.marked }
        pages = read.filter { !marked || $0.marked }.map(\.page)
        sortsByKeys = read.contains { $0.sorted }
    }
}
