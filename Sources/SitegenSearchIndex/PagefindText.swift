import Foundation

/// Pagefind's rules for text: which characters are whitespace and which make words, how a run of
/// text is tidied, and how a word loses its diacritics.
package enum PagefindText {
    /// Whether Rust's `char::is_whitespace` (Unicode `White_Space`) holds.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar == " " || (0x09...0x0D).contains(scalar.value)) : scalar.properties.isWhitespace
    }

    /// Whether Rust's `char::is_alphanumeric` (alphabetic, or a number of any kind) holds.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIIAlphanumeric(UInt8(scalar.value)) }
        if scalar.properties.isAlphabetic { return true }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    /// Characters Pagefind keeps in words besides letters and digits (its default
    /// `include_characters`, the connector punctuation).
    static let includedCharacters: Set<Unicode.Scalar> = [
        "_", "\u{203F}", "\u{2040}", "\u{2054}", "\u{FE33}", "\u{FE34}", "\u{FE4D}", "\u{FE4E}", "\u{FE4F}", "\u{FF3F}",
    ]

    /// Text as Pagefind's `normalize_content` leaves it: character references decoded, whitespace
    /// trimmed, line breaks and runs of whitespace made one space.
    static func normalize(_ text: String) throws(UnsupportedPage) -> String {
        let bytes = Array(try HTMLEntities.decode(text).utf8)
        var start = 0
        while start < bytes.count, case let length = whitespaceLength(bytes, at: start), length > 0 { start += length }
        var end = start
        var place = start
        while place < bytes.count {
            let length = whitespaceLength(bytes, at: place)
            place += max(length, 1)
            if length == 0 { end = place }
        }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        place = start
        while place < end {
            let length = whitespaceLength(bytes, at: place)
            guard length > 0 else {
                output.append(bytes[place])
                place += 1
                continue
            }
            var run = place
            var count = 0
            while run < end, case let next = whitespaceLength(bytes, at: run), next > 0 {
                run += next
                count += 1
            }
            // `(\n|\r\n)+` becomes a space, then any run of two or more whitespace characters.
            if count >= 2 || bytes[place] == 0x0A {
                output.append(0x20)
            } else {
                output += bytes[place..<run]
            }
            place = run
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The length in bytes of the Unicode whitespace character at `place` of UTF-8 `bytes`, or 0.
    @inline(__always)
    static func whitespaceLength(_ bytes: [UInt8], at place: Int) -> Int {
        let byte = bytes[place]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) ? 1 : 0 }
        func next(_ offset: Int) -> UInt8 { place + offset < bytes.count ? bytes[place + offset] : 0 }
        switch byte {
        case 0xC2: return next(1) == 0x85 || next(1) == 0xA0 ? 2 : 0
        case 0xE1: return next(1) == 0x9A && next(2) == 0x80 ? 3 : 0
        case 0xE2:
            if next(1) == 0x80, (0x80...0x8A).contains(next(2)) || [0xA8, 0xA9, 0xAF].contains(next(2)) { return 3 }
            return next(1) == 0x81 && next(2) == 0x9F ? 3 : 0
        case 0xE3: return next(1) == 0x80 && next(2) == 0x80 ? 3 : 0
        default: return 0
        }
    }

    /// Whether an ASCII byte is a letter or a digit.
    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The word without its diacritics (decomposed, its combining marks dropped), as Pagefind
    /// indexes it; the word itself when it has none.
    package static func folded(_ word: String) -> String {
        guard word.utf8.contains(where: { $0 >= 0x80 }) else { return word }
        var output = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: output.append(scalar)
            }
        }
        return String(output)
    }
}
