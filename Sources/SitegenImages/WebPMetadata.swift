import Foundation

/// Removes the metadata chunks libvips 8.14 still writes into a WebP file when asked to strip
/// it (a small EXIF block with the orientation and resolution).
enum WebPMetadata {
    /// The file without its `EXIF`, `XMP ` and `ICCP` chunks, and their flags cleared; the same
    /// bytes when the file is not an extended WebP or has none.
    static func stripping(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        guard bytes.count >= 30, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8),
            bytes[12..<16].elementsEqual("VP8X".utf8)
        else { return data }
        var output = Array(bytes[0..<12])
        var offset = 12
        var removed = false
        while offset + 8 <= bytes.count {
            let size =
                Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16
                | Int(bytes[offset + 7]) << 24
            let end = offset + 8 + size + (size & 1)
            guard end <= bytes.count else { return data }
            let fourCC = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            if ["EXIF", "XMP ", "ICCP"].contains(fourCC) {
                removed = true
            } else {
                output += bytes[offset..<end]
            }
            offset = end
        }
        guard removed, offset == bytes.count else { return data }
        output[20] &= ~UInt8(0x08 | 0x04 | 0x20)
        let riffSize = UInt32(output.count - 8)
        for index in 0..<4 { output[4 + index] = UInt8((riffSize >> (8 * UInt32(index))) & 0xFF) }
        return Data(output)
    }
}
