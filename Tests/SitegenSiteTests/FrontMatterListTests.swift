import Foundation
import Testing

@testable import SitegenImport

/// Lists in a source's front matter whose sitegen key holds one value (`categories` to
/// `category`, `images` to `thumbnail`): the first is that value, and the others are kept
/// (as tags, or in `params`) and said, never dropped. On a site whose episodes name several
/// categories (`categoriesAreTerms` in a case), each is a tag too. The cases are
/// `Fixtures/front-matter-lists/`.
@Suite("import: a list where sitegen keeps one value loses none")
struct FrontMatterListTests {
    static let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("front-matter-lists")

    /// One case: the source's fields, the sitegen fields expected, the values the report names.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var fields: Data
        var expected: Data
        var notes: [String]
        var categoriesAreTerms: Bool
        var testDescription: String { name }
    }

    static var cases: [Case] {
        let url = folder.appendingPathComponent("cases.json")
        guard let data = try? Data(contentsOf: url),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return list.compactMap { entry in
            guard let name = entry["name"] as? String, let fields = entry["fields"], let expected = entry["expected"],
                let notes = entry["notes"] as? [String],
                let fieldData = try? JSONSerialization.data(withJSONObject: fields),
                let expectedData = try? JSONSerialization.data(withJSONObject: expected, options: .sortedKeys)
            else { return nil }
            return Case(
                name: name, fields: fieldData, expected: expectedData, notes: notes,
                categoriesAreTerms: entry["categoriesAreTerms"] as? Bool ?? false)
        }
    }

    @Test("the cases are read")
    func casesRead() {
        #expect(Self.cases.count >= 7)
    }

    @Test("the first value is sitegen's, the others are kept and said", arguments: cases)
    func mapped(_ example: Case) throws {
        let fields = try #require(try JSONSerialization.jsonObject(with: example.fields) as? [String: Any])
        let pictures = ["img/a.png", "img/b.png"]
        let context = ImportContext(
            files: Dictionary(uniqueKeysWithValues: pictures.map { ($0, Self.folder.appendingPathComponent($0)) }),
            mediaBase: nil, baseURL: nil)
        context.categoriesAreTerms = example.categoriesAreTerms
        let mapping = FrontMatterMapping.map(fields, collection: nil, isEpisode: true, context: context)
        var mapped = Dictionary(mapping.fields, uniquingKeysWith: { first, _ in first })
        mapped["title"] = nil
        let actual = try JSONSerialization.data(withJSONObject: mapped, options: .sortedKeys)
        #expect(String(decoding: actual, as: UTF8.self) == String(decoding: example.expected, as: UTF8.self))
        #expect(mapping.notes.map(\.item) == example.notes)
    }
}
