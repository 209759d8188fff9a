import Foundation
import Testing

@testable import SitegenImport

/// One text naming several guests or hosts (corrode.dev's `guest = "Edward Wang & Kevin
/// Guthrie"`) names each (issue 49). Each line of `Fixtures/person-names.txt` is a text and the
/// people it names, separated by a tab; the people by `|`.
@Suite struct PersonNameSplitTests {
    struct Line: Sendable, CustomTestStringConvertible {
        var text: String
        var names: [String]
        var testDescription: String { "\(text) names \(names.count)" }
    }

    static let lines: [Line] = TabSeparatedFixture.rows("person-names.txt").map { fields in
        Line(text: fields[0], names: fields[1].split(separator: "|").map(String.init))
    }

    @Test("a text names the people ` & `, ` and ` and commas between full names separate", arguments: lines)
    func split(line: Line) {
        #expect(FrontMatterMapping.splitNames(line.text) == line.names)
    }

    @Test("the fixture has cases")
    func hasCases() { #expect(Self.lines.count >= 8) }
}
