/// A rectangle of engine lengths.
struct LengthRect: Hashable, Sendable {
    var x: Length
    var y: Length
    var width: Length
    var height: Length

    var maxX: Length { x + width }
    var maxY: Length { y + height }

    /// The rectangle shrunk by insets.
    func inset(by insets: DirectionalEdgeInsets) -> LengthRect {
        LengthRect(
            x: x + insets.leading, y: y + insets.top,
            width: width - insets.horizontal, height: height - insets.vertical
        )
    }

    /// The rectangle moved by an offset.
    func offsetBy(x dx: Length, y dy: Length) -> LengthRect {
        LengthRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

extension DirectionalEdgeInsets {
    /// The insets with the horizontal edges zeroed when the width is estimated and the
    /// vertical edges zeroed when the height is estimated (R5).
    func ignoringEstimatedAxes(of size: LayoutSize) -> DirectionalEdgeInsets {
        var insets = self
        if size.widthDimension.isEstimated { insets.leading = 0; insets.trailing = 0 }
        if size.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        return insets
    }
}
