import Foundation
import SitegenDiagnostics
import Testing

@testable import SitegenCLI

/// A warning said of many places is one line unless `--verbose`; `sitegen serve` prints only the
/// warnings a rebuild adds.
@Suite struct WarningSummaryTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var diagnostics: [[String]]
        var lines: [String]
        var testDescription: String { name }

        /// The fixture's rows as diagnostics: severity, message, file, line (as text).
        var values: [Diagnostic] {
            diagnostics.map {
                Diagnostic(
                    Diagnostic.Severity(rawValue: $0[0]) ?? .note, $0[1],
                    at: SourcePosition(file: $0[2], line: Int($0[3]) ?? 1, column: 1))
            }
        }
    }

    static let cases: [Case] = {
        struct File: Decodable { var cases: [Case] }
        guard let url = Bundle.module.url(forResource: "Fixtures/warning-summaries", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return [] }
        return (try? JSONDecoder().decode(File.self, from: data).cases) ?? []
    }()

    @Test("the fixture is read")
    func fixtureRead() { #expect(Self.cases.count == 3) }

    @Test("warnings said of many places are summed up on one line", arguments: cases)
    func summary(_ example: Case) {
        #expect(example.values.summarizedLines() == example.lines)
    }

    @Test("after a rebuild only new warnings and every error are shown")
    func onlyNewWarnings() {
        let shown = ShownWarnings()
        let old = Diagnostic.warning("the audio has no length", at: SourcePosition(file: "a.md", line: 3, column: 1))
        let new = Diagnostic.warning("a tag is empty", at: SourcePosition(file: "b.md", line: 5, column: 1))
        let error = Diagnostic.error("invalid YAML", at: SourcePosition(file: "c.md", line: 2, column: 1))
        #expect(shown.unseen([old]) == [old])
        #expect(shown.unseen([old, new, error]) == [new, error])
        #expect(shown.unseen([old, new, error]) == [error])
        // A warning fixed, then back: it is new again.
        #expect(shown.unseen([new]) == [])
        #expect(shown.unseen([old, new]) == [old])
    }
}
