import SitegenDiagnostics

extension CompositionalLayout {
    /// Viewport heights of phones, laptops and desktops that pages are looked at in.
    static let checkedViewportHeights: [Double] = [568, 600, 667, 740, 800, 844, 1080, 1440]

    /// Warnings for sections whose group holds another number of items, or places them in
    /// other rows and columns, in a viewport of another height than the 900 px pages are compiled
    /// for: a fill-mode group of lengths relative to the viewport's height, with fixed spacing.
    /// CSS scales the lengths with the viewport but keeps the structure compiled for 900 px.
    /// One warning per section, at the first width and height where it happens.
    func viewportHeightDiagnostics(_ ranges: [LayoutBreakpoint]) -> [Diagnostic] {
        var reported: Set<Int> = []
        var diagnostics: [Diagnostic] = []
        for range in ranges where !range.sectionBranches.contains(nil) {
            for width in range.sampleWidths where width >= Self.narrowestCheckedWidth {
                guard case .success(let compiled) = resolve(width: Double(width), height: 900) else { continue }
                for height in Self.checkedViewportHeights {
                    guard case .success(let other) = resolve(width: Double(width), height: height) else { continue }
                    for (index, pair) in zip(compiled.sections, other.sections).enumerated()
                    where pair.0.structure != pair.1.structure && reported.insert(index).inserted {
                        diagnostics.append(
                            viewportHeightWarning(index, compiled: pair.0, other: pair.1, width: width, height: height))
                    }
                }
            }
        }
        return diagnostics
    }

    private func viewportHeightWarning(
        _ index: Int, compiled: SectionTemplate, other: SectionTemplate, width: Int, height: Double
    ) -> Diagnostic {
        let holds =
            compiled.leaves.count == other.leaves.count
            ? "places its items in other rows and columns than in"
            : "holds \(other.leaves.count) item\(other.leaves.count == 1 ? "" : "s"), not the \(compiled.leaves.count) it holds in"
        return .warning(
            "in a viewport \(formatNumber(height)) px tall, at a root width of \(width), the group of section "
                + "'\(sections[index].name)' \(holds) a viewport 900 px tall, the height pages are compiled for; "
                + "give the group a count, or lengths that do not depend on the viewport's height",
            at: sections[index].position ?? position)
    }
}
