extension SectionTemplate {
    /// How many group instances hold `itemCount` items.
    func instanceCount(itemCount: Int) -> Int {
        guard !leaves.isEmpty, itemCount > 0 else { return 0 }
        return (itemCount + leaves.count - 1) / leaves.count
    }

    /// The height of all top boundary items.
    var topExtent: Length { topBoundaries.reduce(Length.zero) { $0 + $1.height } }

    /// The height of all bottom boundary items.
    var bottomExtent: Length { bottomBoundaries.reduce(Length.zero) { $0 + $1.height } }

    /// The height of the content box: top inset, group instances, bottom inset.
    func contentHeight(itemCount: Int) -> Length {
        let instances = instanceCount(itemCount: itemCount)
        var height = Length(insets.vertical)
        guard instances > 0 else { return height }
        if isOrthogonal {
            height = height + groupHeight
        } else {
            height =
                height + groupHeight * Double(instances) + Length(section.interGroupSpacing * Double(instances - 1))
        }
        return height
    }

    /// The section's whole height, boundary items included.
    func height(itemCount: Int) -> Length {
        topExtent + contentHeight(itemCount: itemCount) + bottomExtent
    }

    /// Where the first group instance starts along the row of an orthogonal section.
    var orthogonalLeadingOffset: Length {
        if section.orthogonalScrollingBehavior == .groupPagingCentered {
            return Length(insets.leading) + (innerWidth - groupWidth) / 2
        }
        return Length(insets.leading)
    }

    /// The origin of group instance `index`, relative to the section.
    func instanceOrigin(_ index: Int) -> (x: Length, y: Length) {
        let top = topExtent + insets.top
        if isOrthogonal {
            return (orthogonalLeadingOffset + (groupWidth + section.interGroupSpacing) * Double(index), top)
        }
        return (Length(insets.leading), top + (groupHeight + section.interGroupSpacing) * Double(index))
    }
}
