import Foundation

/// PNG files written byte by byte (no encoder needed): the importer's placeholder artwork, and
/// pictures the tests make.
enum PNGBytes {
    /// A PNG of `width` × `height` pixels from its header fields and its filtered scanlines
    /// (`raw`: each row a filter byte, then the row's bytes), zlib with stored blocks.
    /// - Parameters:
    ///   - bitDepth: bits a sample (IHDR).
    ///   - colourType: 2 for RGB, 3 for a palette (IHDR).
    ///   - palette: the PLTE chunk's RGB triples, for a palette image.
    static func image(
        width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, palette: [UInt8] = [], raw: [UInt8]
    ) -> Data {
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colourType, 0, 0, 0]
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", Data(header)))
        if !palette.isEmpty { png.append(chunk("PLTE", Data(palette))) }
        png.append(chunk("IDAT", zlibStored(raw)))
        png.append(chunk("IEND", Data()))
        return png
    }

    /// `bytes` in a zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ bytes: [UInt8]) -> Data {
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

    /// A chunk: length, type, body, CRC-32 of type and body.
    static func chunk(_ type: String, _ body: Data) -> Data {
        let typed = Data(type.utf8) + body
        return Data(bigEndian(UInt32(body.count))) + typed + Data(bigEndian(crc32(typed)))
    }

    /// The CRC-32 of PNG chunks (and zip, and gzip).
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A 32-bit number's bytes, most significant first.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
