/// Rewrites JSON's surrogate-pair escapes (`\uD83D\uDE00`, how JSON spells a character beyond
/// U+FFFF) as YAML's eight-digit escape (`\U0001F600`), since JSON front matter is read by the
/// YAML reader and YAML refuses each half on its own. The text must have passed
/// ``JSONSyntaxCheck``, which refuses a half without the other.
package enum JSONSurrogatePairs {
    /// The JSON text with every surrogate pair escape written as one `\U` escape (two characters
    /// shorter each).
    package static func yamlEscaped(_ json: String) -> String {
        guard json.contains("\\u") || json.contains("\\U") else { return json }
        let bytes = Array(json.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                output.append(bytes[index])
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "u"), let high = unit(bytes, at: index + 2),
                (0xD800...0xDBFF).contains(high), index + 11 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
                bytes[index + 7] == UInt8(ascii: "u"), let low = unit(bytes, at: index + 8),
                (0xDC00...0xDFFF).contains(low)
            {
                let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                let hex = String(scalar, radix: 16, uppercase: true)
                output += Array(("\\U" + String(repeating: "0", count: 8 - hex.count) + hex).utf8)
                index += 12
            } else {
                // Any other escape, `\\` included, is copied whole: its second character starts nothing.
                output += bytes[index...index + 1]
                index += 2
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The four hexadecimal digits at `index` as a UTF-16 code unit, if they are that.
    private static func unit(_ bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        return UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    }
}
