/// A background drawn behind a section's content, like `NSCollectionLayoutDecorationItem.background`.
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The element kind (`background`): names it in templates and frame ids.
    public var elementKind: String
    /// Insets that shrink the background inside the section's content box.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a background decoration.
    public init(elementKind: String = "background", contentInsets: DirectionalEdgeInsets = .zero) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
    }

    /// A background decoration of the given kind.
    public static func background(elementKind: String = "background") -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}
