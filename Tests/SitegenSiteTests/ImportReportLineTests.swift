import Foundation
import Testing

@testable import SitegenImport

/// What `sitegen import` prints of a report line that lists many files or keys (issue 49: lines
/// of 1,768 characters): its first items and how many more import-report.md names. The cases
/// are `Fixtures/report-lines.txt`: a line, what a terminal shows of it, a blank line.
@Suite struct ImportReportLineTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var shown: String
        var testDescription: String { String(line.prefix(40)) }
    }

    static let cases: [Case] = {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("report-lines.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
            return lines.count == 2 ? Case(line: lines[0], shown: lines[1]) : nil
        }
    }()

    @Test("a line that lists more than six items shows three and the count of the rest", arguments: cases)
    func shortened(_ test: Case) {
        #expect(SiteImporter.Report.shortened(test.line) == test.shown)
    }

    @Test("the fixture has cases")
    func hasCases() { #expect(Self.cases.count == 4) }
}
