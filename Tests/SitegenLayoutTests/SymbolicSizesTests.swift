import SitegenLayout
import Testing

/// The symbolic item sizes agree with the solved frames at both ends of every breakpoint range.
@Suite struct SymbolicSizesTests {
    static func feed() -> CompositionalLayout {
        func columns(_ count: Int) -> LayoutSection {
            let item = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)),
                subitem: .item(item), count: count)
            return LayoutSection(
                group: group, contentInsets: DirectionalEdgeInsets(top: 8, leading: 20, bottom: 32, trailing: 20))
        }
        let provider = LayoutProvider(
            variants: [
                LayoutVariant(
                    when: LayoutCondition(width: WidthRange(lowerBound: 500, upperBound: 1024)), value: columns(2)),
                LayoutVariant(
                    when: LayoutCondition(width: WidthRange(lowerBound: 1025, upperBound: nil)), value: columns(3)),
            ], defaultValue: columns(1))
        return CompositionalLayout(sections: [LayoutSectionProvider(name: "latest", provider: provider)])
    }

    @Test(
        "item widths are linear in the root width and match the frames",
        arguments: [320, 499, 500, 768, 1024, 1025, 1920])
    func matchesFrames(width: Int) throws {
        let layout = Self.feed()
        let sizes = layout.symbolicSizes()
        let breakpoint = try #require(sizes.first { $0.range.containsWhole(width) })
        let frames = try layout.frames(width: Double(width), itemCounts: [3]).get()
        let item = try #require(frames.first { $0.id == "s0-i0" })
        let symbolic = try #require(breakpoint.sections.first?.items.first)
        #expect(abs(symbolic.width.value(atRootWidth: Double(width)) - item.width) < 0.01)
        #expect(abs(breakpoint.sections[0].width.value(atRootWidth: Double(width)) - Double(width)) < 0.01)
    }
}
