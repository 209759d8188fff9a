/// Insets on the four edges of a box, like `NSDirectionalEdgeInsets` (leading = left).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: Double
    /// The inset at the leading (left) edge.
    public var leading: Double
    /// The inset at the bottom edge.
    public var bottom: Double
    /// The inset at the trailing (right) edge.
    public var trailing: Double

    /// Creates insets from the four edges; missing edges are zero.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets with the same value on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets at all.
    public static let zero = DirectionalEdgeInsets()

    /// The sum of the leading and trailing insets.
    public var horizontal: Double { leading + trailing }

    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
}
