// The containers' methods, one per type the protocols name, all read through one path
// (`BinaryReader.decode`), as ``BinaryEncoding`` writes through one.

/// The `Decoder` of ``BinaryCoder``: containers that read values in the order they were written.
struct BinaryDecoding: Decoder {
    let reader: BinaryReader
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(BinaryKeyedDecoding<Key>(reader: reader))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try BinaryUnkeyedDecoding(reader: reader) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        BinarySingleValueDecoding(reader: reader)
    }
}

/// A struct's values in order; an enum's case by its name, read when the enum asks which it is.
struct BinaryKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: BinaryReader
    var codingPath: [any CodingKey] { [] }

    init(reader: BinaryReader) { self.reader = reader }

    /// Only an enum asks: the one case it holds, whose name the reader keeps until the enum
    /// asks for the case's values (a container per struct is made often; a name rarely).
    var allKeys: [Key] {
        if reader.caseName == nil { reader.caseName = try? reader.string() }
        return reader.caseName.flatMap { Key(stringValue: $0) }.map { [$0] } ?? []
    }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { try reader.byte() == 0 }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.decode(type) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try reader.decode(Bool?.self) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.decode(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try reader.decode(String?.self) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.decode(type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try reader.decode(Double?.self) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reader.decode(type) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try reader.decode(Float?.self) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.decode(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try reader.decode(Int?.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.decode(type) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try reader.decode(Int8?.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.decode(type) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try reader.decode(Int16?.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.decode(type) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try reader.decode(Int32?.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.decode(type) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try reader.decode(Int64?.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.decode(type) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try reader.decode(UInt?.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.decode(type) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try reader.decode(UInt8?.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.decode(type) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try reader.decode(UInt16?.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.decode(type) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try reader.decode(UInt32?.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.decode(type) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try reader.decode(UInt64?.self) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader.decode(type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        switch try reader.byte() {
        case 0: return nil
        case 1: return try reader.decode(type)
        default: throw BinaryCoderError.damaged
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let name = try reader.caseName.take() ?? reader.string()
        guard name == key.stringValue else { throw BinaryCoderError.damaged }
        return KeyedDecodingContainer(BinaryKeyedDecoding<NestedKey>(reader: reader))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try BinaryUnkeyedDecoding(reader: reader)
    }

    func superDecoder() throws -> any Decoder { BinaryDecoding(reader: reader) }

    func superDecoder(forKey key: Key) throws -> any Decoder { BinaryDecoding(reader: reader) }
}

/// A list: its count, then its parts.
struct BinaryUnkeyedDecoding: UnkeyedDecodingContainer {
    let reader: BinaryReader
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    init(reader: BinaryReader) throws {
        self.reader = reader
        var count = 0
        for (index, byte) in try reader.bytes(4).enumerated() { count |= Int(byte) << (8 * index) }
        self.count = count
    }

    private mutating func decodeNext<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw BinaryCoderError.damaged }
        currentIndex += 1
        return try reader.decode(type)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw BinaryCoderError.damaged }
        // Written as an absent optional: a nil takes its part, anything else is read as a value.
        if try decodeNext(Int?.self) == nil { return true }
        throw BinaryCoderError.unsupported
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeNext(type) }
    mutating func decode(_ type: String.Type) throws -> String { try decodeNext(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decodeNext(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decodeNext(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decodeNext(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeNext(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeNext(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeNext(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeNext(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeNext(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeNext(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeNext(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeNext(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeNext(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeNext(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        guard !isAtEnd else { throw BinaryCoderError.damaged }
        currentIndex += 1
        return KeyedDecodingContainer(BinaryKeyedDecoding<NestedKey>(reader: reader))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isAtEnd else { throw BinaryCoderError.damaged }
        currentIndex += 1
        return try BinaryUnkeyedDecoding(reader: reader)
    }

    mutating func superDecoder() throws -> any Decoder { BinaryDecoding(reader: reader) }
}

/// One value.
struct BinarySingleValueDecoding: SingleValueDecodingContainer {
    let reader: BinaryReader
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.decode(type) }
    func decode(_ type: String.Type) throws -> String { try reader.decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try reader.decode(type) }
    func decode(_ type: Float.Type) throws -> Float { try reader.decode(type) }
    func decode(_ type: Int.Type) throws -> Int { try reader.decode(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.decode(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.decode(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.decode(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.decode(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.decode(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.decode(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.decode(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.decode(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.decode(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decode(type) }
}
