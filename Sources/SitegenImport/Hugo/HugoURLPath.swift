import Foundation

/// The paths Hugo makes of titles, slugs and file names for its URLs (its `urlize`): letters of
/// any script, digits and marks kept with `.`, `/`, `\`, `_`, `#`, `+`, `~`, `-`, `@` and
/// percent escapes; a run of spaces one hyphen; anything else dropped; lowercased unless
/// `disablePathToLower`, accents taken off with `removePathAccents`.
struct HugoURLPath: Sendable {
    /// Hugo's `disablePathToLower`.
    var keepsCase = false
    /// Hugo's `removePathAccents`.
    var removesAccents = false
    /// Hugo's `uglyURLs` for every section (a flag).
    var uglyURLs = false
    /// Hugo's `uglyURLs` by section (a map of flags), sections in lowercase.
    var uglyURLsBySection: [String: Bool] = [:]

    /// The rules a site's settings (keys in lowercase) give.
    init(settings: [String: Any]) {
        keepsCase = settings["disablepathtolower"] as? Bool ?? false
        removesAccents = settings["removepathaccents"] as? Bool ?? false
        if let flag = ImportValue.flag(settings["uglyurls"]) { uglyURLs = flag }
        for (section, value) in ImportValue.lowercasedKeys(settings["uglyurls"] as? [String: Any]) ?? [:] {
            uglyURLsBySection[section] = ImportValue.flag(value)
        }
    }

    /// A page's path as Hugo publishes it with `uglyURLs` for its section: `/posts/one.html`
    /// for `/posts/one/`.
    func uglified(_ path: String, section: String) -> String {
        guard uglyURLsBySection[section.lowercased()] ?? uglyURLs, path.count > 1, path.hasSuffix("/") else {
            return path
        }
        return String(path.dropLast()) + ".html"
    }

    /// Go's letters (`unicode.IsLetter`), decimal digits (`IsDigit`) and marks (`IsMark`).
    private static let letterDigitOrMark: Set<Unicode.GeneralCategory> = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
        .nonspacingMark, .spacingMark, .enclosingMark,
    ]

    /// Hugo's path of a text (unescaped: `épisode-55`, which Hugo's permalinks write escaped).
    func urlize(_ text: String) -> String {
        let source = Array(
            (removesAccents ? text.folding(options: .diacriticInsensitive, locale: nil) : text).unicodeScalars)
        var target = String.UnicodeScalarView()
        var prependHyphen = false
        var wasHyphen = false
        for (index, scalar) in source.enumerated() {
            let properties = scalar.properties
            let isHexEscape =
                scalar == "%" && index + 2 < source.count && source[index + 1].properties.isASCIIHexDigit
                && source[index + 2].properties.isASCIIHexDigit
            let allowed =
                "./\\_#+~-@".unicodeScalars.contains(scalar)
                || Self.letterDigitOrMark.contains(properties.generalCategory)
                || isHexEscape
            if allowed {
                wasHyphen = scalar == "-"
                if prependHyphen {
                    if !wasHyphen { target.append("-") }
                    prependHyphen = false
                }
                target.append(scalar)
            } else if !target.isEmpty, !wasHyphen, properties.isWhitespace {
                prependHyphen = true
            }
        }
        let path = String(target)
        return keepsCase ? path : path.lowercased()
    }

    /// A path as Go writes a URL's path: every byte but letters, digits, `-_.~$&+,/:;=@` and
    /// percent escapes written as `%XX`.
    static func escaped(_ path: String) -> String {
        let bytes = Array(path.utf8)
        let kept = Set("-_.~$&+,/:;=@".utf8)
        var output = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isHex = { (i: Int) in i < bytes.count && (bytes[i] as UInt8).isASCIIHexDigit }
            if byte == UInt8(ascii: "%"), isHex(index + 1), isHex(index + 2) {
                output += String(decoding: bytes[index...index + 2], as: UTF8.self)
                index += 3
                continue
            }
            if byte < 0x80, (byte as UInt8).isASCIIAlphanumeric || kept.contains(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            index += 1
        }
        return output
    }
}

extension UInt8 {
    fileprivate var isASCIIHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
    fileprivate var isASCIIAlphanumeric: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
