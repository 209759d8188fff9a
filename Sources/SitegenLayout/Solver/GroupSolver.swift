/// Solves one instance of a group into leaf slots (rules R7–R13 of the semantics doc).
struct GroupSolver {
    /// The leaves found so far, in template order.
    var leaves: [TemplateLeaf] = []
    private var nextEstimateID: Int

    /// The most children one fill-mode group places in one instance.
    static let maximumChildren = 1000

    init(firstEstimateID: Int = 1) {
        nextEstimateID = firstEstimateID
    }

    /// Resolves a dimension against a container's effective size (R2).
    mutating func resolve(_ dimension: LayoutDimension, width: Length, height: Length) -> Length {
        switch dimension {
        case .fractionalWidth(let fraction): return width * fraction
        case .fractionalHeight(let fraction): return height * fraction
        case .absolute(let points): return Length(points)
        case .estimated(let points), .uniformAcrossSiblings(let points):
            nextEstimateID += 1
            return Length.estimate(points, id: nextEstimateID)
        }
    }

    /// Solves a group placed in `slot`; `size` is the size that decided the slot (the group's
    /// own, or with the axis replaced by an equal split).
    mutating func solve(_ group: LayoutGroup, in slot: LengthRect, size: LayoutSize) {
        let content = slot.inset(by: group.contentInsets.ignoringEstimatedAxes(of: size))
        switch group.arrangement {
        case .custom(let frames):
            for frame in frames {
                let leafSlot = LengthRect(
                    x: content.x + content.width * frame.x, y: content.y + content.height * frame.y,
                    width: content.width * frame.width, height: content.height * frame.height
                )
                leaves.append(
                    TemplateLeaf(
                        slot: leafSlot, insets: .zero,
                        widthDimension: .fractionalWidth(frame.width), heightDimension: .fractionalHeight(frame.height)
                    ))
            }
        case .subitems(let children):
            let placements = fill(children, in: content, axis: group.axis, spacing: group.interItemSpacing)
            arrange(placements, in: content, axis: group.axis, spacing: group.interItemSpacing)
        case .equalSplit(let child, let count):
            let length = content.length(along: group.axis)
            let itemLength = (length - Length(group.interItemSpacing.minimum) * Double(count - 1)) / Double(count)
            var placements: [Placement] = []
            for _ in 0..<max(count, 0) {
                var placement = measure(child, in: content)
                placement.setLength(itemLength, along: group.axis)
                placements.append(placement)
            }
            arrange(placements, in: content, axis: group.axis, spacing: group.interItemSpacing)
        case .repeating(let child, let count):
            let placements = (0..<max(count, 0)).map { _ in measure(child, in: content) }
            arrange(placements, in: content, axis: group.axis, spacing: group.interItemSpacing)
        }
    }

    /// A child about to be placed, with its resolved slot size.
    struct Placement {
        var child: LayoutSubitem
        var width: Length
        var height: Length
        var size: LayoutSize

        func length(along axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? width : height }
        func length(across axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? height : width }

        mutating func setLength(_ length: Length, along axis: LayoutGroup.Axis) {
            if axis == .horizontal {
                width = length
                size.widthDimension = .absolute(length.value)
            } else {
                height = length
                size.heightDimension = .absolute(length.value)
            }
        }
    }

    private mutating func measure(_ child: LayoutSubitem, in content: LengthRect) -> Placement {
        let size = child.layoutSize
        let width = resolve(size.widthDimension, width: content.width, height: content.height)
        let height = resolve(size.heightDimension, width: content.width, height: content.height)
        return Placement(child: child, width: width, height: height, size: size)
    }

    /// How far a child may overflow the group in fill mode and still be placed: R7's ε of
    /// 0.5 / scale, with the scale of CSS pixels (1: the engine keeps exact values, R2).
    static let fillTolerance = 0.5

    /// Fill mode (R7): cycles through the children while the next one fits.
    private mutating func fill(
        _ children: [LayoutSubitem], in content: LengthRect, axis: LayoutGroup.Axis, spacing: LayoutSpacing
    ) -> [Placement] {
        guard !children.isEmpty else { return [] }
        let available = content.length(along: axis).value
        var placements: [Placement] = []
        var cursor = 0.0
        var cycleStart = 0.0
        while placements.count < Self.maximumChildren {
            let placement = measure(children[placements.count % children.count], in: content)
            let edges = placement.child.edgeSpacing.along(axis)
            let position = cursor + edges.leading.minimum
            let end = position + placement.length(along: axis).value + edges.trailing.minimum
            if !placements.isEmpty && end > available + Self.fillTolerance { break }
            placements.append(placement)
            cursor = end + spacing.minimum
            // A child of no length is placed as R7 says; a whole cycle of the children that
            // makes no progress would repeat for ever, so the group ends there.
            if placements.count % children.count == 0 {
                if cursor <= cycleStart + 1e-9 { break }
                cycleStart = cursor
            }
        }
        return placements
    }
}
