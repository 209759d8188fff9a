extension CompositionalLayout {
    /// Errors for root widths some section does not cover, warnings for widths that fall
    /// between a section's variants to its default.
    func coverageDiagnostics(_ ranges: [LayoutBreakpoint]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, section) in sections.enumerated() {
            let branches = ranges.map { $0.sectionBranches[index] }
            for run in runs(of: ranges, where: { $0.sectionBranches[index] == nil }) {
                diagnostics.append(.error(
                    "section '\(section.name)' has no variant for root widths \(run.halfOpenDescription) and no default group",
                    at: section.position
                ))
            }
            guard !section.provider.variants.isEmpty else { continue }
            for (position, branch) in branches.enumerated() where branch == -1 {
                let below = branches[..<position].contains { ($0 ?? -1) >= 0 }
                let above = branches[(position + 1)...].contains { ($0 ?? -1) >= 0 }
                guard below && above else { continue }
                diagnostics.append(.warning(
                    "root widths \(ranges[position].range.halfOpenDescription) match no variant of section '\(section.name)' and fall to its default",
                    at: section.position
                ))
            }
        }
        return diagnostics.sorted()
    }

    /// Joins adjacent ranges that satisfy a predicate.
    private func runs(of ranges: [LayoutBreakpoint], where predicate: (LayoutBreakpoint) -> Bool) -> [WidthRange] {
        var runs: [WidthRange] = []
        for range in ranges where predicate(range) {
            if let last = runs.last, let upper = last.upperBound, upper + 1 == range.range.lowerBound {
                runs[runs.count - 1].upperBound = range.range.upperBound
            } else {
                runs.append(range.range)
            }
        }
        return runs
    }
}
