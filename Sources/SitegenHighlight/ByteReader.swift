/// Reads the fixed-width words and LEB128 numbers of ``SwiftHighlightCache``'s file (little
/// endian), every read checked against the end; and writes them.
struct ByteReader {
    var bytes: [UInt8]
    var offset: Int

    /// The next byte, if there is one.
    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next 32-bit word.
    mutating func word32() -> UInt32? {
        guard let value = word(4) else { return nil }
        return UInt32(value)
    }

    /// The next `size` bytes as a little-endian number.
    mutating func word(_ size: Int) -> UInt64? {
        guard offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in 0..<size { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += size
        return value
    }

    /// The next key.
    mutating func key() -> SwiftHighlightCache.Key? {
        guard let first = word(8), let second = word(8), let length = word32() else { return nil }
        return SwiftHighlightCache.Key(first: first, second: second, length: length)
    }

    /// The next unsigned LEB128 number (at most 4 bytes: offsets within one code block).
    mutating func varint() -> Int? {
        var value = 0
        for shift in stride(from: 0, to: 28, by: 7) {
            guard let byte = byte() else { return nil }
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
        }
        return nil
    }

    /// Appends a little-endian number of `size` bytes.
    static func append(_ value: UInt64, size: Int, to bytes: inout [UInt8]) {
        for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }

    /// Appends a 32-bit word.
    static func append32(_ value: UInt32, to bytes: inout [UInt8]) { append(UInt64(value), size: 4, to: &bytes) }

    /// Appends a key.
    static func append(_ key: SwiftHighlightCache.Key, to bytes: inout [UInt8]) {
        append(key.first, size: 8, to: &bytes)
        append(key.second, size: 8, to: &bytes)
        append32(key.length, to: &bytes)
    }

    /// Appends an unsigned LEB128 number.
    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt(max(value, 0))
        repeat {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
    }
}
