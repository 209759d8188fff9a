public import SitegenDiagnostics

/// A layout resolved at one root width and viewport height, which places the items of any
/// section item counts without resolving the layout again and without a frame id per item: what
/// a question about many galleries of one layout (which items are in the first screen) needs.
public struct LayoutPlacement: Sendable {
    let layout: CompositionalLayout
    let resolution: LayoutResolution

    /// One item's frame in the root: its section, its index there and its rectangle.
    public struct Item: Hashable, Sendable {
        /// The section's index.
        public var section: Int
        /// The item's index in its section.
        public var index: Int
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates an item's frame.
        public init(section: Int, index: Int, x: Double, y: Double, width: Double, height: Double) {
            self.section = section
            self.index = index
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Every item's frame for these item counts, in document order, each equal to its
    /// ``LayoutFrame`` from ``CompositionalLayout/frames(width:height:itemCounts:)``; nil when an
    /// item's position or size, or the layout's height, is not a finite number.
    public func items(itemCounts: [Int]) -> [Item]? {
        var top = Length.zero
        for slot in resolution.boundaries where slot.item.alignment.isTop {
            top = top + slot.height
        }
        let stack = resolution.sectionStack(layout: layout, itemCounts: itemCounts, top: top.value)
        guard stack.bottom.isFinite else { return nil }
        var items: [Item] = []
        items.reserveCapacity(stack.origins.reduce(0) { $0 + $1.itemCount })
        var finite = true
        for (template, origin) in zip(resolution.sections, stack.origins) {
            template.forEachItemFrame(itemCount: origin.itemCount) { index, rect in
                let item = Item(
                    section: template.index, index: index, x: rect.x.value + origin.x, y: rect.y.value + origin.y,
                    width: rect.width.value, height: rect.height.value)
                finite = finite && item.x.isFinite && item.y.isFinite && item.width.isFinite && item.height.isFinite
                items.append(item)
            }
        }
        return finite ? items : nil
    }
}

extension CompositionalLayout {
    /// The layout resolved at a root width and a viewport height, to place items of any counts.
    /// - Returns: The placement, or the diagnostic that says what is not covered at this width.
    public func placement(width: Double, height: Double = 900) -> Result<LayoutPlacement, Diagnostic> {
        resolve(width: width, height: height).map { LayoutPlacement(layout: self, resolution: $0) }
    }
}
