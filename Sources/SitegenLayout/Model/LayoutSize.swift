/// A width and a height dimension, like `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The horizontal dimension.
    public var widthDimension: LayoutDimension
    /// The vertical dimension.
    public var heightDimension: LayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}
