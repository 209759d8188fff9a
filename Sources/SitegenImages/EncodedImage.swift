public import Foundation

/// One encoded file: a resized variant or a cropped card.
public struct EncodedImage: Hashable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// The format.
    public var format: EncodedFormat
    /// The file's bytes.
    public var data: Data

    /// Creates an encoded image.
    public init(width: Int, height: Int, format: EncodedFormat, data: Data) {
        self.width = width
        self.height = height
        self.format = format
        self.data = data
    }
}
