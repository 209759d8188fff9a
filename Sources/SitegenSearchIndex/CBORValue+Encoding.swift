/// Writing CBOR bytes.
extension CBORValue {
    /// The item's bytes, with the shortest heads (as minicbor writes them).
    public var encoded: [UInt8] {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return bytes
    }

    /// Appends an integer's bytes.
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 0 { head(0, UInt64(value), into: &bytes) } else { head(1, UInt64(-1 - value), into: &bytes) }
    }

    /// Appends a text item's bytes.
    static func appendText(_ utf8: [UInt8], to bytes: inout [UInt8]) {
        head(3, UInt64(utf8.count), into: &bytes)
        bytes += utf8
    }

    /// Appends the item's bytes.
    public func append(to bytes: inout [UInt8]) {
        switch self {
        case .unsigned(let value): Self.head(0, value, into: &bytes)
        case .negative(let value): Self.head(1, value, into: &bytes)
        case .bytes(let value):
            Self.head(2, UInt64(value.count), into: &bytes)
            bytes += value
        case .text(let value):
            Self.head(3, UInt64(value.count), into: &bytes)
            bytes += value
        case .array(let items):
            Self.head(4, UInt64(items.count), into: &bytes)
            for item in items { item.append(to: &bytes) }
        case .map(let pairs):
            Self.head(5, UInt64(pairs.count), into: &bytes)
            for pair in pairs {
                pair.key.append(to: &bytes)
                pair.value.append(to: &bytes)
            }
        case .tagged(let tag, let value):
            Self.head(6, tag, into: &bytes)
            value.append(to: &bytes)
        case .other(let raw): bytes += raw
        }
    }

    static func head(_ major: UInt8, _ argument: UInt64, into bytes: inout [UInt8]) {
        let type = major << 5
        switch argument {
        case ..<24: bytes.append(type | UInt8(argument))
        case ..<0x100: bytes += [type | 24, UInt8(argument)]
        case ..<0x1_0000: bytes += [type | 25, UInt8(argument >> 8), UInt8(argument & 0xff)]
        case ..<0x1_0000_0000:
            bytes.append(type | 26)
            for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8(argument >> UInt64(shift) & 0xff)) }
        default:
            bytes.append(type | 27)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(argument >> UInt64(shift) & 0xff)) }
        }
    }
}
