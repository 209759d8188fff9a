extension LayoutResolution {
    /// Where a section starts in the root, and how many items it holds.
    struct SectionOrigin: Sendable {
        var x: Double
        var y: Double
        var itemCount: Int
    }

    /// The sections' origins and the bottom of the longest column.
    typealias SectionStack = (origins: [SectionOrigin], bottom: Double)

    /// Each section's origin for these item counts, the sections stacked from `top` in their
    /// columns (``LayoutConfiguration/interSectionSpacing`` between two of one column), and the
    /// bottom of the longest column.
    func sectionStack(layout: CompositionalLayout, itemCounts: [Int], top: Double) -> SectionStack {
        var cursors = columns.map { _ in top }
        var started = columns.map { _ in false }
        var origins: [SectionOrigin] = []
        origins.reserveCapacity(sections.count)
        for template in sections {
            let column = columnIndex(ofSection: template.index, in: layout)
            if started[column] { cursors[column] += configuration.interSectionSpacing }
            started[column] = true
            let count = template.index < itemCounts.count ? max(itemCounts[template.index], 0) : 0
            origins.append(SectionOrigin(x: columns[column].x, y: cursors[column], itemCount: count))
            cursors[column] += template.height(itemCount: count).value
        }
        return (origins, cursors.max() ?? top)
    }
}
