import SitegenLayout
import Testing

@Suite struct BreakpointTests {
    private func section(_ columns: Int) -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        return LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitem: .item(item), count: columns
            ))
    }

    private func layout(
        _ ranges: [String], default fallback: Bool, split: LayoutSplit? = nil
    ) throws -> CompositionalLayout {
        let variants = try ranges.enumerated().map { index, text in
            LayoutVariant(when: LayoutCondition(width: try WidthRange.parse(text).get()), value: section(index + 1))
        }
        let provider = LayoutProvider(variants: variants, defaultValue: fallback ? section(9) : nil)
        return CompositionalLayout(
            configuration: .fixed(LayoutConfiguration(split: split)),
            sections: [LayoutSectionProvider(name: "feed", provider: provider)]
        )
    }

    @Test("the adaptive feed has three ranges and no diagnostics")
    func adaptiveFeed() throws {
        let analysis = try layout(["..<500", "500...1024", "1025..."], default: false).breakpoints()
        #expect(analysis.breakpoints.map(\.range.halfOpenDescription) == ["0..<500", "500..<1025", "1025..."])
        #expect(analysis.diagnostics.isEmpty)
    }

    @Test("the classic switch leaves 500..<501 to the default, with a warning")
    func classicSwitchHole() throws {
        let analysis = try layout(["0..<500", "501...1024"], default: true).breakpoints()
        #expect(
            analysis.breakpoints.map(\.range.halfOpenDescription) == ["0..<500", "500..<501", "501..<1025", "1025..."])
        #expect(analysis.breakpoints.map(\.sectionBranches) == [[0], [-1], [1], [-1]])
        #expect(analysis.diagnostics.count == 1)
        #expect(analysis.diagnostics.first?.severity == .warning)
        #expect(analysis.diagnostics.first?.message.contains("500..<501") == true)
    }

    @Test("widths no variant covers and no default catches are errors")
    func uncovered() throws {
        let analysis = try layout(["0..<500", "501...1024"], default: false).breakpoints()
        #expect(analysis.hasErrors)
        let messages = analysis.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("500..<501") })
        #expect(messages.contains { $0.contains("1025...") })
    }

    @Test("in a split, a section's ranges are the side's widths mapped to root widths")
    func splitSides() throws {
        let analysis = try layout(
            ["..<300", "300..."], default: false, split: LayoutSplit(leftSideRatio: 0.5, splitSpacing: 10)
        )
        .breakpoints()
        // The left side is (W - 10) / 2 wide: it reaches 300 at W = 610.
        #expect(analysis.breakpoints.map(\.range.halfOpenDescription) == ["0..<610", "610..."])
    }

    @Test("size classes switch at regularSizeClassMinWidth")
    func sizeClasses() throws {
        let provider = LayoutProvider(
            variants: [
                LayoutVariant(when: LayoutCondition(sizeClass: .regular), value: section(3))
            ], defaultValue: section(1))
        let layout = CompositionalLayout(
            regularSizeClassMinWidth: 700, sections: [LayoutSectionProvider(name: "a", provider: provider)])
        #expect(layout.breakpoints().breakpoints.map(\.range.halfOpenDescription) == ["0..<700", "700..."])
    }
}
