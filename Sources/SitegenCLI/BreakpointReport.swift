import SitegenDiagnostics
import SitegenLayout

/// The text `sitegen layout FILE --breakpoints` prints: one line per range, saying which
/// variant the configuration and each section take there.
struct BreakpointReport {
    var layout: CompositionalLayout
    var analysis: BreakpointAnalysis

    func render() -> String {
        let ranges = analysis.breakpoints.map(\.range.halfOpenDescription)
        let width = ranges.map(\.count).max() ?? 0
        var text = ""
        for (breakpoint, range) in zip(analysis.breakpoints, ranges) {
            var parts: [String] = []
            if !layout.configuration.variants.isEmpty {
                parts.append(
                    "configuration: \(describe(breakpoint.configurationBranch, layout.configuration.variants.map(\.position)))"
                )
            }
            for (section, branch) in zip(layout.sections, breakpoint.sectionBranches) {
                let positions = section.provider.variants.map(\.position)
                parts.append("\(section.name): \(branch.map { describe($0, positions) } ?? "uncovered")")
            }
            text += range.padding(toLength: width) + "  " + parts.joined(separator: ", ") + "\n"
        }
        return text
    }

    private func describe(_ branch: Int, _ positions: [SourcePosition?]) -> String {
        guard branch >= 0 else { return "default" }
        if let position = positions[branch] { return "variant \(branch) (line \(position.line))" }
        return "variant \(branch)"
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
