/// One CBOR data item (RFC 8949) of the kinds Pagefind's index files use: the unit of
/// ``CBORValue/decode(_:)`` and ``CBORValue/encoded``.
///
/// Pagefind writes its metadata, word and filter files with minicbor's derived encoders: structs
/// as definite-length arrays of their fields, strings as text, numbers as the shortest integers.
/// Anything else (floats, simple values, tags) is kept as its bytes, so that it is written back
/// unchanged.
public enum CBORValue: Hashable, Sendable {
    /// A non-negative integer (major type 0).
    case unsigned(UInt64)
    /// A negative integer `-1 - n` (major type 1), stored as `n`.
    case negative(UInt64)
    /// A byte string (major type 2).
    case bytes([UInt8])
    /// A text string (major type 3), as its UTF-8 bytes.
    case text([UInt8])
    /// An array (major type 4).
    case array([CBORValue])
    /// A map (major type 5), in the order it was written.
    case map([CBORPair])
    /// A tagged item (major type 6).
    indirect case tagged(UInt64, CBORValue)
    /// A simple value or a float, as its encoded bytes.
    case other([UInt8])

    /// The value as an `Int`, when it is an integer that fits.
    public var integer: Int? {
        switch self {
        case .unsigned(let value): value <= UInt64(Int.max) ? Int(value) : nil
        case .negative(let value): value < UInt64(Int.max) ? -1 - Int(value) : nil
        default: nil
        }
    }

    /// The value as text, when it is a text string.
    public var string: String? {
        if case .text(let bytes) = self { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }

    /// The items, when the value is an array.
    public var items: [CBORValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// An integer item.
    public static func int(_ value: Int) -> CBORValue {
        value >= 0 ? .unsigned(UInt64(value)) : .negative(UInt64(-1 - value))
    }

    /// A text item.
    public static func string(_ value: String) -> CBORValue { .text(Array(value.utf8)) }
}

/// One key and value of a CBOR map.
public struct CBORPair: Hashable, Sendable {
    /// The key.
    public var key: CBORValue
    /// The value.
    public var value: CBORValue

    /// Creates a pair.
    public init(key: CBORValue, value: CBORValue) {
        self.key = key
        self.value = value
    }
}
