/// Extra space around an item that moves its slot, like `NSCollectionLayoutEdgeSpacing`.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the item on the leading (left) side.
    public var leading: LayoutSpacing
    /// Space above the item.
    public var top: LayoutSpacing
    /// Space after the item on the trailing (right) side.
    public var trailing: LayoutSpacing
    /// Space below the item.
    public var bottom: LayoutSpacing

    /// Creates edge spacing; edges left out are fixed zero.
    public init(
        leading: LayoutSpacing = .zero, top: LayoutSpacing = .zero,
        trailing: LayoutSpacing = .zero, bottom: LayoutSpacing = .zero
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No edge spacing.
    public static let zero = LayoutEdgeSpacing()
}
