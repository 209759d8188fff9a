/// Layout-wide settings, like `UICollectionViewCompositionalLayoutConfiguration`.
public struct LayoutConfiguration: Hashable, Sendable {
    /// The space between consecutive sections (of the same side, in a split).
    public var interSectionSpacing: Double
    /// Layout-wide headers and footers, stacked above and below all sections.
    public var boundarySupplementaryItems: [LayoutBoundaryItem]
    /// An optional two-column split of the sections.
    public var split: LayoutSplit?

    /// Creates a configuration.
    public init(
        interSectionSpacing: Double = 0, boundarySupplementaryItems: [LayoutBoundaryItem] = [],
        split: LayoutSplit? = nil
    ) {
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.split = split
    }
}
