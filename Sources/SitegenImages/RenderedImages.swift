/// What ``ImageProcessor/render(_:facts:request:)`` made of one source.
public struct RenderedImages: Hashable, Sendable {
    /// The variants, by width then format.
    public var variants: [EncodedImage]
    /// The crops, in the request's order.
    public var crops: [EncodedImage]
    /// The average colour, as `#rrggbb`: a placeholder to paint before the image arrives.
    public var averageColor: String

    /// Creates the outputs.
    public init(variants: [EncodedImage], crops: [EncodedImage], averageColor: String) {
        self.variants = variants
        self.crops = crops
        self.averageColor = averageColor
    }
}
