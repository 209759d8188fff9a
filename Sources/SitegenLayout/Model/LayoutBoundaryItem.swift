/// A header, footer or spacer tied to an edge of a section or of the whole layout,
/// like `NSCollectionLayoutBoundarySupplementaryItem`.
public struct LayoutBoundaryItem: Hashable, Sendable {
    /// Where the item sits relative to its host.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Above the content, centred horizontally.
        case top
        /// Above the content, at the leading edge.
        case topLeading
        /// Above the content, at the trailing edge.
        case topTrailing
        /// Below the content, centred horizontally.
        case bottom
        /// Below the content, at the leading edge.
        case bottomLeading
        /// Below the content, at the trailing edge.
        case bottomTrailing

        /// Whether the item goes above the content.
        public var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }

        /// The horizontal anchor: 0 leading, 0.5 centre, 1 trailing.
        public var horizontalAnchor: Double {
            switch self {
            case .topLeading, .bottomLeading: 0
            case .top, .bottom: 0.5
            case .topTrailing, .bottomTrailing: 1
            }
        }
    }

    /// The element kind (`header`, `footer`, `spacer`, ...): names it in templates and frame ids.
    public var elementKind: String
    /// The item's size, resolved against the host's width (after the section's side insets).
    public var layoutSize: LayoutSize
    /// The edge it is tied to.
    public var alignment: Alignment
    /// Whether it sticks to the visible bounds while its host is visible.
    public var pinToVisibleBounds: Bool
    /// Insets that shrink the frame inside its slot.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a boundary item.
    public init(
        elementKind: String, layoutSize: LayoutSize, alignment: Alignment,
        pinToVisibleBounds: Bool = false, contentInsets: DirectionalEdgeInsets = .zero
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.pinToVisibleBounds = pinToVisibleBounds
        self.contentInsets = contentInsets
    }
}
