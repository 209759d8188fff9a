import Foundation
import SitegenSearchIndex
import Testing

/// The index sitegen builds in process from a site's pages holds what Pagefind 1.5.2's own index
/// of the same pages holds: for each `Fixtures/pagefind-oracle/CASE/`, the pages of `site/` read
/// and indexed here against Pagefind's index of them in `pagefind/` (made by
/// `Scripts/pagefind-oracle.py`): every word with its pages, positions, weights and meta
/// positions, every form with diacritics, every filter value, every page's fragment.
@Suite struct PagefindOracleTests {
    static let cases = ["probes", "languages", "references", "sample", "jupiter"]

    @Test("the in-process index equals Pagefind's", arguments: cases)
    func sameIndex(_ name: String) throws {
        let folder = Fixture.folder.appendingPathComponent("pagefind-oracle/\(name)")
        let site = folder.appendingPathComponent("site")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }
            .sorted()
        var records: [PagefindRecord] = []
        for path in paths {
            let html = [UInt8](try Data(contentsOf: site.appendingPathComponent(path)))
            records.append(try PagefindRecord(html: html, url: PagefindRecord.url(ofPath: path)))
        }
        let built = PagefindIndex.build(records, version: "1.5.2")
        let expected = try Self.pagefindLines(folder.appendingPathComponent("pagefind"))
        var actual: [String] = []
        for language in built {
            let fragments = Dictionary(uniqueKeysWithValues: language.fragments.map { ($0.name, $0.bytes) })
            actual += try Self.lines(of: language.index, language: language.language) { name in
                try #require(fragments[name])
            }
        }
        let missing = expected.subtracting(actual).sorted()
        let extra = Set(actual).subtracting(expected).sorted()
        #expect(
            missing.isEmpty && extra.isEmpty,
            "Pagefind's only:\n\(missing.prefix(30).joined(separator: "\n"))\nsitegen's only:\n\(extra.prefix(30).joined(separator: "\n"))"
        )
    }

    /// Pagefind's bundle as lines.
    static func pagefindLines(_ bundle: URL) throws -> Set<String> {
        let entry =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: bundle.appendingPathComponent("pagefind-entry.json"))) as? [String: Any]
        var lines: [String] = []
        for (language, about) in try #require(entry?["languages"] as? [String: [String: Any]]) {
            let hash = try #require(about["hash"] as? String)
            func read(_ path: String) throws(SearchIndexError) -> [UInt8] {
                guard let data = try? Data(contentsOf: bundle.appendingPathComponent(path)) else {
                    throw .malformed("\(path) is missing")
                }
                return [UInt8](data)
            }
            let index = try PagefindIndex.decode(meta: try read("pagefind.\(hash).pf_meta"), file: read)
            lines += try Self.lines(of: index, language: language) { name in
                try read("fragment/\(name).pf_fragment")
            }
        }
        return Set(lines)
    }

    /// An index as lines that name pages by URL, so that indexes numbering their pages apart compare.
    static func lines(
        of index: PagefindIndex, language: String, fragment: (String) throws -> [UInt8]
    ) throws
        -> [String]
    {
        var urls: [String] = []
        var lines = ["\(language) meta fields \(index.metaFields)"]
        for page in index.pages {
            let json = try Gzip.decompress(fragment(page.fragment)).dropFirst(12)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
            let url = try #require(object["url"] as? String)
            urls.append(url)
            lines.append("\(url) words \(page.wordCount)")
            lines.append("\(url) fragment \(String(decoding: json, as: UTF8.self))")
        }
        func describe(_ occurrences: [PagefindIndex.Occurrences]) -> [String] {
            occurrences.map { "\(urls[$0.page]) \($0.locations) \($0.metaLocations)" }
        }
        for word in index.words {
            let text = String(decoding: word.word, as: UTF8.self)
            lines += describe(word.pages).map { "\(language) word \(text): \($0)" }
            for variant in word.variants {
                let form = String(decoding: variant.form, as: UTF8.self)
                lines += describe(variant.pages).map { "\(language) word \(text) form \(form): \($0)" }
            }
        }
        for filter in index.filters {
            for value in filter.values {
                lines.append(
                    "\(language) filter \(filter.name)=\(value.value): \(value.pages.map { urls[$0] }.sorted())")
            }
        }
        return lines
    }
}
