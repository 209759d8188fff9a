extension GroupSolver {
    /// Places the chosen children along the axis, sharing leftover space among flexible edges and
    /// flexible spacing (R11), then solves each child in its slot.
    mutating func arrange(
        _ placements: [Placement], in content: LengthRect, axis: LayoutGroup.Axis, spacing: LayoutSpacing
    ) {
        guard !placements.isEmpty else { return }
        let available = content.length(along: axis)
        let edges = placements.map { $0.child.edgeSpacing.along(axis) }
        var leading = edges.map { Length($0.leading.minimum) }
        var trailing = edges.map { Length($0.trailing.minimum) }
        let gaps = Double(placements.count - 1)
        let lengths = placements.reduce(Length.zero) { $0 + $1.length(along: axis) }

        let flexibleCount = edges.reduce(0) { $0 + ($1.leading.isFlexible ? 1 : 0) + ($1.trailing.isFlexible ? 1 : 0) }
        if flexibleCount > 0 {
            var fixed = lengths + Length(spacing.minimum * gaps)
            for edge in edges {
                if !edge.leading.isFlexible { fixed = fixed + edge.leading.minimum }
                if !edge.trailing.isFlexible { fixed = fixed + edge.trailing.minimum }
            }
            let share = (available - fixed) / Double(flexibleCount)
            for index in edges.indices {
                if edges[index].leading.isFlexible { leading[index] = Length.max(leading[index], share) }
                if edges[index].trailing.isFlexible { trailing[index] = Length.max(trailing[index], share) }
            }
        }
        var gap = Length(spacing.minimum)
        if spacing.isFlexible && placements.count > 1 {
            let used = lengths + leading.reduce(Length.zero, +) + trailing.reduce(Length.zero, +)
            let leftover = available - used - Length(spacing.minimum * gaps)
            if leftover.value > 0 { gap = gap + leftover / gaps }
        }

        var cursor = content.origin(along: axis)
        for (index, placement) in placements.enumerated() {
            let position = cursor + leading[index]
            cursor = position + placement.length(along: axis) + trailing[index] + gap
            let cross = crossPosition(of: placement, in: content, axis: axis)
            let slot: LengthRect =
                axis == .horizontal
                ? LengthRect(x: position, y: cross, width: placement.width, height: placement.height)
                : LengthRect(x: cross, y: position, width: placement.width, height: placement.height)
            place(placement, in: slot)
        }
    }

    /// The cross-axis position: start-aligned after the top (or leading) edge spacing, with
    /// flexible cross edges sharing the leftover (R10, R11).
    private func crossPosition(of placement: Placement, in content: LengthRect, axis: LayoutGroup.Axis) -> Length {
        let edges = placement.child.edgeSpacing.across(axis)
        let start = content.origin(across: axis)
        let flexibleCount = (edges.leading.isFlexible ? 1 : 0) + (edges.trailing.isFlexible ? 1 : 0)
        guard edges.leading.isFlexible else { return start + edges.leading.minimum }
        var fixed = placement.length(across: axis)
        if !edges.trailing.isFlexible { fixed = fixed + edges.trailing.minimum }
        let share = (content.length(across: axis) - fixed) / Double(flexibleCount)
        return start + Length.max(Length(edges.leading.minimum), share)
    }

    /// Records a leaf, or solves a nested group in its slot (R12).
    private mutating func place(_ placement: Placement, in slot: LengthRect) {
        switch placement.child {
        case .item(let item):
            leaves.append(
                TemplateLeaf(
                    slot: slot, insets: item.contentInsets.ignoringEstimatedAxes(of: placement.size),
                    widthDimension: placement.size.widthDimension, heightDimension: placement.size.heightDimension
                ))
        case .group(let group):
            solve(group, in: slot, size: placement.size)
        }
    }
}

extension LengthRect {
    func length(along axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? width : height }
    func length(across axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? height : width }
    func origin(along axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? x : y }
    func origin(across axis: LayoutGroup.Axis) -> Length { axis == .horizontal ? y : x }
}

extension LayoutEdgeSpacing {
    /// The edges along an axis: (leading, trailing) for horizontal, (top, bottom) for vertical.
    func along(_ axis: LayoutGroup.Axis) -> (leading: LayoutSpacing, trailing: LayoutSpacing) {
        axis == .horizontal ? (leading, trailing) : (top, bottom)
    }

    /// The edges across an axis: (top, bottom) for horizontal, (leading, trailing) for vertical.
    func across(_ axis: LayoutGroup.Axis) -> (leading: LayoutSpacing, trailing: LayoutSpacing) {
        axis == .horizontal ? (top, bottom) : (leading, trailing)
    }
}
