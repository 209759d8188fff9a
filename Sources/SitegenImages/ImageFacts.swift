/// What an image's header says: its format and its size as shown (EXIF orientation applied).
public struct ImageFacts: Hashable, Sendable {
    /// The format of the bytes.
    public var format: ImageFormat
    /// The width in pixels as shown (after the EXIF orientation is applied).
    public var width: Int
    /// The height in pixels as shown.
    public var height: Int
    /// Whether the size is the one a browser draws the file at: always for raster formats; for
    /// SVG only when its root element has `width` and `height` (not a `viewBox` alone).
    public var hasNaturalSize: Bool

    /// Creates facts.
    public init(format: ImageFormat, width: Int, height: Int, hasNaturalSize: Bool = true) {
        self.format = format
        self.width = width
        self.height = height
        self.hasNaturalSize = hasNaturalSize
    }

    /// The width divided by the height.
    public var aspectRatio: Double { height > 0 ? Double(width) / Double(height) : 1 }
}
