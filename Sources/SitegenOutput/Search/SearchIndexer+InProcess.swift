public import Foundation
import SitegenSearchIndex

/// Shards indexed in process: sitegen reads the pages as Pagefind 1.5 reads them and writes the
/// bundle Pagefind would write (``PagefindRecord``, ``PagefindIndex/build(_:version:)``), where a
/// Pagefind run would read and parse every page again. Pagefind's scripts, styles and WebAssembly
/// come from one Pagefind run over a page of its own, kept in the cache.
extension SearchIndexer {
    /// The Pagefind version whose index format the in-process indexer writes.
    static let inProcessVersion = "1.5."

    /// Writes Pagefind's scripts into `cache` ahead of indexing (a build asks while it makes its
    /// pages), unless they are there.
    public func prepareAssets(in cache: URL) {
        _ = assets(in: cache)
    }

    /// Pagefind's scripts and entry from a run over a one-page site, kept in `cache` by the
    /// command; `nil` when Pagefind fails or is a version the in-process indexer does not write.
    func assets(in cache: URL) -> (folder: URL, entry: [String: Any])? {
        let manager = FileManager.default
        let key = FNV1a.hex(FNV1a.hash(Array(command.joined(separator: "\u{0}").utf8)))
        let folder = cache.appendingPathComponent("assets.\(key)")
        if !manager.fileExists(atPath: folder.appendingPathComponent(Self.entry).path) {
            let process = ProcessInfo.processInfo.processIdentifier
            let site = cache.appendingPathComponent("assets.\(key).site-\(process)")
            let written = cache.appendingPathComponent("assets.\(key).new-\(process)")
            defer {
                try? manager.removeItem(at: site)
                try? manager.removeItem(at: written)
            }
            try? manager.createDirectory(at: site, withIntermediateDirectories: true)
            let page = "<!doctype html><html lang=\"en\"><body><p>sitegen</p></body></html>"
            guard manager.createFile(atPath: site.appendingPathComponent("index.html").path, contents: Data(page.utf8)),
                Self.run(command + ["--site", site.path, "--output-path", written.path, "--quiet"]).status == 0
            else { return nil }
            try? manager.moveItem(at: written, to: folder)
        }
        guard let data = manager.contents(atPath: folder.appendingPathComponent(Self.entry).path),
            let entry = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            (entry["version"] as? String)?.hasPrefix(Self.inProcessVersion) == true
        else { return nil }
        return (folder, entry)
    }

    /// Indexes a shard in process into `written`: `false` when a page cannot be read exactly as
    /// Pagefind reads it (``UnsupportedPage``) or is in a language other than English, whose words
    /// Pagefind stems with a stemmer sitegen does not have; Pagefind then indexes the shard.
    func indexInProcess(
        _ shard: SearchShardPlan.Shard, from folder: URL, into written: URL, bundle: URL,
        assets: (folder: URL, entry: [String: Any])
    ) -> Bool {
        var records: [PagefindRecord] = []
        let stems = PagefindStems()
        for path in shard.paths {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                let record = try? PagefindRecord(
                    html: [UInt8](data), url: PagefindRecord.url(ofPath: path), stems: stems),
                record.language == "unknown" || record.language.split(separator: "-").first == "en"
            else { return false }
            records.append(record)
        }
        let version = assets.entry["version"] as? String ?? ""
        var languages: [String: Any] = [:]
        let manager = FileManager.default
        for built in PagefindIndex.build(records, version: version) {
            // The cache's copy is read back by the merge only: it need not be compressed.
            let (metaHash, files) = built.index.files(language: built.language) { $0 }
            let fragments = built.fragments.map { ("fragment/\($0.name).pf_fragment", $0.bytes) }
            for (path, bytes) in files + fragments {
                let target = written.appendingPathComponent(path)
                try? manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard manager.createFile(atPath: target.path, contents: Data(bytes)) else { return false }
            }
            let wasm = "wasm.\(built.language).pagefind"
            let source = assets.folder.appendingPathComponent(
                manager.fileExists(atPath: assets.folder.appendingPathComponent(wasm).path) ? wasm : "wasm.en.pagefind")
            guard Self.link(source, to: written.appendingPathComponent(wasm)) else { return false }
            languages[built.language] = [
                "hash": metaHash, "wasm": built.language, "page_count": built.index.pages.count,
            ]
            // The merge that follows takes the index as it is, without reading its files back.
            Self.decodedShards.offer(
                built.index, for: bundle.appendingPathComponent("pagefind.\(metaHash).pf_meta").path)
        }
        for name in (try? manager.contentsOfDirectory(atPath: assets.folder.path)) ?? []
        where name != Self.entry && !name.hasSuffix(".pf_meta") && !["fragment", "index", "filter"].contains(name)
            && !manager.fileExists(atPath: written.appendingPathComponent(name).path)
        {
            guard Self.link(assets.folder.appendingPathComponent(name), to: written.appendingPathComponent(name)) else {
                return false
            }
        }
        var entry = assets.entry
        entry["languages"] = languages
        guard let data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]) else {
            return false
        }
        return manager.createFile(atPath: written.appendingPathComponent(Self.entry).path, contents: data)
    }
}
