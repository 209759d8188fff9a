/// A template context written out as text with its keys sorted: equal text, equal context.
enum CanonicalContextText {
    /// The text of a context value.
    static func of(_ value: TemplateValue) -> String {
        var text = ""
        write(value, to: &text)
        return text
    }

    private static func write(_ value: TemplateValue, to text: inout String) {
        switch value {
        case .text(let string):
            text += "s"
            text += String(string.utf8.count)
            text += ":"
            text += string
        case .utf8(let bytes):
            write(.text(String(decoding: bytes, as: UTF8.self)), to: &text)
        case .object(let fields):
            text += "{"
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                text += String(key.utf8.count)
                text += ":"
                text += key
                text += "="
                write(value, to: &text)
            }
            text += "}"
        case .list(let values):
            text += "["
            for element in values { write(element, to: &text) }
            text += "]"
        case .flag(let flag):
            text += flag ? "T" : "F"
        case .number(let number):
            text += "i"
            text += String(number)
            text += ";"
        }
    }
}
