import Foundation
import SitegenMarkdown

extension ImportValue {
    /// The character references a text holds as the characters they stand for (`&#58;`,
    /// `&#x3A;`, `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`): Jekyll writes a
    /// title into its pages as it is, so a browser read `Ep 1&#58;` as `Ep 1:`, while sitegen
    /// escapes what it writes. A reference to a control character or a code point a page may not hold is left as
    /// text.
    static func decodingCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [Substring: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        ]
        var result = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var decoded: String?
            if name.hasPrefix("#") {
                let digits = name.dropFirst()
                let value =
                    digits.first == "x" || digits.first == "X"
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                if let value, let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control {
                    let character = String(Character(scalar))
                    if HTMLCodePoints.firstForbidden(in: character) == nil { decoded = character }
                }
            } else {
                decoded = named[name]
            }
            if let decoded {
                result += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
