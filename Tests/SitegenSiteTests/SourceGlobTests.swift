import Foundation
import Testing

@testable import SitegenImport

/// The patterns of `sitegen import --episodes` and `--pages` (issue 49). Each line of
/// `Fixtures/source-globs.txt` is a pattern, a source path and whether the one names the other,
/// separated by tabs.
@Suite struct SourceGlobTests {
    struct Line: Sendable, CustomTestStringConvertible {
        var pattern: String
        var path: String
        var matches: Bool
        var testDescription: String { "\(pattern) \(matches ? "names" : "does not name") \(path)" }
    }

    static let lines: [Line] = TabSeparatedFixture.rows("source-globs.txt").map { fields in
        Line(pattern: fields[0], path: fields[1], matches: fields[2] == "yes")
    }

    @Test("a pattern names the paths its *, ** and ? allow", arguments: lines)
    func match(line: Line) {
        #expect(SourceGlob(pattern: line.pattern).matches(line.path) == line.matches)
    }

    @Test("the fixture has cases")
    func hasCases() { #expect(Self.lines.count >= 10) }
}
