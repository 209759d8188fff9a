import Foundation

/// A plain square PNG (1400 px, one colour) for a podcast feed whose source names no artwork the
/// build can use: the feed needs one, and the report says to replace it.
enum PlaceholderArtwork {
    /// The PNG's bytes.
    static func png(side: Int = 1400) -> Data {
        let rowBytes = (side + 7) / 8
        let raw = [UInt8](repeating: 0, count: (rowBytes + 1) * side)
        var header = Data()
        header.append(contentsOf: bigEndian(UInt32(side)) + bigEndian(UInt32(side)))
        header.append(contentsOf: [1, 3, 0, 0, 0])  // 1 bit, palette, deflate, no filter, no interlace
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        png.append(chunk("PLTE", Data([0x3A, 0x4A, 0x5C])))
        png.append(chunk("IDAT", zlibStored(raw)))
        png.append(chunk("IEND", Data()))
        return png
    }

    /// Bytes in zlib's format with stored (uncompressed) deflate blocks.
    private static func zlibStored(_ bytes: [UInt8]) -> Data {
        var data = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let last: UInt8 = offset + count == bytes.count ? 1 : 0
            data.append(contentsOf: [last, UInt8(count & 0xFF), UInt8(count >> 8)])
            data.append(contentsOf: [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)])
            data.append(contentsOf: bytes[offset..<(offset + count)])
            offset += count
        } while offset < bytes.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        data.append(contentsOf: bigEndian(b << 16 | a))
        return data
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var data = Data(bigEndian(UInt32(body.count)))
        let typed = Data(type.utf8) + body
        data.append(typed)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        data.append(contentsOf: bigEndian(~crc))
        return data
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
