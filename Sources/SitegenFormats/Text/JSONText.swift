/// Writes JSON with sorted keys and `<`, `>` and `&` as `\u` escapes (so that no text can end a
/// `<script>` element), without Foundation's `JSONSerialization`, which every page's structured
/// data and every chapters file would go through. Values are `String`, `Int`, `Double`, `Bool`,
/// arrays and `[String: Any]` dictionaries.
package enum JSONText {
    /// The JSON text of a value.
    package static func encode(_ value: Any) -> String {
        var output = ""
        write(value, to: &output)
        return output
    }

    private static func write(_ value: Any, to output: inout String) {
        switch value {
        case let text as String: writeString(text, to: &output)
        case let flag as Bool: output += flag ? "true" : "false"
        case let number as Int: output += String(number)
        case let number as Double:
            output += number == number.rounded(.towardZero) && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        case let array as [Any]:
            output += "["
            for (index, element) in array.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case let object as [String: Any]:
            output += "{"
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                writeString(key, to: &output)
                output += ":"
                write(object[key]!, to: &output)
            }
            output += "}"
        default: output += "null"
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most texts (names, URLs, dates) need no escape: appended whole.
        if !text.utf8.contains(where: needsEscape) {
            output += text
            output += "\""
            return
        }
        // Escaped into bytes, not into the String a scalar at a time: a show's notes have a `<`
        // or `&` in most lines, and every episode page carries them.
        let bytes = Array(text.utf8)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line in JavaScript.
            let separator =
                byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
            guard separator || (byte != 0xE2 && needsEscape(byte)) else {
                escaped.append(byte)
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): escaped += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): escaped += Array("\\\\".utf8)
            case UInt8(ascii: "\n"): escaped += Array("\\n".utf8)
            case UInt8(ascii: "\r"): escaped += Array("\\r".utf8)
            case UInt8(ascii: "\t"): escaped += Array("\\t".utf8)
            default:
                let value = separator ? (bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029) : Int(byte)
                escaped += Array("\\u".utf8)
                for shift in [12, 8, 4, 0] { escaped.append(hex[(value >> shift) & 15]) }
            }
            index += separator ? 3 : 1
        }
        output += String(decoding: escaped, as: UTF8.self)
        output += "\""
    }

    /// Whether a byte is one JSON or an HTML `<script>` needs escaped, or may start U+2028 or U+2029.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2
    }
}
