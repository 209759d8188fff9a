import Foundation
import SitegenLayout
import SitegenTestSupport
import Testing

/// Swift-built layouts rendered by the compiler's CSS in headless Chromium.
@Suite(.tags(.browser), .tier(.browser), .needs(.chromium)) struct SwiftAPIBrowserTests {
    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    static func feed() -> CompositionalLayout {
        func section(columns: Int) -> LayoutSection {
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(200)))
            let group = LayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .estimated(200)), subitem: .item(item), count: columns)
            return LayoutSection(group: group, contentInsets: DirectionalEdgeInsets(leading: 20, trailing: 20))
        }
        let provider = LayoutProvider<LayoutSection>(
            variants: [
                LayoutVariant(
                    when: LayoutCondition(width: WidthRange(lowerBound: 0, upperBound: 499)), value: section(columns: 1)
                ),
                LayoutVariant(
                    when: LayoutCondition(width: WidthRange(lowerBound: 500, upperBound: 1024)),
                    value: section(columns: 2)),
            ], defaultValue: section(columns: 3))
        return CompositionalLayout(sections: [
            LayoutSectionProvider(name: "feed", previewItemCount: 7, provider: provider)
        ])
    }

    /// The 2+1 photo grid (worked example E3): a fill-mode pair above a big item.
    static func photoGrid() -> LayoutGroup {
        let pairItem = LayoutItem(
            layoutSize: size(.fractionalWidth(0.5), .fractionalWidth(0.5)), contentInsets: .init(all: 2))
        let pair = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [.item(pairItem)])
        let bigItem = LayoutItem(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)), contentInsets: .init(all: 2))
        let big = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1)), subitems: [.item(bigItem)])
        return LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.5)), subitems: [.group(pair), .group(big)])
    }

    static func mosaic() -> CompositionalLayout {
        let outer = photoGrid()
        let header = LayoutBoundaryItem(
            elementKind: "header", layoutSize: size(.fractionalWidth(1), .absolute(32)), alignment: .top)
        let section = LayoutSection(
            group: outer, interGroupSpacing: 8, boundarySupplementaryItems: [header], decorationItems: [.background()])
        return CompositionalLayout(sections: [
            LayoutSectionProvider(name: "photos", previewItemCount: 7, provider: .fixed(section))
        ])
    }

    @Test("a browser draws the engine's frames", arguments: ["feed", "mosaic"])
    func browserAgrees(name: String) async throws {
        let layout = name == "feed" ? Self.feed() : Self.mosaic()
        let counts = layout.previewItemCounts()
        var widths = Set([320, 1920])
        for breakpoint in layout.breakpoints().breakpoints {
            widths.formUnion(breakpoint.sampleWidths.filter { $0 >= 200 })
        }
        let sorted = widths.sorted()
        let frames = try sorted.map {
            (width: $0, frames: try layout.frames(width: Double($0), itemCounts: counts).get())
        }
        let folder = try PackagePaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("\(name).html")
        try PreviewPage.render(layout: layout, name: name, itemCounts: counts).get().write(
            to: page, atomically: true, encoding: .utf8)
        let outcome = try await BrowserCheck.compare(page: page, expectedJSON: FrameJSON.render(frames), widths: sorted)
        #expect(outcome.failed == 0, "\(outcome.report)")
        #expect(outcome.passed > 0)
    }
}
