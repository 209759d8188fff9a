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

    private static let hex = Array("0123456789abcdef")

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most texts (names, URLs, dates) need no escape: appended whole.
        if !text.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2
        }) {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                output += "\\u"
                let value = Int(scalar.value)
                for shift in [12, 8, 4, 0] { output.append(hex[(value >> shift) & 15]) }
            default:
                if scalar.value < 0x20 {
                    output += "\\u00"
                    output.append(hex[Int(scalar.value) >> 4])
                    output.append(hex[Int(scalar.value) & 15])
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
