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

    /// The items in the first screen at any of the sampled viewport widths.
    static func items(
        layout: CompositionalLayout, itemCounts: [Int], column: ThemeImages.Column, samples: [Double]
    ) -> Set<Item> {
        var result: Set<Item> = []
        for viewport in samples {
            let width = column.width(viewport: viewport)
            let height = Double(CommonDevice.screenHeight(forWidth: viewport))
            guard width > 0,
                case .success(let frames) = layout.frames(width: width, height: height, itemCounts: itemCounts)
            else { continue }
            for frame in frames where frame.y + column.top < height && frame.x < width && frame.x + frame.width > 0 {
                if let item = item(frame.id) { result.insert(item) }
            }
        }
        return result
    }

    /// `s2-i14` → section 2, item 14.
    static func item(_ id: String) -> Item? {
        guard id.hasPrefix("s"), let dash = id.firstIndex(of: "-"), id[dash...].hasPrefix("-i"),
            let section = Int(id[id.index(after: id.startIndex)..<dash]),
            let index = Int(id[id.index(dash, offsetBy: 2)...])
        else { return nil }
        return Item(section: section, index: index)
    }
}
