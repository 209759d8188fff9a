/// Escapes text for use inside a double- or single-quoted HTML attribute.
enum HTMLEscaping {
    /// Returns the text with `&`, `<`, `>`, `"` and `'` replaced by character references.
    static func attribute(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
