import Foundation
import SitegenTestSupport
import Testing

/// The bad-input suite: one case per kind of broken input (``BadInputCase/all``), each built by
/// the real `sitegen build` over an Output/ that holds an earlier good build. A failing case must
/// print exactly its diagnostics (`path:line:column: error: …`), exit 1 and leave Output/ byte for
/// byte as it was; a case that must simply work must build the very bytes of the unchanged site.
@Suite(.tags(.process), .tier(.process)) struct BadInputTests {
    @Test("bad input is reported at its place, and Output/ is left as it was", arguments: BadInputCase.all)
    func badInput(_ input: BadInputCase) async throws {
        let baseline = try await Baseline.shared.output()
        let goodPeak = try await Baseline.shared.peakMemory()
        let files = try SiteEdit.applying(
            input.edits, to: MinimalSite.files.merging(input.needsTheme ? BadInputCase.themeFiles : [:]) { $1 })
        let problems = try await BinarySandbox.with(files) { sandbox in
            try input.prepare?(sandbox.site)
            try sandbox.write(baseline, under: sandbox.output)
            let outcome = try await sandbox.build()
            return try Self.problems(
                of: outcome, in: sandbox, expecting: input, baseline: baseline, goodPeak: goodPeak)
        }
        #expect(problems.isEmpty, "\(input.name):\n\(problems.joined(separator: "\n"))")
        await BadInputTally.shared.record(input.name, passed: problems.isEmpty, total: BadInputCase.all.count)
    }

    /// What is wrong with a build's outcome, as sentences (empty: nothing).
    static func problems(
        of outcome: SpawnedProcess.Outcome, in sandbox: BinarySandbox, expecting input: BadInputCase,
        baseline: [String: Data], goodPeak: Int
    ) throws -> [String] {
        var problems: [String] = []
        let lines = BinarySandbox.diagnosticLines(outcome)
        let after = try SiteSandbox.snapshot(of: sandbox.output)
        switch input.expectation {
        case .fails(let expected):
            if lines != expected {
                problems.append(
                    "diagnostics:\n  got      \(lines.joined(separator: "\n           "))\n  expected \(expected.joined(separator: "\n           "))"
                )
            }
            if outcome.exitStatus != 1 {
                problems.append(
                    "exit status \(String(describing: outcome.exitStatus)) (signal \(String(describing: outcome.signal))), expected 1"
                )
            }
            if after != baseline { problems.append("Output/ changed: \(Self.difference(after, baseline))") }
            let errors = expected.filter { $0.contains(": error: ") }.count
            if !outcome.standardError.contains("sitegen: build failed with \(errors) error\(errors == 1 ? "" : "s");") {
                problems.append("no closing 'build failed with \(errors) error(s)' line in:\n\(outcome.standardError)")
            }
        case .matchesBaseline(let expected), .succeeds(let expected):
            if lines != expected {
                problems.append(
                    "diagnostics:\n  got      \(lines.joined(separator: "\n           "))\n  expected \(expected.joined(separator: "\n           "))"
                )
            }
            if outcome.exitStatus != 0 {
                problems.append(
                    "exit status \(String(describing: outcome.exitStatus)), expected 0; stderr:\n\(outcome.standardError)"
                )
            }
            if case .matchesBaseline = input.expectation, after != baseline {
                problems.append("the output differs from the unchanged site's: \(Self.difference(after, baseline))")
            }
        }
        if outcome.outlivedCeiling {
            problems.append("still running after \(Int(SpawnedProcess.hangCeiling)) s: killed as hung")
        }
        if outcome.peakMemory > input.memoryLimit {
            problems.append("used \(outcome.peakMemory / 1_048_576) MB, more than \(input.memoryLimit / 1_048_576) MB")
        }
        if let above = input.memoryAboveBaseline, outcome.peakMemory > goodPeak + above {
            problems.append(
                "used \(outcome.peakMemory / 1_048_576) MB, more than \(above / 1_048_576) MB above the good build's \(goodPeak / 1_048_576) MB"
            )
        }
        let stray = try sandbox.strayEntries().filter { $0 != "elsewhere" }
        if !stray.isEmpty { problems.append("left behind beside Output/: \(stray)") }
        return problems
    }

    /// The paths whose bytes differ between two trees, for messages.
    static func difference(_ a: [String: Data], _ b: [String: Data]) -> String {
        let paths = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
        return paths.prefix(8).joined(separator: ", ") + (paths.count > 8 ? " and \(paths.count - 8) more" : "")
    }
}
