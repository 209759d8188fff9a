/// Two columns of sections, after `UICollectionViewSplitLayout`.
public struct LayoutSplit: Hashable, Sendable {
    /// The left side's share of the width after the split spacing; 0 or 1 means one column.
    public var leftSideRatio: Double
    /// The space between the two sides.
    public var splitSpacing: Double

    /// Creates a split.
    public init(leftSideRatio: Double, splitSpacing: Double = 0) {
        self.leftSideRatio = leftSideRatio
        self.splitSpacing = splitSpacing
    }

    /// Whether the split actually shows two columns.
    public var isTwoColumns: Bool { leftSideRatio > 0 && leftSideRatio < 1 }
}
