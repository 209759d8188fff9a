/// A solved boundary item of a section or of the whole layout.
struct BoundarySlot: Hashable, Sendable {
    /// The item as declared.
    var item: LayoutBoundaryItem
    /// The item's index in its declaring array.
    var index: Int
    /// The frame id (`s0-header`, `layout-title`, ...).
    var id: String
    /// The slot's horizontal position relative to the host's leading edge.
    var x: Length
    /// The slot's width.
    var width: Length
    /// The slot's height (its extent in the stack).
    var height: Length
    /// The top and bottom insets in effect (zero on an estimated axis), which shrink the frame
    /// inside the slot; the leading and trailing ones have already narrowed the host (R19).
    var insets: DirectionalEdgeInsets

    /// Solves a boundary item against a host width (after the host's side insets): the host is
    /// narrowed by the item's own leading and trailing insets, the size resolved against what
    /// is left, and the item aligned in it (R19); its top and bottom insets shrink the frame
    /// like an item's (R19b). Insets on an estimated axis are ignored, as for items.
    static func solve(
        _ item: LayoutBoundaryItem, index: Int, id: String, leadingInset: Double, hostWidth: Length,
        hostHeight: Length, solver: inout GroupSolver
    ) -> BoundarySlot {
        let insets = item.contentInsets.ignoringEstimatedAxes(of: item.layoutSize)
        let available = hostWidth - Length(insets.leading + insets.trailing)
        let width = solver.resolve(item.layoutSize.widthDimension, width: available, height: hostHeight)
        let height = solver.resolve(item.layoutSize.heightDimension, width: available, height: hostHeight)
        let x = (available - width) * item.alignment.horizontalAnchor + (leadingInset + insets.leading)
        var vertical = insets
        vertical.leading = 0
        vertical.trailing = 0
        return BoundarySlot(item: item, index: index, id: id, x: x, width: width, height: height, insets: vertical)
    }

    /// The frame for a slot whose top is at `y`, relative to the host.
    func frame(y: Length) -> LengthRect {
        LengthRect(x: x, y: y, width: width, height: height).inset(by: insets)
    }

    /// The frame of a bottom item as drawn at scroll offset 0, its host's top at `hostTop`: a
    /// pinned footer below the viewport's bottom edge rises to it, but not above its host's top
    /// (R19c, mirrored for a footer; what UIKit and CSS `position: sticky` both draw).
    func drawnFrame(y: Length, hostTop: Double, dx: Double, viewportHeight: Double) -> LayoutFrame {
        var frame = LayoutFrame(id: id, rect: self.frame(y: y), dx: dx, dy: hostTop)
        if item.pinToVisibleBounds {
            frame.y = min(frame.y, max(hostTop + insets.top, viewportHeight - frame.height))
        }
        return frame
    }
}

/// Gives frame ids to element kinds: the first `header` is `header`, the second `header-1`.
struct KindNamer {
    private var seen: [String: Int] = [:]

    mutating func name(_ kind: String) -> String {
        let count = seen[kind, default: 0]
        seen[kind] = count + 1
        return count == 0 ? kind : "\(kind)-\(count)"
    }
}
