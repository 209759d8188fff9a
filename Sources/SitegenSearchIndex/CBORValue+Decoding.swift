/// Reading CBOR bytes.
extension CBORValue {
    /// Decodes the one data item that fills `bytes` (after `offset`).
    public static func decode(_ bytes: [UInt8], from offset: Int = 0) throws(SearchIndexError) -> CBORValue {
        var reader = CBORReader(bytes: bytes, position: offset)
        let value = try reader.value(depth: 0)
        guard reader.position == bytes.count else {
            throw .malformed("\(bytes.count - reader.position) bytes after the CBOR item")
        }
        return value
    }
}

/// A cursor over CBOR bytes.
struct CBORReader {
    let bytes: [UInt8]
    var position: Int

    /// Pagefind's files nest a few levels; a limit keeps a hostile file from exhausting the stack.
    private static let maximumDepth = 64

    mutating func value(depth: Int) throws(SearchIndexError) -> CBORValue {
        guard depth < Self.maximumDepth else { throw .malformed("CBOR nested deeper than \(Self.maximumDepth)") }
        let start = position
        let (major, argument) = try head()
        switch major {
        case 0: return .unsigned(argument)
        case 1: return .negative(argument)
        case 2: return .bytes(try take(argument))
        case 3: return .text(try take(argument))
        case 4:
            var items: [CBORValue] = []
            items.reserveCapacity(Int(min(argument, 1 << 16)))
            for _ in 0..<argument { items.append(try value(depth: depth + 1)) }
            return .array(items)
        case 5:
            var pairs: [CBORPair] = []
            for _ in 0..<argument {
                let key = try value(depth: depth + 1)
                pairs.append(CBORPair(key: key, value: try value(depth: depth + 1)))
            }
            return .map(pairs)
        case 6: return .tagged(argument, try value(depth: depth + 1))
        default: return .other(Array(bytes[start..<position]))
        }
    }

    /// The major type and the argument of the item at the cursor; for major type 7 the argument
    /// is skipped over (floats and simple values are kept as bytes).
    mutating func head() throws(SearchIndexError) -> (UInt8, UInt64) {
        guard position < bytes.count else { throw .malformed("CBOR ends inside an item") }
        let initial = bytes[position]
        position += 1
        let major = initial >> 5
        let additional = initial & 31
        if additional < 24 { return (major, UInt64(additional)) }
        let size: Int
        switch additional {
        case 24: size = 1
        case 25: size = 2
        case 26: size = 4
        case 27: size = 8
        default: throw .malformed("CBOR with indefinite or reserved lengths (byte \(initial))")
        }
        guard position + size <= bytes.count else { throw .malformed("CBOR ends inside a length") }
        var argument: UInt64 = 0
        for byte in bytes[position..<position + size] { argument = argument << 8 | UInt64(byte) }
        position += size
        return (major, argument)
    }

    private mutating func take(_ count: UInt64) throws(SearchIndexError) -> [UInt8] {
        guard count <= UInt64(bytes.count - position) else { throw .malformed("CBOR string longer than its file") }
        let slice = Array(bytes[position..<position + Int(count)])
        position += Int(count)
        return slice
    }
}
