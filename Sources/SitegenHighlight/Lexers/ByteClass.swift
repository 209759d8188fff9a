/// Byte tests shared by the lexers (ASCII only: every byte of a multi-byte UTF-8 sequence is
/// at least 0x80 and counts as an identifier byte, so non-ASCII names stay whole).
enum ByteClass {
    /// A letter, `_` or any non-ASCII byte.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80
    }

    /// An identifier start or an ASCII digit.
    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// An ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// An ASCII uppercase letter.
    static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    /// A space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Whether `bytes` holds `prefix` at `index`.
    static func matches(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    /// The end of a number starting at `index`: digits, `_`, `.` before a digit, hex and
    /// binary prefixes, exponents and a letter suffix (`1.5e3`, `0xFF`, `10px`, `2n`).
    static func numberEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            if isIdentifierPart(byte) {
                let isExponent = byte == 0x65 || byte == 0x45
                end += 1
                if isExponent, end < bytes.count, bytes[end] == 0x2B || bytes[end] == 0x2D,
                    !matches(bytes, [0x30, 0x78], at: index)
                {
                    end += 1
                }
            } else if byte == 0x2E, end + 1 < bytes.count, isDigit(bytes[end + 1]) {
                end += 1
            } else {
                break
            }
        }
        return end
    }
}
