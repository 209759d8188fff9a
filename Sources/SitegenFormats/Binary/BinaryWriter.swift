/// The bytes of a ``BinaryCoder`` encoding, written as values are encoded.
final class BinaryWriter {
    var bytes: [UInt8] = []

    /// Appends any value: the standard library's collections, optionals, strings and numbers in
    /// their own compact forms (``BinaryEncodable``), everything else by its `encode(to:)`.
    func encode<Value: Encodable>(_ value: Value) throws {
        if let value = value as? any BinaryEncodable {
            try value.encodeBinary(to: self)
        } else {
            try value.encode(to: BinaryEncoding(writer: self))
        }
    }

    /// Appends an unsigned LEB128 number.
    func append(unsigned value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends a signed number, zigzag-coded so that small negative numbers stay short.
    func append(signed value: Int64) {
        append(unsigned: UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Appends a string's length in bytes and its UTF-8.
    func append(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            append(unsigned: UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends a 64-bit word, little endian.
    func append(word value: UInt64) {
        for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }
}
