import SitegenLayout

/// Which items of a gallery are in the first screen: their frame starts within the viewport's
/// height (below the column's top) and within its width, at some sampled viewport (a common
/// device, or the edge of a range where a layout changes, with the nearest device's height).
enum FirstScreen {
    /// An item: its section and its index there.
    struct Item: Hashable, Sendable {
        var section: Int
        var index: Int
    }

    /// A layout resolved at one sampled viewport: the column's width, the screen's height.
    struct Sample: Sendable {
        var placement: LayoutPlacement
        var width: Double
        var height: Double
    }

    /// The layout resolved at each sampled viewport where it covers the column's width: done once
    /// for every gallery of the layout.
    static func samples(layout: CompositionalLayout, column: ThemeImages.Column, viewports: [Double]) -> [Sample] {
        viewports.compactMap { viewport in
            let width = column.width(viewport: viewport)
            let height = Double(CommonDevice.screenHeight(forWidth: viewport))
            guard width > 0, case .success(let placement) = layout.placement(width: width, height: height) else {
                return nil
            }
            return Sample(placement: placement, width: width, height: height)
        }
    }

    /// The items in the first screen at any of the sampled viewports.
    static func items(samples: [Sample], itemCounts: [Int], column: ThemeImages.Column) -> Set<Item> {
        var result: Set<Item> = []
        for sample in samples {
            guard let items = sample.placement.items(itemCounts: itemCounts) else { continue }
            for item in items
            where item.y + column.top < sample.height && item.x < sample.width && item.x + item.width > 0 {
                result.insert(Item(section: item.section, index: item.index))
            }
        }
        return result
    }

    /// The items in the first screen at any of the sampled viewport widths.
    static func items(
        layout: CompositionalLayout, itemCounts: [Int], column: ThemeImages.Column, samples: [Double]
    ) -> Set<Item> {
        items(
            samples: Self.samples(layout: layout, column: column, viewports: samples), itemCounts: itemCounts,
            column: column)
    }
}
