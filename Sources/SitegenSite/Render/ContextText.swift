/// A template context written out as text with its keys sorted: equal text, equal context.
enum ContextText {
    /// The text of a context value (dictionaries, arrays, strings, numbers and flags).
    static func of(_ value: Any) -> String {
        var text = ""
        write(value, to: &text)
        return text
    }

    private static func write(_ value: Any, to text: inout String) {
        switch value {
        case let string as String:
            text += "s"
            text += String(string.utf8.count)
            text += ":"
            text += string
        case let dictionary as [String: Any]:
            text += "{"
            for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
                text += String(key.utf8.count)
                text += ":"
                text += key
                text += "="
                write(value, to: &text)
            }
            text += "}"
        case let array as [Any]:
            text += "["
            for element in array { write(element, to: &text) }
            text += "]"
        case let flag as Bool:
            text += flag ? "T" : "F"
        case let number as Int:
            text += "i\(number);"
        default:
            text += "?\(String(reflecting: value));"
        }
    }
}
