import Foundation
import SitegenSearchIndex

/// The shards' indexes put together as one Pagefind bundle.
extension SearchIndexer {
    /// Writes into `staging` one bundle made of the shards of `plan` held in `cache`: per language,
    /// the merged index (``PagefindIndex/merged(_:)``), the shards' fragment files (hard-linked;
    /// one whose name another shard took for other bytes is renamed), Pagefind's scripts and
    /// styles, and an entry naming it all. The words of the first problem, or `nil`.
    /// `fragments` gets the shards' fragment files the bundle links, by name.
    static func merge(
        _ plan: SearchShardPlan, cache: URL, into staging: URL, fragments: inout [String: URL]
    ) -> String? {
        let manager = FileManager.default
        let bundles = plan.shards.map { bundle(of: $0, in: cache) }
        var entries: [[String: Any]] = []
        for bundle in bundles {
            guard let data = manager.contents(atPath: bundle.appendingPathComponent(entry).path),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return "the shard \(bundle.lastPathComponent) has no readable \(entry)" }
            entries.append(json)
        }
        do {
            try manager.createDirectory(
                at: staging.appendingPathComponent("fragment"), withIntermediateDirectories: true)
            try manager.createDirectory(at: staging.appendingPathComponent("index"), withIntermediateDirectories: true)
            try manager.createDirectory(at: staging.appendingPathComponent("filter"), withIntermediateDirectories: true)
        } catch {
            return error.localizedDescription
        }
        var languagesOut: [String: Any] = [:]
        let languages = Set(entries.flatMap { ($0["languages"] as? [String: Any])?.keys.map { $0 } ?? [] }).sorted()
        fragments = [:]
        for language in languages {
            var indexes: [PagefindIndex] = []
            var wasm: Any?
            for (place, bundle) in bundles.enumerated() {
                guard let about = (entries[place]["languages"] as? [String: Any])?[language] as? [String: Any],
                    let hash = about["hash"] as? String
                else { continue }
                wasm = wasm ?? about["wasm"]
                do {
                    let meta = "pagefind.\(hash).pf_meta"
                    var index = try decodedShards.value(for: bundle.appendingPathComponent(meta).path) {
                        () throws(SearchIndexError) in
                        try PagefindIndex.decode(meta: try read(bundle, meta)) { path throws(SearchIndexError) in
                            try read(bundle, path)
                        }
                    }
                    for page in index.pages.indices {
                        index.pages[page].fragment = claim(
                            index.pages[page].fragment, in: bundle, shard: place, taken: &fragments)
                    }
                    indexes.append(index)
                } catch {
                    return "the shard \(bundle.lastPathComponent): \(error.message)"
                }
            }
            let merged: PagefindIndex
            do { merged = try PagefindIndex.merged(indexes) } catch { return error.message }
            let (metaHash, files) = merged.files(language: language) { compressed($0) }
            for file in files {
                guard
                    manager.createFile(
                        atPath: staging.appendingPathComponent(file.path).path, contents: Data(file.bytes))
                else { return "cannot write \(file.path)" }
            }
            languagesOut[language] = ["hash": metaHash, "wasm": wasm ?? language, "page_count": merged.pages.count]
        }
        for (name, source) in fragments.sorted(by: { $0.key < $1.key }) {
            let target = staging.appendingPathComponent("fragment/\(name).pf_fragment")
            guard link(source, to: target) else { return "cannot write fragment/\(name).pf_fragment" }
        }
        // Pagefind's scripts, styles and WebAssembly: the same in every shard but for the languages.
        for bundle in bundles {
            for name in (try? manager.contentsOfDirectory(atPath: bundle.path)) ?? []
            where name != entry && !name.hasSuffix(".pf_meta") && !["fragment", "index", "filter"].contains(name) {
                let target = staging.appendingPathComponent(name)
                if !manager.fileExists(atPath: target.path) && !link(bundle.appendingPathComponent(name), to: target) {
                    return "cannot write \(name)"
                }
            }
        }
        decodedShards.finishRun()
        compressedFiles.finishRun()
        var entryOut = entries[0]
        entryOut["languages"] = languagesOut
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: entryOut, options: [.sortedKeys, .withoutEscapingSlashes]),
            manager.createFile(atPath: staging.appendingPathComponent(entry).path, contents: data)
        else { return "cannot write \(entry)" }
        return nil
    }

    /// The shards' indexes decoded by the last merge of this process, by their metadata file's
    /// path (a shard's folder is named by its pages' bytes).
    static let decodedShards = LastRunMemo<String, PagefindIndex>()

    /// The word files of the last merge, compressed, by a hash and the length of their bytes:
    /// after an edit, the word files that hold none of the edited page's words are the same.
    private static let compressedFiles = LastRunMemo<[UInt64], [UInt8]>()

    private static func compressed(_ bytes: [UInt8]) -> [UInt8] {
        let key = [bytes.withUnsafeBytes { SearchShardPlan.digest($0) }, UInt64(bytes.count)]
        return compressedFiles.value(for: key) { Gzip.compress(bytes) }
    }

    /// The name a shard's fragment goes by in the merged bundle: its own, unless another shard's
    /// fragment of other bytes took it (Pagefind's names are 7 hex digits of a hash, unique
    /// within one run only); then the name with the shard's number.
    private static func claim(_ name: String, in bundle: URL, shard: Int, taken: inout [String: URL]) -> String {
        let source = bundle.appendingPathComponent("fragment/\(name).pf_fragment")
        guard let existing = taken[name] else {
            taken[name] = source
            return name
        }
        if existing == source || FileManager.default.contentsEqual(atPath: existing.path, andPath: source.path) {
            return name
        }
        let renamed = "\(name)-\(shard)"
        taken[renamed] = source
        return renamed
    }

    private static func read(_ bundle: URL, _ path: String) throws(SearchIndexError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: bundle.appendingPathComponent(path).path) else {
            throw .malformed("\(path) is missing")
        }
        return [UInt8](data)
    }

    /// Hard-links (or copies) a file of the cache into the bundle.
    static func link(_ source: URL, to target: URL) -> Bool {
        if (try? FileManager.default.linkItem(at: source, to: target)) != nil { return true }
        return (try? FileManager.default.copyItem(at: source, to: target)) != nil
    }
}
