/// What an image's header says: its format and its size as shown (EXIF orientation applied).
public struct ImageFacts: Hashable, Sendable {
    /// The format of the bytes.
    public var format: ImageFormat
    /// The width in pixels as shown (after the EXIF orientation is applied).
    public var width: Int
    /// The height in pixels as shown.
    public var height: Int

    /// Creates facts.
    public init(format: ImageFormat, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The width divided by the height.
    public var aspectRatio: Double { height > 0 ? Double(width) / Double(height) : 1 }
}
