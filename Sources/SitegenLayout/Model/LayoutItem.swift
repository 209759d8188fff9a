/// A leaf of a layout (one cell), like `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    /// The size of the item's slot.
    public var layoutSize: LayoutSize
    /// Insets that shrink the frame inside the slot (ignored on an estimated axis).
    public var contentInsets: DirectionalEdgeInsets
    /// Space around the slot that moves it without resizing it.
    public var edgeSpacing: LayoutEdgeSpacing

    /// Creates an item.
    public init(
        layoutSize: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero,
        edgeSpacing: LayoutEdgeSpacing = .zero
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}
