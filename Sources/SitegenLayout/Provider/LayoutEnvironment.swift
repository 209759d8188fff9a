/// The size of the box a section is laid out in, like `NSCollectionLayoutContainer`.
public struct LayoutContainer: Hashable, Sendable {
    /// The container's size before insets.
    public var contentSize: (width: Double, height: Double) {
        get { (width, height) }
        set { (width, height) = newValue }
    }
    /// The container's insets.
    public var contentInsets: DirectionalEdgeInsets
    private var width: Double
    private var height: Double

    /// Creates a container.
    public init(width: Double, height: Double, contentInsets: DirectionalEdgeInsets = .zero) {
        self.width = width
        self.height = height
        self.contentInsets = contentInsets
    }

    /// The size after insets.
    public var effectiveContentSize: (width: Double, height: Double) {
        (width - contentInsets.horizontal, height - contentInsets.vertical)
    }
}

/// What a section provider sees: its container and the size class, like
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container the section is laid out in (the layout root, or its side in a split).
    public var container: LayoutContainer
    /// The horizontal size class of the container's effective width.
    public var horizontalSizeClass: SizeClass

    /// Creates an environment; the size class follows from the width.
    public init(container: LayoutContainer, regularSizeClassMinWidth: Int) {
        self.container = container
        let whole = WidthRange.whole(container.effectiveContentSize.width)
        horizontalSizeClass = whole >= regularSizeClassMinWidth ? .regular : .compact
    }
}
