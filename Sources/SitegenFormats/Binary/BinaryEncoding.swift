// The containers' methods, one per type the protocols name, all write through one path
// (`BinaryWriter.encode`), so each type's bytes are the same whichever container writes them.

/// The `Encoder` of ``BinaryCoder``: containers that write values in the order they come.
struct BinaryEncoding: Encoder {
    let writer: BinaryWriter
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(BinaryKeyedEncoding<Key>(writer: writer))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { BinaryUnkeyedEncoding(writer: writer) }

    func singleValueContainer() -> any SingleValueEncodingContainer { BinarySingleValueEncoding(writer: writer) }
}

/// A struct's values in order, without their keys; an enum's case by its name.
struct BinaryKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: BinaryWriter
    var codingPath: [any CodingKey] { [] }

    /// A value left out (a `nil` a type writes itself) is written as an absent optional.
    mutating func encodeNil(forKey key: Key) throws { writer.bytes.append(0) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try writer.encode(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try writer.encode(value) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        writer.bytes.append(value == nil ? 0 : 1)
        if let value { try writer.encode(value) }
    }

    /// An enum's case: its name, then its values.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        writer.append(key.stringValue)
        return KeyedEncodingContainer(BinaryKeyedEncoding<NestedKey>(writer: writer))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        BinaryUnkeyedEncoding(writer: writer)
    }

    mutating func superEncoder() -> any Encoder { BinaryEncoding(writer: writer) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { BinaryEncoding(writer: writer) }
}

/// A list: its count, kept up to date in place as parts are written, then the parts.
struct BinaryUnkeyedEncoding: UnkeyedEncodingContainer {
    let writer: BinaryWriter
    /// Where the count's four bytes are.
    private let countOffset: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(writer: BinaryWriter) {
        self.writer = writer
        countOffset = writer.bytes.count
        writer.bytes.append(contentsOf: [0, 0, 0, 0])
    }

    private mutating func encodeNext<T: Encodable>(_ value: T) throws {
        try writer.encode(value)
        count += 1
        for index in 0..<4 { writer.bytes[countOffset + index] = UInt8(truncatingIfNeeded: count >> (8 * index)) }
    }

    mutating func encodeNil() throws { try encodeNext(Int?.none) }
    mutating func encode(_ value: Bool) throws { try encodeNext(value) }
    mutating func encode(_ value: String) throws { try encodeNext(value) }
    mutating func encode(_ value: Double) throws { try encodeNext(value) }
    mutating func encode(_ value: Float) throws { try encodeNext(value) }
    mutating func encode(_ value: Int) throws { try encodeNext(value) }
    mutating func encode(_ value: Int8) throws { try encodeNext(value) }
    mutating func encode(_ value: Int16) throws { try encodeNext(value) }
    mutating func encode(_ value: Int32) throws { try encodeNext(value) }
    mutating func encode(_ value: Int64) throws { try encodeNext(value) }
    mutating func encode(_ value: UInt) throws { try encodeNext(value) }
    mutating func encode(_ value: UInt8) throws { try encodeNext(value) }
    mutating func encode(_ value: UInt16) throws { try encodeNext(value) }
    mutating func encode(_ value: UInt32) throws { try encodeNext(value) }
    mutating func encode(_ value: UInt64) throws { try encodeNext(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encodeNext(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        count += 1
        for index in 0..<4 { writer.bytes[countOffset + index] = UInt8(truncatingIfNeeded: count >> (8 * index)) }
        return KeyedEncodingContainer(BinaryKeyedEncoding<NestedKey>(writer: writer))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        for index in 0..<4 { writer.bytes[countOffset + index] = UInt8(truncatingIfNeeded: count >> (8 * index)) }
        return BinaryUnkeyedEncoding(writer: writer)
    }

    mutating func superEncoder() -> any Encoder { BinaryEncoding(writer: writer) }
}

/// One value (a raw-value enum's raw value, a wrapper's value).
struct BinarySingleValueEncoding: SingleValueEncodingContainer {
    let writer: BinaryWriter
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { writer.bytes.append(0) }
    mutating func encode(_ value: Bool) throws { try writer.encode(value) }
    mutating func encode(_ value: String) throws { try writer.encode(value) }
    mutating func encode(_ value: Double) throws { try writer.encode(value) }
    mutating func encode(_ value: Float) throws { try writer.encode(value) }
    mutating func encode(_ value: Int) throws { try writer.encode(value) }
    mutating func encode(_ value: Int8) throws { try writer.encode(value) }
    mutating func encode(_ value: Int16) throws { try writer.encode(value) }
    mutating func encode(_ value: Int32) throws { try writer.encode(value) }
    mutating func encode(_ value: Int64) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt8) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt16) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt32) throws { try writer.encode(value) }
    mutating func encode(_ value: UInt64) throws { try writer.encode(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.encode(value) }
}
