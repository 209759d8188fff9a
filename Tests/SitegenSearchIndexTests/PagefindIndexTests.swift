import Foundation
import SitegenSearchIndex
import Testing

/// A real Pagefind 1.5.2 index (30 episode pages of the benchmark corpus, in
/// `Fixtures/pagefind-30-episodes/`) read, written and merged: the files sitegen writes hold what
/// Pagefind's hold, cut into the same word files, and an index cut in two and merged is the index.
@Suite struct PagefindIndexTests {
    static let bundle = "pagefind-30-episodes"

    static func fixtureIndex() throws -> (index: PagefindIndex, meta: CBORValue) {
        let entry = try JSONSerialization.jsonObject(with: Data(Fixture.bytes("\(bundle)/pagefind-entry.json")))
        let hash = try #require(((entry as? [String: Any])?["languages"] as? [String: Any])?["en"] as? [String: Any])[
            "hash"]
        let meta = try Fixture.bytes("\(bundle)/pagefind.\(try #require(hash as? String)).pf_meta")
        let index = try PagefindIndex.decode(meta: meta) { path throws(SearchIndexError) in
            guard let bytes = try? Fixture.bytes("\(bundle)/\(path)") else { throw .malformed("\(path) is missing") }
            return bytes
        }
        return (index, try PagefindFile.value(of: meta))
    }

    @Test("each of Pagefind's files encodes back to its own bytes")
    func filesRoundTrip() throws {
        let folder = Fixture.folder.appendingPathComponent(Self.bundle)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".pf_meta") || $0.hasSuffix(".pf_index") || $0.hasSuffix(".pf_filter")
        }
        #expect(paths.count == 8)
        for path in paths {
            let original = try Gzip.decompress(Fixture.bytes("\(Self.bundle)/\(path)"))
            let rewritten = try Gzip.decompress(PagefindFile.bytes(of: try PagefindFile.value(of: original)))
            #expect(rewritten == original, "\(path)")
        }
    }

    @Test("the index written again has Pagefind's pages, words, filters and word files")
    func rewritten() throws {
        let (index, meta) = try Self.fixtureIndex()
        #expect(index.pages.count == 30)
        #expect(index.metaFields == ["image", "image_alt", "title"])
        #expect(index.words.contains { !$0.variants.isEmpty })
        let (hash, files) = try PagefindIndex.merged([index]).files(language: "en")
        let written = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        let again = try PagefindIndex.decode(meta: try #require(written["pagefind.\(hash).pf_meta"])) {
            path throws(SearchIndexError) in
            guard let bytes = written[path] else { throw .malformed("\(path) is missing") }
            return bytes
        }
        #expect(again.pages == index.pages)
        #expect(again.words == index.words)
        #expect(again.metaFields == index.metaFields)
        #expect(Self.sorted(again.filters) == Self.sorted(index.filters))
        // The word files answer for the same ranges as Pagefind's.
        let bounds = { (meta: CBORValue) in
            (meta.items?[2].items ?? []).map { chunk in
                (chunk.items?[0].string ?? "") + "…" + (chunk.items?[1].string ?? "")
            }
        }
        let newMeta = try PagefindFile.value(of: try #require(written["pagefind.\(hash).pf_meta"]))
        #expect(bounds(newMeta) == bounds(meta))
        #expect(bounds(meta).count == 4)
    }

    @Test("an index cut into shards by page and merged is the index", arguments: [2, 3, 7])
    func cutAndMerged(shards: Int) throws {
        let (index, _) = try Self.fixtureIndex()
        let size = (index.pages.count + shards - 1) / shards
        let parts = stride(from: 0, to: index.pages.count, by: size).map {
            Self.part(of: index, pages: $0..<min($0 + size, index.pages.count))
        }
        let merged = try PagefindIndex.merged(parts)
        let whole = try PagefindIndex.merged([index])
        #expect(merged.pages == whole.pages)
        #expect(merged.words == whole.words)
        #expect(merged.filters == whole.filters)
        #expect(merged.metaFields == whole.metaFields)
        #expect(merged.files(language: "en").files.map(\.bytes) == whole.files(language: "en").files.map(\.bytes))
    }

    @Test("meta fields are renumbered when shards name different ones")
    func metaFieldsRenumbered() throws {
        let (index, _) = try Self.fixtureIndex()
        // The first shard has no `image` field (field 0): its others are numbered from 0.
        var first = Self.part(of: index, pages: 0..<15)
        first.metaFields = ["image_alt", "title"]
        first.words = first.words.map { $0.mapMeta { Self.withoutField(0, $0, shift: true) } }
        let merged = try PagefindIndex.merged([first, Self.part(of: index, pages: 15..<30)])
        #expect(merged.metaFields == ["image", "image_alt", "title"])
        let expected = Dictionary(
            uniqueKeysWithValues: index.words.map { word in
                (word.word, word.mapMeta(pages: 0..<15) { Self.withoutField(0, $0, shift: false) })
            })
        for word in merged.words {
            #expect(word == expected[word.word], "\(String(decoding: word.word, as: UTF8.self))")
        }
    }

    /// Meta locations without those of `field`, the later fields renumbered one down when `shift`.
    static func withoutField(_ field: Int, _ locations: [Int], shift: Bool) -> [Int] {
        var kept: [Int] = []
        var current = -1
        for location in locations {
            if location < 0 { current = -location - 1 }
            guard current != field else { continue }
            kept.append(location < 0 && shift && current > field ? location + 1 : location)
        }
        return kept
    }

    @Test("sorted pages cannot be merged, and one index keeps its sorts")
    func sorts() throws {
        var (index, _) = try Self.fixtureIndex()
        index.sorts = [PagefindIndex.Sort(key: "date", pages: Array(index.pages.indices.reversed()))]
        #expect(try PagefindIndex.merged([index]).sorts == index.sorts)
        #expect(throws: SearchIndexError.self) { try PagefindIndex.merged([index, index]) }
    }

    struct Prefixes: Decodable, Sendable, CustomTestStringConvertible {
        var a: String
        var b: String
        var end: String
        var start: String
        var testDescription: String { "\(a) | \(b)" }
    }

    @Test(
        "neighbouring word files are bounded by Pagefind's prefixes",
        arguments: Fixture.decoded("chunk-prefixes.json", as: [Prefixes].self))
    func prefixes(item: Prefixes) {
        let (end, start) = PagefindIndex.prefixes(Array(item.a.utf8), Array(item.b.utf8))
        #expect(String(decoding: end, as: UTF8.self) == item.end)
        #expect(String(decoding: start, as: UTF8.self) == item.start)
    }

    struct ChunkCase: Decodable {
        struct Word: Decodable {
            var word: String
            var pages: [[Page]]
        }
        enum Page: Decodable {
            case number(Int)
            case locations([Int])
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Int.self) {
                    self = .number(number)
                } else {
                    self = .locations(try container.decode([Int].self))
                }
            }
        }
        enum Bound: Decodable, Equatable {
            case text(String)
            case words([String])
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) {
                    self = .text(text)
                } else {
                    self = .words(try container.decode([String].self))
                }
            }
        }
        var size: Int
        var words: [Word]
        var chunks: [[Bound]]
    }

    @Test("words are cut into files as Pagefind cuts them")
    func chunks() {
        let item = Fixture.decoded("chunk-words.json", as: ChunkCase.self)
        let words = item.words.map { word in
            PagefindIndex.Word(
                word: Array(word.word.utf8),
                pages: word.pages.map { page in
                    guard case .number(let number) = page[0], case .locations(let locations) = page[1] else {
                        return PagefindIndex.Occurrences(page: 0, locations: [], metaLocations: [])
                    }
                    return PagefindIndex.Occurrences(page: number, locations: locations, metaLocations: [])
                }, variants: [])
        }
        let chunks = PagefindIndex.chunked(words, size: item.size).map { chunk -> [ChunkCase.Bound] in
            [
                .text(String(decoding: chunk.from, as: UTF8.self)), .text(String(decoding: chunk.to, as: UTF8.self)),
                .words(chunk.words.map { String(decoding: $0.word, as: UTF8.self) }),
            ]
        }
        #expect(chunks == item.chunks)
    }

    /// The pages `range` of an index as an index of their own, numbered from 0.
    static func part(of index: PagefindIndex, pages range: Range<Int>) -> PagefindIndex {
        func cut(_ pages: [PagefindIndex.Occurrences]) -> [PagefindIndex.Occurrences] {
            pages.filter { range.contains($0.page) }.map {
                PagefindIndex.Occurrences(
                    page: $0.page - range.lowerBound, locations: $0.locations, metaLocations: $0.metaLocations)
            }
        }
        let words = index.words.compactMap { word -> PagefindIndex.Word? in
            let pages = cut(word.pages)
            let variants = word.variants.map { PagefindIndex.Variant(form: $0.form, pages: cut($0.pages)) }.filter {
                !$0.pages.isEmpty
            }
            return pages.isEmpty && variants.isEmpty
                ? nil : PagefindIndex.Word(word: word.word, pages: pages, variants: variants)
        }
        let filters = index.filters.map { filter in
            PagefindIndex.Filter(
                name: filter.name,
                values: filter.values.map { value in
                    PagefindIndex.Value(
                        value: value.value,
                        pages: value.pages.filter { range.contains($0) }.map { $0 - range.lowerBound })
                }.filter { !$0.pages.isEmpty })
        }
        return PagefindIndex(
            version: index.version, pages: Array(index.pages[range]), words: words, filters: filters, sorts: [],
            metaFields: index.metaFields)
    }

    static func sorted(_ filters: [PagefindIndex.Filter]) -> [PagefindIndex.Filter] {
        filters.map {
            PagefindIndex.Filter(
                name: $0.name,
                values: $0.values.map { PagefindIndex.Value(value: $0.value, pages: $0.pages.sorted()) }.sorted {
                    $0.value < $1.value
                })
        }
        .sorted { $0.name < $1.name }
    }
}

extension PagefindIndex.Word {
    /// The word with `transform` applied to the meta locations of its pages in `pages`.
    func mapMeta(pages: Range<Int> = 0..<Int.max, _ transform: ([Int]) -> [Int]) -> Self {
        func map(_ list: [PagefindIndex.Occurrences]) -> [PagefindIndex.Occurrences] {
            list.map { occurrences in
                var occurrences = occurrences
                if pages.contains(occurrences.page) { occurrences.metaLocations = transform(occurrences.metaLocations) }
                return occurrences
            }
        }
        return Self(
            word: word, pages: map(self.pages),
            variants: variants.map { PagefindIndex.Variant(form: $0.form, pages: map($0.pages)) })
    }
}
