import Foundation

/// A type with its own compact form in ``BinaryCoder``: the standard library's values, whose
/// own `Codable` forms need keys (a dictionary), a count up front (an array) or a flag (an
/// optional) that a format without names cannot give them.
///
/// A collection of values that are only `Encodable` has the form too: digests of values (a
/// render input's) need their sets and dictionaries sorted as much as archives do.
protocol BinaryEncodable {
    func encodeBinary(to writer: BinaryWriter) throws
}

/// A ``BinaryEncodable`` type that is read back too.
protocol BinaryCodable: BinaryEncodable {
    static func decodeBinary(from reader: BinaryReader) throws -> Self
}

extension String: BinaryCodable {
    func encodeBinary(to writer: BinaryWriter) { writer.append(self) }
    static func decodeBinary(from reader: BinaryReader) throws -> String { try reader.string() }
}

extension Bool: BinaryCodable {
    func encodeBinary(to writer: BinaryWriter) { writer.bytes.append(self ? 1 : 0) }
    static func decodeBinary(from reader: BinaryReader) throws -> Bool {
        switch try reader.byte() {
        case 0: false
        case 1: true
        default: throw BinaryCoderError.damaged
        }
    }
}

extension Double: BinaryCodable {
    func encodeBinary(to writer: BinaryWriter) { writer.append(word: bitPattern) }
    static func decodeBinary(from reader: BinaryReader) throws -> Double { Double(bitPattern: try reader.word()) }
}

extension Float: BinaryCodable {
    func encodeBinary(to writer: BinaryWriter) { writer.append(unsigned: UInt64(bitPattern)) }
    static func decodeBinary(from reader: BinaryReader) throws -> Float {
        guard let bits = UInt32(exactly: try reader.unsigned()) else { throw BinaryCoderError.damaged }
        return Float(bitPattern: bits)
    }
}

/// The signed integers, as zigzag LEB128.
protocol SignedBinaryInteger: BinaryCodable, FixedWidthInteger, SignedInteger {}

extension SignedBinaryInteger {
    func encodeBinary(to writer: BinaryWriter) { writer.append(signed: Int64(self)) }
    static func decodeBinary(from reader: BinaryReader) throws -> Self {
        guard let value = Self(exactly: try reader.signed()) else { throw BinaryCoderError.damaged }
        return value
    }
}

/// The unsigned integers, as LEB128.
protocol UnsignedBinaryInteger: BinaryCodable, FixedWidthInteger, UnsignedInteger {}

extension UnsignedBinaryInteger {
    func encodeBinary(to writer: BinaryWriter) { writer.append(unsigned: UInt64(self)) }
    static func decodeBinary(from reader: BinaryReader) throws -> Self {
        guard let value = Self(exactly: try reader.unsigned()) else { throw BinaryCoderError.damaged }
        return value
    }
}

extension Int: SignedBinaryInteger {}
extension Int8: SignedBinaryInteger {}
extension Int16: SignedBinaryInteger {}
extension Int32: SignedBinaryInteger {}
extension Int64: SignedBinaryInteger {}
extension UInt: UnsignedBinaryInteger {}
extension UInt8: UnsignedBinaryInteger {}
extension UInt16: UnsignedBinaryInteger {}
extension UInt32: UnsignedBinaryInteger {}
extension UInt64: UnsignedBinaryInteger {}

extension Data: BinaryCodable {
    func encodeBinary(to writer: BinaryWriter) {
        writer.append(unsigned: UInt64(count))
        writer.bytes.append(contentsOf: self)
    }
    static func decodeBinary(from reader: BinaryReader) throws -> Data { Data(try reader.bytes(reader.count())) }
}

extension Optional: BinaryEncodable where Wrapped: Encodable {
    func encodeBinary(to writer: BinaryWriter) throws {
        switch self {
        case .none: writer.bytes.append(0)
        case .some(let wrapped):
            writer.bytes.append(1)
            try writer.encode(wrapped)
        }
    }
}

extension Optional: BinaryCodable where Wrapped: Codable {
    static func decodeBinary(from reader: BinaryReader) throws -> Wrapped? {
        switch try reader.byte() {
        case 0: nil
        case 1: try reader.decode(Wrapped.self)
        default: throw BinaryCoderError.damaged
        }
    }
}

extension Array: BinaryEncodable where Element: Encodable {
    func encodeBinary(to writer: BinaryWriter) throws {
        writer.append(unsigned: UInt64(count))
        for element in self { try writer.encode(element) }
    }
}

extension Array: BinaryCodable where Element: Codable {
    static func decodeBinary(from reader: BinaryReader) throws -> [Element] {
        let count = try reader.count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try reader.decode(Element.self)) }
        return elements
    }
}

extension Set: BinaryEncodable where Element: Encodable {
    func encodeBinary(to writer: BinaryWriter) throws {
        // Sorted by their bytes, so that equal sets are equal bytes whatever their hash seed.
        let parts = try map { try BinaryCoder.encode($0) }.sorted { $0.lexicographicallyPrecedes($1) }
        writer.append(unsigned: UInt64(parts.count))
        for part in parts { writer.bytes.append(contentsOf: part) }
    }
}

extension Set: BinaryCodable where Element: Codable {
    static func decodeBinary(from reader: BinaryReader) throws -> Set<Element> {
        let count = try reader.count()
        var elements = Set<Element>(minimumCapacity: count)
        for _ in 0..<count { elements.insert(try reader.decode(Element.self)) }
        return elements
    }
}

extension Dictionary: BinaryEncodable where Key: Encodable, Value: Encodable {
    func encodeBinary(to writer: BinaryWriter) throws {
        // Sorted by their keys' bytes, so that equal dictionaries are equal bytes.
        let parts = try map { (key: try BinaryCoder.encode($0.key), value: $0.value) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
        writer.append(unsigned: UInt64(parts.count))
        for part in parts {
            writer.bytes.append(contentsOf: part.key)
            try writer.encode(part.value)
        }
    }
}

extension Dictionary: BinaryCodable where Key: Codable, Value: Codable {
    static func decodeBinary(from reader: BinaryReader) throws -> [Key: Value] {
        let count = try reader.count()
        var elements = [Key: Value](minimumCapacity: count)
        for _ in 0..<count {
            let key = try reader.decode(Key.self)
            elements[key] = try reader.decode(Value.self)
        }
        return elements
    }
}
