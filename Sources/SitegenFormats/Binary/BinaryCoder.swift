/// `Codable` values as compact bytes, for what a build keeps for the next one on this machine
/// (decoded content files): not an exchange format, so it carries no names.
///
/// A struct's values follow one another in the order its `encode(to:)` writes them, with no
/// keys: the same program reads them back in the same order, and a cache keyed by the
/// program's identity never meets bytes of another. Only an enum's case is written by name
/// (its decoder asks which case it holds before reading it). Numbers are LEB128, strings and
/// collections are a count and their parts, and an optional value is a flag and the value.
/// Every read is checked against the end, so damaged bytes throw, never crash.
public enum BinaryCoder {
    /// The bytes of `value`.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let writer = BinaryWriter()
        try writer.encode(value)
        return writer.bytes
    }

    /// The value `bytes` hold; throws when they are not a whole value of this type.
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: ArraySlice<UInt8>) throws -> Value {
        let reader = BinaryReader(bytes)
        let value = try reader.decode(type)
        guard reader.isAtEnd else { throw BinaryCoderError.damaged }
        return value
    }
}

/// Bytes that are not a value of the type asked for.
public enum BinaryCoderError: Error, Sendable {
    /// The bytes end early, or hold something other than what was written there.
    case damaged
    /// The coder was asked for something it does not write (a super-class encoder).
    case unsupported
}
