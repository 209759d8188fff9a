package import Foundation
import SitegenFileSystem
import SitegenPlatform
import SitegenSearchIndex

/// The last merged bundle, kept in the cache folder by its shards' keys: merging is the same for
/// the same shards (byte for byte), so a build whose pages did not change links the bundle it
/// merged last time instead of decoding, merging and compressing every shard again. The kept
/// bundle holds the merged files but the fragments, and a list naming the shard file each
/// fragment is (the fragments are most of a bundle's files, and already in the shards). Its
/// files are the ones the output's `pagefind/` holds, so a build can also tell that the
/// output's index is the one it would write (``holdsIndex(of:cache:)``).
extension SearchIndexer {
    /// Where the bundle merged from the shards of `plan` is kept.
    static func mergedBundle(of plan: SearchShardPlan, in cache: URL) -> URL {
        var bytes: [UInt8] = []
        for shard in plan.shards { bytes += Array(shard.key.utf8) + [0] }
        return cache.appendingPathComponent(mergedPrefix + FNV1a.hex(FNV1a.hash(bytes)), isDirectory: true)
    }

    /// The start of a merged bundle's folder name (a shard's folder is its key: hex digits and a
    /// count).
    package static let mergedPrefix = "merged-"

    /// The kept bundle's list of fragments: a line per fragment, its name, a tab, and its shard
    /// file's path in the cache folder.
    package static let fragmentList = "fragments.tsv"

    /// The folder of a bundle's fragments.
    private static let fragmentFolder = "fragment"

    /// Every file of the kept bundle of `plan` as the merge would write it, by path in the
    /// bundle, with the file it is (its path); nil when none is kept whole.
    private static func keptFiles(of plan: SearchShardPlan, cache: URL) -> [String: String]? {
        let bundle = mergedBundle(of: plan, in: cache)
        guard let list = try? String(contentsOf: bundle.appendingPathComponent(fragmentList), encoding: .utf8),
            let found = Self.files(in: bundle.path), found[entry] != nil
        else { return nil }
        var files: [String: String] = [:]
        for path in found.keys where path != fragmentList { files[path] = bundle.path + "/" + path }
        for line in list.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            files["\(fragmentFolder)/\(parts[0]).pf_fragment"] = cache.path + "/" + parts[1]
        }
        return files
    }

    /// Puts the kept bundle of `plan` into `staging`, linked; false when there is none (or it
    /// cannot be linked: `staging` is then removed).
    static func linkMerged(_ plan: SearchShardPlan, cache: URL, into staging: URL) -> Bool {
        guard let files = keptFiles(of: plan, cache: cache) else { return false }
        if linkFiles(files, into: staging) { return true }
        try? FileManager.default.removeItem(at: staging)
        return false
    }

    /// Keeps the bundle just merged into `staging` (whose fragments are the shard files
    /// `fragments`) as the merged bundle of `plan`: made in a folder of this process, renamed
    /// into place once whole. Called only when no usable bundle of `plan` is kept.
    static func keepMerged(_ staging: URL, fragments: [String: URL], of plan: SearchShardPlan, cache: URL) {
        let bundle = mergedBundle(of: plan, in: cache)
        guard let merged = files(in: staging.path)?.keys.filter({ !$0.hasPrefix(fragmentFolder + "/") }) else {
            return
        }
        // One that is there could not be linked (damaged): it is replaced.
        try? FileManager.default.removeItem(at: bundle)
        let written = URL(
            fileURLWithPath: bundle.path + ".new-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: written)
        var list = ""
        for (name, source) in fragments.sorted(by: { $0.key < $1.key }) {
            guard source.path.hasPrefix(cache.path + "/") else { return }
            list += name + "\t" + source.path.dropFirst(cache.path.count + 1) + "\n"
        }
        let linked = linkFiles(
            Dictionary(uniqueKeysWithValues: merged.map { ($0, staging.path + "/" + $0) }), into: written)
        if !linked || (try? Data(list.utf8).write(to: written.appendingPathComponent(fragmentList))) == nil
            || SystemCall.rename(written.path, bundle.path) != 0
        {
            try? FileManager.default.removeItem(at: written)
        }
    }

    /// Whether the output's index is the one a build of its pages writes: the merged bundle of
    /// the shards its pages make is kept, and the output's `pagefind/` holds its files (the same
    /// files, by inode) and no other.
    package func holdsIndex(of output: URL, cache: URL) async -> Bool {
        let found = await SearchPages(in: output)
        guard !found.pages.isEmpty else { return false }
        let plan = SearchShardPlan(
            pages: found.pages, pagesPerShard: pagesPerShard, together: found.sortsByKeys, command: command)
        guard let kept = Self.keptFiles(of: plan, cache: cache),
            let held = Self.files(in: output.appendingPathComponent(Self.folder).path), held.count == kept.count
        else { return false }
        return kept.allSatisfy { path, source in
            held[path] != nil && FileStatus(atPath: source).map { [$0.device, $0.inode] } == held[path]
        }
    }

    /// Every file under `root`, by path relative to it, with its device and inode; nil when an
    /// entry is neither a file nor a folder.
    private static func files(in root: String) -> [String: [UInt64]]? {
        var found: [String: [UInt64]]? = [:]
        OutputWriter.walk(root, "") { path, status in
            if status.isRegularFile {
                found?[path] = [status.device, status.inode]
            } else if !status.isFolder {
                found = nil
            }
        }
        return found
    }

    /// Makes `target` a tree of hard links to `files` (each a path in `target`, with the path of
    /// the file it is).
    private static func linkFiles(_ files: [String: String], into target: URL) -> Bool {
        var made: Set<String> = []
        for (path, source) in files.sorted(by: { $0.key < $1.key }) {
            let to = target.appendingPathComponent(path)
            let folder = to.deletingLastPathComponent()
            if made.insert(folder.path).inserted {
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            guard link(URL(fileURLWithPath: source), to: to) else { return false }
        }
        return true
    }

    /// Removes the merged bundles other than `plan`'s, and those that killed builds left half made.
    static func pruneMerged(_ cache: URL, keeping plan: SearchShardPlan) {
        let current = mergedBundle(of: plan, in: cache).lastPathComponent
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        where name.hasPrefix(mergedPrefix) && name != current {
            if let process = name.split(separator: "-").last.flatMap({ Int32($0) }), name.contains(".new-"),
                SystemCall.isRunning(process)
            {
                continue
            }
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(name))
        }
    }
}
