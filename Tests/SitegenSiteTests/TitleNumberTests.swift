import Foundation
import Testing

@testable import SitegenImport

/// The import reads an episode's number from a title that starts with it, and from no other
/// title. The cases are `Fixtures/title-numbers/cases.json`.
@Suite("import: an episode number written only in the title")
struct TitleNumberTests {
    /// One title and the number expected of it.
    struct Case: Sendable, CustomTestStringConvertible {
        var title: String
        var number: Int?
        var testDescription: String { title }
    }

    static var cases: [Case] {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("title-numbers/cases.json")
        guard let data = try? Data(contentsOf: url),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return list.compactMap { entry in
            (entry["title"] as? String).map { Case(title: $0, number: entry["number"] as? Int) }
        }
    }

    @Test("the cases are read")
    func casesRead() {
        #expect(Self.cases.count >= 18)
    }

    @Test("a title's number", arguments: cases)
    func number(_ example: Case) {
        #expect(TitleNumber.number(in: example.title) == example.number)
    }
}
