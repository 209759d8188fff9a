import SitegenLayout
import Testing

/// Table-driven checks of single-section layouts at one width.
@Suite struct GroupSolverTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var section: LayoutSection
        var width: Double
        var items: Int
        var expected: [String: [Double]]
        var testDescription: String { name }
    }

    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    static let box = LayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
    static let insets20 = DirectionalEdgeInsets(leading: 20, trailing: 20)

    static let cases: [Case] = [
        Case(
            name: "E5 flexible spacing spreads three boxes across 350",
            section: LayoutSection(
                group: {
                    var group = LayoutGroup.horizontal(
                        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(box)])
                    group.interItemSpacing = .flexible(10)
                    return group
                }(), contentInsets: insets20),
            width: 390, items: 3,
            expected: ["s0-i0": [20, 0, 100, 100], "s0-i1": [145, 0, 100, 100], "s0-i2": [270, 0, 100, 100]]
        ),
        Case(
            name: "E5 fixed spacing leaves the rest at the trailing end",
            section: LayoutSection(
                group: {
                    var group = LayoutGroup.horizontal(
                        layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [.item(box)])
                    group.interItemSpacing = .fixed(10)
                    return group
                }(), contentInsets: insets20),
            width: 390, items: 4,
            expected: ["s0-i0": [20, 0, 100, 100], "s0-i2": [240, 0, 100, 100], "s0-i3": [20, 100, 100, 100]]
        ),
        Case(
            name: "a half-width item with fixed spacing fits once per row",
            section: LayoutSection(
                group: {
                    let half = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(50)))
                    var group = LayoutGroup.horizontal(
                        layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [.item(half)])
                    group.interItemSpacing = .fixed(10)
                    return group
                }(), contentInsets: insets20),
            width: 390, items: 2,
            expected: ["s0-i0": [20, 0, 175, 50], "s0-i1": [20, 50, 175, 50]]
        ),
        Case(
            name: "repeatingSubitem keeps the item's own size",
            section: LayoutSection(
                group: .vertical(
                    layoutSize: size(.fractionalWidth(1), .absolute(300)),
                    repeatingSubitem: .item(LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))),
                    count: 2
                )),
            width: 400, items: 3,
            expected: ["s0-i0": [0, 0, 400, 90], "s0-i1": [0, 90, 400, 90], "s0-i2": [0, 300, 400, 90]]
        ),
        Case(
            name: "flexible leading and trailing edges centre an item",
            section: LayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(1), .absolute(60)),
                    repeatingSubitem: .item(
                        LayoutItem(
                            layoutSize: size(.absolute(100), .absolute(40)),
                            edgeSpacing: LayoutEdgeSpacing(
                                leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0)))
                    ),
                    count: 1
                )),
            width: 400, items: 1,
            expected: ["s0-i0": [150, 10, 100, 40]]
        ),
        Case(
            name: "a custom group places leaves at fractional frames",
            section: LayoutSection(
                group: .custom(
                    layoutSize: size(.fractionalWidth(1), .absolute(200)),
                    frames: [
                        FractionalRect(x: 0, y: 0, width: 0.25, height: 1),
                        FractionalRect(x: 0.25, y: 0.5, width: 0.75, height: 0.5),
                    ]
                ), contentInsets: insets20),
            width: 440, items: 3,
            expected: ["s0-i0": [20, 0, 100, 200], "s0-i1": [120, 100, 300, 100], "s0-i2": [20, 200, 100, 200]]
        ),
        Case(
            name: "an orthogonal row places groups side by side",
            section: LayoutSection(
                group: .horizontal(
                    layoutSize: size(.fractionalWidth(0.8), .absolute(120)),
                    subitem: .item(LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))), count: 1),
                contentInsets: insets20, interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPaging
            ),
            width: 420, items: 3,
            expected: [
                "s0-i0": [20, 0, 304, 120], "s0-i1": [334, 0, 304, 120], "s0-i2": [648, 0, 304, 120],
                "s0": [0, 0, 420, 120],
            ]
        ),
    ]

    @Test("frames", arguments: cases)
    func frames(_ testCase: Case) throws {
        let layout = CompositionalLayout(sections: [
            LayoutSectionProvider(name: "s", provider: .fixed(testCase.section))
        ])
        let frames = try layout.frames(width: testCase.width, itemCounts: [testCase.items]).get()
        for (id, box) in testCase.expected {
            let frame = try #require(frames.first { $0.id == id }, "no frame \(id)")
            #expect([frame.x, frame.y, frame.width, frame.height] == box, "\(id)")
        }
    }
}
