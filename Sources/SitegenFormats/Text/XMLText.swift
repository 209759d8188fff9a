/// Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids.
package func xmlEscape(_ text: String) -> String {
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

/// The text without the characters XML 1.0 does not allow even in CDATA (controls other than
/// tab, LF and CR, such as a form feed HTML allows; U+FFFE and U+FFFF), which `xmlEscape` drops
/// too: one of them makes a whole feed unreadable to a podcast app.
package func xmlLegalCharacters(_ text: String) -> String {
    var copy = text
    let suspect = copy.withUTF8 { bytes in
        bytes.contains { ($0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13) || $0 == 0xEF }
    }
    guard suspect else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        let value = scalar.value
        if (value < 0x20 && value != 9 && value != 10 && value != 13) || value == 0xFFFE || value == 0xFFFF { continue }
        result.append(scalar)
    }
    return String(result)
}
