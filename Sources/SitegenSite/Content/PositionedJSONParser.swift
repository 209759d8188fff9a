/// The recursive reading behind ``PositionedJSON``: bytes in, values with their line and
/// column out; `nil` at the first byte that is not JSON.
struct PositionedJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// A parser at the start of `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips JSON's whitespace, counting lines.
    mutating func skipSpace() {
        while let byte = peek, byte == 32 || byte == 9 || byte == 10 || byte == 13 {
            if byte == 10 {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    /// The value at the current byte.
    mutating func value(depth: Int) -> PositionedJSON? {
        guard depth <= JSONSyntaxCheck.maxDepth, let byte = peek else { return nil }
        let (line, column) = (line, index - lineStart + 1)
        let kind: PositionedJSON.Kind
        switch byte {
        case UInt8(ascii: "{"):
            guard let entries = object(depth: depth) else { return nil }
            kind = .object(entries)
        case UInt8(ascii: "["):
            guard let items = array(depth: depth) else { return nil }
            kind = .array(items)
        case UInt8(ascii: "\""):
            guard let text = string() else { return nil }
            kind = .string(text)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            guard let word = word() else { return nil }
            kind = word
        default:
            guard let number = number() else { return nil }
            kind = .number(number)
        }
        return PositionedJSON(kind: kind, line: line, column: column)
    }

    private mutating func object(depth: Int) -> [(key: String, value: PositionedJSON)]? {
        index += 1
        var entries: [(key: String, value: PositionedJSON)] = []
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return entries
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard peek == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            guard let value = value(depth: depth + 1) else { return nil }
            entries.append((key, value))
            skipSpace()
            guard let next = peek else { return nil }
            index += 1
            if next == UInt8(ascii: "}") { return entries }
            guard next == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func array(depth: Int) -> [PositionedJSON]? {
        index += 1
        var items: [PositionedJSON] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            skipSpace()
            guard let item = value(depth: depth + 1) else { return nil }
            items.append(item)
            skipSpace()
            guard let next = peek else { return nil }
            index += 1
            if next == UInt8(ascii: "]") { return items }
            guard next == UInt8(ascii: ",") else { return nil }
        }
    }

    /// A string, its escapes decoded (a lone surrogate becomes U+FFFD).
    private mutating func string() -> String? {
        index += 1
        var output: [UInt8] = []
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = peek else { return nil }
                index += 1
                switch escaped {
                case UInt8(ascii: "b"): output.append(8)
                case UInt8(ascii: "f"): output.append(12)
                case UInt8(ascii: "n"): output.append(10)
                case UInt8(ascii: "r"): output.append(13)
                case UInt8(ascii: "t"): output.append(9)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    output.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: output.append(escaped)
                }
            default:
                output.append(byte)
            }
        }
        return nil
    }

    /// The character of a `\uXXXX` escape (the `\u` read), joining a surrogate pair.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hexUnit() else { return nil }
        if (0xD800...0xDBFF).contains(unit), peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "u")
        {
            let saved = index
            index += 2
            if let low = hexUnit(), (0xDC00...0xDFFF).contains(low) {
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            index = saved
        }
        return Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}"
    }

    private mutating func hexUnit() -> UInt16? {
        guard index + 4 <= bytes.count,
            let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return unit
    }

    private mutating func word() -> PositionedJSON.Kind? {
        for (word, kind) in [("true", PositionedJSON.Kind.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 {
                index += utf8.count
                return kind
            }
        }
        return nil
    }

    private mutating func number() -> Double? {
        let start = index
        while let byte = peek,
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (48...57).contains(byte)
        {
            index += 1
        }
        guard index > start else { return nil }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}
