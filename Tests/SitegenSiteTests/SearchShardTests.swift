import Foundation
import SitegenOutput
import SitegenPipeline
import SitegenSearchIndex
import SitegenTestSupport
import Testing

/// The search index made of shards: the same index as one Pagefind run over all the pages, and
/// an edit indexes only the shard of the edited page again.
@Suite(
    "search: shards of the pages, merged", .serialized, .tags(.slow), .tier(.slow),
    .needs(.pythonPackages(["pagefind_bin"])))
struct SearchShardTests {
    static func options(site: URL, output: URL, pagesPerShard: Int, inProcess: Bool = true) -> SiteBuildOptions {
        var options = SearchSite.options(site: site, output: output)
        options.searchIndexer?.pagesPerShard = pagesPerShard
        options.searchIndexer?.inProcess = inProcess
        return options
    }

    /// The shards' folders in the cache (not Pagefind's scripts, nor the merged bundle, kept beside them).
    static func shards(_ cache: URL) throws -> Set<String> {
        Set(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
                !$0.hasPrefix("assets.") && !$0.hasPrefix(SearchIndexer.mergedPrefix)
            })
    }

    /// The merged bundles kept in the cache.
    static func mergedBundles(_ cache: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.path).filter {
            $0.hasPrefix(SearchIndexer.mergedPrefix)
        }
    }

    @Test("a build of the same pages takes the bundle merged last time; with the output as written, it writes nothing")
    func sameShardsSameBundle() async throws {
        try await SiteSandbox.with(SearchSite.files()) { sandbox in
            let options = Self.options(site: sandbox.site, output: sandbox.output, pagesPerShard: 3)
            let cache = options.imageCache.appendingPathComponent("search")
            #expect(await SitePipeline().build(options).succeeded)
            let written = try SiteSandbox.snapshot(of: sandbox.output)
            let bundles = try Self.mergedBundles(cache)
            #expect(bundles.count == 1)

            let again = await SitePipeline().build(options)
            #expect(again.succeeded && again.statistics.outputUnchanged)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)

            // A file of the index gone: the output is written anew, its index from the kept bundle.
            let index = sandbox.output.appendingPathComponent("pagefind")
            let entry = index.appendingPathComponent("pagefind-entry.json")
            try FileManager.default.removeItem(at: entry)
            let repaired = await SitePipeline().build(options)
            #expect(repaired.succeeded && !repaired.statistics.outputUnchanged)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
            #expect(try Self.mergedBundles(cache) == bundles)

            // A damaged list of the kept bundle's fragments: merged again, and kept anew.
            let list = cache.appendingPathComponent(bundles[0]).appendingPathComponent(SearchIndexer.fragmentList)
            try Data("not a fragment line\n".utf8).write(to: list)
            try FileManager.default.removeItem(at: entry)
            #expect(await SitePipeline().build(options).succeeded)
            #expect(try SiteSandbox.snapshot(of: sandbox.output) == written)
            #expect(await SitePipeline().build(options).statistics.outputUnchanged)

            // An edit: a new bundle, the same index as a build without the cache makes.
            let path = "Content/episodes/01-e.md"
            let episode = try String(contentsOf: sandbox.site.appendingPathComponent(path), encoding: .utf8)
            try sandbox.write([path: Data((episode + "\nA zanzibarian sentence.\n").utf8)])
            let edited = await SitePipeline().build(options)
            #expect(edited.succeeded && !edited.statistics.outputUnchanged)
            let after = try Self.mergedBundles(cache)
            #expect(after.count == 1 && after != bundles, "\(bundles) → \(after)")
            let fresh = sandbox.root.appendingPathComponent("Fresh")
            var freshOptions = Self.options(site: sandbox.site, output: fresh, pagesPerShard: 3)
            freshOptions.imageCache = sandbox.root.appendingPathComponent("FreshCache")
            #expect(await SitePipeline().build(freshOptions).succeeded)
            let freshIndex = fresh.appendingPathComponent("pagefind")
            #expect(try SiteSandbox.snapshot(of: index) == SiteSandbox.snapshot(of: freshIndex))
        }
    }

    @Test(
        "shards indexed in process and merged answer as one Pagefind run: the same pages, words, positions, meta and filters",
        arguments: [(2, true), (3, false), (5, true), (1000, true)])
    func shardsAreOneIndex(pagesPerShard: Int, inProcess: Bool) async throws {
        try await SiteSandbox.with(SearchSite.files()) { sandbox in
            let whole = sandbox.root.appendingPathComponent("Whole")
            let pagefind = Self.options(site: sandbox.site, output: whole, pagesPerShard: 1000, inProcess: false)
            #expect(await SitePipeline().build(pagefind).succeeded)
            try? FileManager.default.removeItem(at: pagefind.imageCache.appendingPathComponent("search"))
            let options = Self.options(
                site: sandbox.site, output: sandbox.output, pagesPerShard: pagesPerShard, inProcess: inProcess)
            #expect(await SitePipeline().build(options).succeeded)
            let shards = try Self.shards(options.imageCache.appendingPathComponent("search"))
            #expect(shards.count > 1 || pagesPerShard == 1000, "\(shards)")
            let one = try SearchedIndex(whole.appendingPathComponent("pagefind"))
            let merged = try SearchedIndex(sandbox.output.appendingPathComponent("pagefind"))
            #expect(merged.pages == one.pages)
            #expect(merged.words == one.words)
            #expect(merged.filters == one.filters)
            #expect(merged.pages.count == 12)
        }
    }

    @Test("a body edit in a build session indexes one shard again; the others are kept")
    func editIndexesOneShard() async throws {
        try await SiteSandbox.with(SearchSite.files()) { sandbox in
            let options = Self.options(site: sandbox.site, output: sandbox.output, pagesPerShard: 3)
            let cache = options.imageCache.appendingPathComponent("search")
            let session = SiteBuildSession()
            #expect(await session.build(options).succeeded)
            #expect(await session.waitForSearchIndex() == nil)
            let before = try Self.shards(cache)
            let path = "Content/episodes/01-e.md"
            let episode = try String(contentsOf: sandbox.site.appendingPathComponent(path), encoding: .utf8)
            try sandbox.write([path: Data((episode + "\nA zanzibarian sentence.\n").utf8)])
            #expect(await session.build(options).succeeded)
            #expect(await session.waitForSearchIndex() == nil)
            let after = try Self.shards(cache)
            #expect(before.count == 4)
            #expect(after.count == before.count)
            #expect(before.subtracting(after).count == 1, "one shard indexed again: \(before) → \(after)")
            let index = try SearchedIndex(sandbox.output.appendingPathComponent("pagefind"))
            #expect(index.words["zanzibarian"]?.map(\.url) == ["/episodes/episode-1/"])
        }
    }
}

/// An index read back with its page numbers replaced by the pages' URLs, so that two indexes
/// of the same pages compare whatever order their pages were numbered in.
struct SearchedIndex: Equatable {
    struct Place: Equatable {
        var url: String
        var locations: [Int]
        var meta: [String]
    }

    /// URL → word count and fragment JSON.
    var pages: [String: String] = [:]
    var words: [String: [Place]] = [:]
    var filters: [String: [String: [String]]] = [:]

    init(_ bundle: URL) throws {
        let entry = try JSONSerialization.jsonObject(
            with: Data(contentsOf: bundle.appendingPathComponent("pagefind-entry.json")))
        let about = try #require(((entry as? [String: Any])?["languages"] as? [String: Any])?["en"] as? [String: Any])
        let hash = try #require(about["hash"] as? String)
        func read(_ path: String) throws(SearchIndexError) -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: bundle.appendingPathComponent(path).path) else {
                throw .malformed("\(path) is missing")
            }
            return [UInt8](data)
        }
        let index = try PagefindIndex.decode(meta: try read("pagefind.\(hash).pf_meta"), file: read)
        var urls: [String] = []
        for page in index.pages {
            var bytes = try read("fragment/\(page.fragment).pf_fragment")
            if bytes.first == 0x1f { bytes = try Gzip.decompress(bytes) }
            let json = String(decoding: bytes.dropFirst("pagefind_dcd".utf8.count), as: UTF8.self)
            let url = try #require(
                (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["url"] as? String)
            urls.append(url)
            pages[url] = "\(page.wordCount) \(json)"
        }
        for word in index.words {
            words[String(decoding: word.word, as: UTF8.self)] = word.pages.map { occurrences in
                Place(
                    url: urls[occurrences.page], locations: occurrences.locations,
                    meta: occurrences.metaLocations.map { $0 < 0 ? index.metaFields[-$0 - 1] : String($0) })
            }.sorted { $0.url < $1.url }
        }
        for filter in index.filters {
            for value in filter.values {
                filters[filter.name, default: [:]][value.value] = value.pages.map { urls[$0] }.sorted()
            }
        }
    }
}
