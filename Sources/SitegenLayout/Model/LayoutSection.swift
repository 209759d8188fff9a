/// A section: one group repeated until its items run out, like `NSCollectionLayoutSection`.
public struct LayoutSection: Hashable, Sendable {
    /// The group that is repeated.
    public var group: LayoutGroup
    /// Space between the section's content and its boundaries.
    public var contentInsets: DirectionalEdgeInsets
    /// Space between consecutive group instances.
    public var interGroupSpacing: Double
    /// Whether the section scrolls horizontally, and how.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers, footers and spacers, stacked in array order.
    public var boundarySupplementaryItems: [LayoutBoundaryItem]
    /// Background decorations.
    public var decorationItems: [LayoutDecorationItem]

    /// Creates a section.
    public init(
        group: LayoutGroup, contentInsets: DirectionalEdgeInsets = .zero, interGroupSpacing: Double = 0,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [LayoutBoundaryItem] = [], decorationItems: [LayoutDecorationItem] = []
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
    }
}
