import Foundation

/// Turns a name into a URL segment: readable lowercase ASCII letters and digits joined by `-`.
///
/// The rule, in order:
/// 1. `+` and `#` right after a letter, a digit or another `+` are spelled out (`C++` →
///    `c-plus-plus`, `C#` → `c-sharp`, `F#` → `f-sharp`), and `&` is `and` (`Q&A` → `q-and-a`),
///    so that names which differ only by them get different slugs;
/// 2. everything else that is not ASCII is transliterated to Latin and then to ASCII by ICU
///    (Foundation's `Any-Latin; Latin-ASCII`): `José Ibañez` → `jose-ibanez`, `Straße` →
///    `strasse`, `Привет` → `privet`, `東京` → `dong-jing`;
/// 3. letters that have no transliteration become their code point in hex (`u1f600`), and every
///    other run of characters becomes one `-`, with none at either end;
/// 4. a name with nothing left is `untitled`;
/// 5. a slug longer than ``maxSlugLength`` characters is cut at the last `-` within it (a URL
///    segment must fit a file name, at most 255 bytes).
///
/// Names that still end up with the same slug are told apart where slugs are given out (the
/// second gets `-2`), with a warning.
public func slugify(_ text: String) -> String {
    var spelled = ""
    var previous: Character?
    for character in text {
        switch character {
        case "+" where previous.map { $0.isLetter || $0.isNumber || $0 == "+" } ?? false: spelled += " plus "
        case "#" where previous.map { $0.isLetter || $0.isNumber } ?? false: spelled += " sharp "
        case "&": spelled += " and "
        default: spelled.append(character)
        }
        previous = character
    }
    let ascii =
        spelled.unicodeScalars.allSatisfy(\.isASCII)
        ? spelled : spelled.applyingTransform(transliteration, reverse: false) ?? spelled
    var result = ""
    var pendingDash = false
    for scalar in ascii.lowercased().unicodeScalars {
        let isWordScalar = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
        if isWordScalar || (!scalar.isASCII && scalar.properties.isAlphabetic) {
            if pendingDash && !result.isEmpty { result += "-" }
            pendingDash = false
            if isWordScalar {
                result.unicodeScalars.append(scalar)
            } else {
                result += "u" + String(scalar.value, radix: 16)
            }
        } else {
            pendingDash = true
        }
    }
    if result.utf8.count > maxSlugLength {
        let cut = result.prefix(maxSlugLength)
        result = cut.lastIndex(of: "-").map { String(cut[..<$0]) } ?? String(cut)
    }
    return result.isEmpty ? "untitled" : result
}

/// The longest slug (ASCII characters): a URL segment is a folder name in the output, and file
/// systems take at most 255 bytes; 200 leaves room for the `-2` of a repeated slug.
public let maxSlugLength = 200

/// Any script to Latin, Latin to ASCII (ICU's transform ids).
private let transliteration = StringTransform("Any-Latin; Latin-ASCII")
