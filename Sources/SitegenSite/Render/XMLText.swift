/// Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids.
func xmlEscape(_ text: String) -> String {
    guard needsXMLEscaping(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        default:
            let value = scalar.value
            guard value >= 0x20, value != 0xFFFE, value != 0xFFFF else { continue }
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Whether `xmlEscape` would change the text: a byte scan for the five escaped characters,
/// controls, and the lead byte 0xEF of U+FFFE and U+FFFF (most text has none of them).
private func needsXMLEscaping(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
        bytes.contains { byte in
            byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte == 0xEF
        }
    }
}
