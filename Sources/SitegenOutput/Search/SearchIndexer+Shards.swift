import Foundation

/// Pagefind runs, one per shard of the pages, kept in the cache folder by the shard's key.
extension SearchIndexer {
    /// Indexes every shard of `plan` that `cache` does not hold yet, as many at once as there are
    /// cores, on threads of their own (each waits on a process, which must not hold up the
    /// server's tasks); the first failure's words, or `nil`.
    func indexShards(_ plan: SearchShardPlan, from folder: URL, cache: URL) async -> String? {
        let missing = plan.shards.filter { shard in
            !FileManager.default.fileExists(
                atPath: Self.bundle(of: shard, in: cache).appendingPathComponent(Self.entry).path)
        }
        guard !missing.isEmpty else { return nil }
        try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let indexer = self
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                nonisolated(unsafe) let assets = indexer.inProcess ? indexer.assets(in: cache) : nil
                let problems = ShardProblems()
                DispatchQueue.concurrentPerform(iterations: missing.count) { place in
                    if let problem = indexer.indexShard(missing[place], from: folder, cache: cache, assets: assets) {
                        problems.note(problem)
                    }
                }
                continuation.resume(returning: problems.first)
            }
        }
    }

    /// A shard's index, in process when its pages allow (``indexInProcess(_:from:into:bundle:assets:)``),
    /// else by a Pagefind run over its pages hard-linked into a folder of their own (with their
    /// paths, so their URLs are the same); written beside the cache's bundle and renamed into
    /// place once whole, so that a killed run leaves no shard that looks finished.
    private func indexShard(
        _ shard: SearchShardPlan.Shard, from folder: URL, cache: URL, assets: (folder: URL, entry: [String: Any])?
    ) -> String? {
        let manager = FileManager.default
        let process = ProcessInfo.processInfo.processIdentifier
        let site = cache.appendingPathComponent("\(shard.key).site-\(process)")
        let written = cache.appendingPathComponent("\(shard.key).new-\(process)")
        try? manager.removeItem(at: site)
        try? manager.removeItem(at: written)
        defer {
            try? manager.removeItem(at: site)
            try? manager.removeItem(at: written)
        }
        if let assets,
            indexInProcess(
                shard, from: folder, into: written, bundle: Self.bundle(of: shard, in: cache), assets: assets)
        {
            return keep(written, as: Self.bundle(of: shard, in: cache), pages: shard.paths.count)
        }
        try? manager.removeItem(at: written)
        for path in shard.paths {
            let from = folder.appendingPathComponent(path)
            let to = site.appendingPathComponent(path)
            try? manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? manager.linkItem(at: from, to: to)) == nil {
                do { try manager.copyItem(at: from, to: to) } catch {
                    return "cannot read \(path): \(error.localizedDescription)"
                }
            }
        }
        let run = Self.run(command + ["--site", site.path, "--output-path", written.path, "--quiet"])
        guard run.status == 0 else { return "exit status \(run.status): \(run.output.suffix(600))" }
        return keep(written, as: Self.bundle(of: shard, in: cache), pages: shard.paths.count)
    }

    /// Renames a shard's written index into the cache (another process may have put it there).
    private func keep(_ written: URL, as bundle: URL, pages: Int) -> String? {
        guard !FileManager.default.fileExists(atPath: bundle.path) else { return nil }
        do { try FileManager.default.moveItem(at: written, to: bundle) } catch {
            return "cannot keep the index of \(pages) pages: \(error.localizedDescription)"
        }
        return nil
    }

    /// Removes the shards `plan` no longer has, and what killed runs of this process left (those
    /// of a run in another process are its own to remove).
    static func prune(_ cache: URL, keeping plan: SearchShardPlan) {
        let manager = FileManager.default
        let keys = Set(plan.shards.map(\.key))
        let process = ProcessInfo.processInfo.processIdentifier
        for name in (try? manager.contentsOfDirectory(atPath: cache.path)) ?? [] {
            let isShard = !name.contains(".") && !name.hasPrefix(mergedPrefix)
            if (isShard && !keys.contains(name)) || name.hasSuffix("-\(process)") {
                try? manager.removeItem(at: cache.appendingPathComponent(name))
            }
        }
    }

    /// A shard's Pagefind output in the cache.
    static func bundle(of shard: SearchShardPlan.Shard, in cache: URL) -> URL {
        cache.appendingPathComponent(shard.key)
    }

    /// The file that names a bundle's languages.
    static let entry = "pagefind-entry.json"
}

/// The first problem of shards indexed at once.
private final class ShardProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [String] = []

    func note(_ problem: String) {
        lock.withLock { problems.append(problem) }
    }

    var first: String? { lock.withLock { problems.first } }
}
