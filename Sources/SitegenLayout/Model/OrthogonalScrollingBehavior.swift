/// How a section scrolls across the main axis, like `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section lays out along the main (vertical) axis.
    case none
    /// One horizontally scrolling row, no snapping.
    case continuous
    /// A scrolling row that rests on the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// A scrolling row that pages by the container's width.
    case paging
    /// A scrolling row that pages group by group.
    case groupPaging
    /// A scrolling row that pages group by group with each group centred.
    case groupPagingCentered

    /// Whether the section is a horizontally scrolling row.
    public var isOrthogonal: Bool { self != .none }
}
