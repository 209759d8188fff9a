/// The code points HTML forbids in a document: controls other than tab, line feed, form feed
/// and carriage return (C0, DEL and C1), and noncharacters (U+FDD0…U+FDEF, U+xFFFE, U+xFFFF).
/// The W3C checker reports each one as an error, so content must not carry them into pages.
public enum HTMLCodePoints {
    /// Whether HTML allows the code point in text and attribute values.
    /// - Parameter scalar: The code point.
    /// - Returns: `false` for controls (except tab, LF, FF, CR) and noncharacters.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D: return true
        case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: return false
        default: return scalar.value & 0xFFFE != 0xFFFE
        }
    }

    /// The first code point of `text` that HTML forbids, if any.
    /// - Parameter text: The text to search.
    /// - Returns: The code point, or `nil` when every one is allowed.
    public static func firstForbidden(in text: String) -> Unicode.Scalar? {
        guard mayHoldForbidden(text) else { return nil }
        return text.unicodeScalars.first { !isAllowed($0) }
    }

    /// The text with every forbidden code point replaced by U+FFFD (as cmark already does for NUL).
    /// - Parameter text: The text.
    /// - Returns: The text itself when it holds none, else a copy with the replacements.
    public static func replacingForbidden(in text: String) -> String {
        guard firstForbidden(in: text) != nil else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
        }
        return String(result)
    }

    /// A fast byte scan: `false` guarantees no forbidden code point (every one starts with a C0
    /// byte, 0x7F, or the lead bytes 0xC2, 0xEF or 0xF0…0xF4 of its UTF-8 form).
    private static func mayHoldForbidden(_ text: String) -> Bool {
        var text = text
        let table = suspectLeadBytes  // once per call: a static read per byte costs a `swift_once` call
        return table.withUnsafeBufferPointer { suspect in
            text.withUTF8 { bytes in bytes.contains { suspect[Int($0)] } }
        }
    }

    /// The bytes that may start a forbidden code point, as a table indexed by byte.
    private static let suspectLeadBytes: [Bool] = (0...255).map { byte in
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D)
            || byte == 0x7F || byte == 0xC2 || byte == 0xEF || byte >= 0xF0
    }
}
