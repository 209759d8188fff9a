/// Reads the values of a ``BinaryCoder`` encoding in the order they were written.
final class BinaryReader {
    private let bytes: ArraySlice<UInt8>
    private var offset: Int
    /// The name of the enum case being read, between its decoder's `allKeys` and its values.
    var caseName: String?

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.endIndex }

    /// Reads any value, the way ``BinaryWriter/encode(_:)`` wrote it.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if let compact = type as? any BinaryCodable.Type {
            guard let value = try compact.decodeBinary(from: self) as? Value else { throw BinaryCoderError.damaged }
            return value
        }
        return try Value(from: BinaryDecoding(reader: self))
    }

    /// The next byte.
    func byte() throws -> UInt8 {
        guard offset < bytes.endIndex else { throw BinaryCoderError.damaged }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next unsigned LEB128 number.
    func unsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64 else { throw BinaryCoderError.damaged }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// The next zigzag-coded signed number.
    func signed() throws -> Int64 {
        let coded = try unsigned()
        return Int64(bitPattern: coded >> 1) ^ -Int64(bitPattern: coded & 1)
    }

    /// The next count (of bytes or parts), which cannot exceed the bytes left.
    func count() throws -> Int {
        let count = try unsigned()
        guard count <= UInt64(bytes.endIndex - offset) else { throw BinaryCoderError.damaged }
        return Int(count)
    }

    /// The next string.
    func string() throws -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    /// The next `length` bytes.
    func bytes(_ length: Int) throws -> ArraySlice<UInt8> {
        guard length >= 0, length <= bytes.endIndex - offset else { throw BinaryCoderError.damaged }
        defer { offset += length }
        return bytes[offset..<offset + length]
    }

    /// The next 64-bit word.
    func word() throws -> UInt64 {
        var value: UInt64 = 0
        for (index, byte) in try bytes(8).enumerated() { value |= UInt64(byte) << (8 * index) }
        return value
    }
}
