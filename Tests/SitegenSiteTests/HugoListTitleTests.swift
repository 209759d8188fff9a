import Foundation
import Testing

@testable import SitegenImport

/// The title a Hugo section without a `title` is imported with: what Hugo shows for it, its name
/// pluralized and capitalized unless the settings turn either off. Each line of
/// `Fixtures/hugo-list-titles.txt` is a section's folder name, the two settings and the title.
@Suite struct HugoListTitleTests {
    struct Line: Sendable, CustomTestStringConvertible {
        var section: String
        var pluralize: Bool?
        var capitalize: Bool?
        var title: String
        var testDescription: String { "\(section) → \(title)" }
    }

    static let lines: [Line] = TabSeparatedFixture.rows("hugo-list-titles.txt").map { fields in
        let settings = fields[1] == "-" ? ["-", "-"] : fields[1].split(separator: ",").map(String.init)
        return Line(
            section: fields[0], pluralize: Bool(settings[0]), capitalize: Bool(settings[1]),
            title: fields.count > 2 ? fields[2] : "")
    }

    @Test("a section's title is Hugo's for its name", arguments: lines)
    func title(line: Line) {
        var configuration: [String: Any] = [:]
        if let pluralize = line.pluralize { configuration["pluralizeListTitles"] = pluralize }
        if let capitalize = line.capitalize { configuration["capitalizeListTitles"] = capitalize }
        #expect(HugoSource.listTitle(of: line.section, configuration: configuration) == line.title)
    }

    @Test("the fixture has cases")
    func hasCases() { #expect(Self.lines.count >= 10) }
}
