import Foundation

/// A plain square PNG (1400 px, one colour) for a podcast feed whose source names no artwork the
/// build can use: the feed needs one, and the report says to replace it.
enum PlaceholderArtwork {
    /// The PNG's bytes: one bit a pixel, a palette of one colour (about 245 KB at 1400 px).
    static func png(side: Int = 1400) -> Data {
        let rowBytes = (side + 7) / 8
        return PNGBytes.image(
            width: side, height: side, bitDepth: 1, colourType: 3, palette: [0x3A, 0x4A, 0x5C],
            raw: [UInt8](repeating: 0, count: (rowBytes + 1) * side))
    }
}
