import SitegenLayout
import Testing

/// Layouts built in Swift directly (no layout file), checked against the worked examples.
@Suite struct SwiftAPITests {
    private func frames(_ layout: CompositionalLayout, width: Double, items: Int) throws -> [String: LayoutFrame] {
        let result = layout.frames(width: width, itemCounts: layout.sections.map { _ in items })
        let frames = try result.get()
        return Dictionary(frames.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test("E1: a count group with fixed spacing splits the width equally")
    func countGroupWithFixedSpacing() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(100)))
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: .item(item), count: 2)
        group.interItemSpacing = .fixed(10)
        let section = LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(leading: 20, trailing: 20))
        let layout = CompositionalLayout(sections: [LayoutSectionProvider(name: "grid", provider: .fixed(section))])
        let frames = try frames(layout, width: 390, items: 3)
        #expect(frames["s0-i0"] == LayoutFrame(id: "s0-i0", x: 20, y: 0, width: 170, height: 100))
        #expect(frames["s0-i1"] == LayoutFrame(id: "s0-i1", x: 200, y: 0, width: 170, height: 100))
        #expect(frames["s0-i2"] == LayoutFrame(id: "s0-i2", x: 20, y: 100, width: 170, height: 100))
        #expect(frames["s0"]?.height == 200)
    }

    @Test("E3: the 2+1 photo grid nests a fill-mode pair above a big item")
    func photoGrid() throws {
        let outer = SwiftAPIBrowserTests.photoGrid()
        let layout = CompositionalLayout(sections: [
            LayoutSectionProvider(name: "photos", provider: .fixed(LayoutSection(group: outer)))
        ])
        let frames = try frames(layout, width: 390, items: 7)
        #expect(frames["s0-i0"] == LayoutFrame(id: "s0-i0", x: 2, y: 2, width: 191, height: 191))
        #expect(frames["s0-i1"] == LayoutFrame(id: "s0-i1", x: 197, y: 2, width: 191, height: 191))
        #expect(frames["s0-i2"] == LayoutFrame(id: "s0-i2", x: 2, y: 197, width: 386, height: 386))
        #expect(frames["s0-i6"] == LayoutFrame(id: "s0-i6", x: 2, y: 1172, width: 191, height: 191))
        #expect(frames["s0"]?.height == 1755)
    }
}
