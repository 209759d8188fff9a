import SitegenDiagnostics

extension CompositionalLayout {
    /// Errors for root widths some section does not cover, warnings for widths that fall
    /// between a section's variants to its default.
    func coverageDiagnostics(_ ranges: [LayoutBreakpoint]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, section) in sections.enumerated() {
            for run in runs(of: ranges, where: { $0.sectionBranches[index] == nil }) {
                diagnostics.append(
                    .error(
                        "section '\(section.name)' has no variant for root widths \(run.halfOpenDescription) and no default group",
                        at: section.position
                    ))
            }
            diagnostics += holes(in: section)
        }
        return diagnostics.sorted()
    }

    /// Warnings for the section's own widths (its side's, in a split) that fall between its
    /// variants to its default: the classic `0..<500` / `501...1024` switch leaves `500..<501`.
    private func holes(in section: LayoutSectionProvider) -> [Diagnostic] {
        let variants = section.provider.variants
        guard !variants.isEmpty, section.provider.defaultValue != nil else { return [] }
        var points: Set<Int> = [0]
        for variant in variants {
            points.formUnion(variant.condition.changePoints(regularSizeClassMinWidth: regularSizeClassMinWidth))
        }
        let starts = points.filter { $0 >= 0 }.sorted()
        let branches = starts.map { section.provider.branch(in: environment(width: Double($0), height: 900)) ?? -1 }
        var diagnostics: [Diagnostic] = []
        for (index, branch) in branches.enumerated() where branch == -1 {
            guard branches[..<index].contains(where: { $0 >= 0 }), branches[(index + 1)...].contains(where: { $0 >= 0 })
            else { continue }
            let range = WidthRange(
                lowerBound: starts[index], upperBound: index + 1 < starts.count ? starts[index + 1] - 1 : nil)
            diagnostics.append(
                .warning(
                    "widths \(range.halfOpenDescription) match no variant of section '\(section.name)' and fall to its default",
                    at: section.position
                ))
        }
        return diagnostics
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
