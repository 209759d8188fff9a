/// HTML character references, decoded as Pagefind decodes a page's text (and as the import
/// reads show notes' text, to check their Markdown).
package enum HTMLEntities {
    /// The named references sitegen's pages and common Markdown use; a page with another is left
    /// to Pagefind (``UnsupportedPage``).
    static let named: [String: String] = [
        "amp": "\u{26}", "lt": "\u{3C}", "gt": "\u{3E}", "quot": "\u{22}", "apos": "\u{27}", "nbsp": "\u{A0}",
        "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "hellip": "\u{2026}", "mdash": "\u{2014}",
        "ndash": "\u{2013}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "sbquo": "\u{201A}", "bdquo": "\u{201E}", "laquo": "\u{AB}", "raquo": "\u{BB}", "lsaquo": "\u{2039}",
        "rsaquo": "\u{203A}", "bull": "\u{2022}", "middot": "\u{B7}", "deg": "\u{B0}", "times": "\u{D7}",
        "divide": "\u{F7}", "plusmn": "\u{B1}", "frac12": "\u{BD}", "frac14": "\u{BC}", "frac34": "\u{BE}",
        "sup2": "\u{B2}", "sup3": "\u{B3}", "micro": "\u{B5}", "eacute": "\u{E9}", "egrave": "\u{E8}",
        "ecirc": "\u{EA}", "euml": "\u{EB}", "aacute": "\u{E1}", "agrave": "\u{E0}", "acirc": "\u{E2}",
        "auml": "\u{E4}", "atilde": "\u{E3}", "aring": "\u{E5}", "aelig": "\u{E6}", "oacute": "\u{F3}",
        "ograve": "\u{F2}", "ocirc": "\u{F4}", "ouml": "\u{F6}", "otilde": "\u{F5}", "oslash": "\u{F8}",
        "uacute": "\u{FA}", "ugrave": "\u{F9}", "ucirc": "\u{FB}", "uuml": "\u{FC}", "iacute": "\u{ED}",
        "igrave": "\u{EC}", "icirc": "\u{EE}", "iuml": "\u{EF}", "ntilde": "\u{F1}", "ccedil": "\u{E7}",
        "szlig": "\u{DF}", "yacute": "\u{FD}", "yuml": "\u{FF}", "Eacute": "\u{C9}", "Egrave": "\u{C8}",
        "Ecirc": "\u{CA}", "Aacute": "\u{C1}", "Agrave": "\u{C0}", "Acirc": "\u{C2}", "Auml": "\u{C4}",
        "Aring": "\u{C5}", "AElig": "\u{C6}", "Oacute": "\u{D3}", "Ouml": "\u{D6}", "Oslash": "\u{D8}",
        "Uacute": "\u{DA}", "Uuml": "\u{DC}", "Ntilde": "\u{D1}", "Ccedil": "\u{C7}", "euro": "\u{20AC}",
        "pound": "\u{A3}", "yen": "\u{A5}", "cent": "\u{A2}", "sect": "\u{A7}", "para": "\u{B6}", "shy": "\u{AD}",
        "zwj": "\u{200D}", "zwnj": "\u{200C}", "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}",
        "larr": "\u{2190}", "rarr": "\u{2192}", "uarr": "\u{2191}", "darr": "\u{2193}", "harr": "\u{2194}",
        "hearts": "\u{2665}", "check": "\u{2713}", "star": "\u{2606}", "dagger": "\u{2020}", "Dagger": "\u{2021}",
        "permil": "\u{2030}", "prime": "\u{2032}", "Prime": "\u{2033}", "iexcl": "\u{A1}", "iquest": "\u{BF}",
    ]

    /// `text` with its references decoded: `&name;`, `&#123;` and `&#x1F;`. A `&` followed by
    /// anything else stays, and so does a reference without its `;`; a name this table does not
    /// know throws.
    package static func decode(_ text: String) throws(UnsupportedPage) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var place = 0
        while place < bytes.count {
            guard bytes[place] == UInt8(ascii: "&") else {
                output.append(bytes[place])
                place += 1
                continue
            }
            var end = place + 1
            while end < bytes.count, PagefindText.isASCIIAlphanumeric(bytes[end]) || bytes[end] == UInt8(ascii: "#") {
                end += 1
            }
            // A reference starts with a letter or `#`; without its `;` it stays as written (`&copy`).
            guard end > place + 1, end < bytes.count, bytes[end] == UInt8(ascii: ";"),
                bytes[place + 1] == UInt8(ascii: "#")
                    || PagefindText.isASCIIAlphanumeric(bytes[place + 1]) && bytes[place + 1] > 0x39
            else {
                output.append(bytes[place])
                place += 1
                continue
            }
            let name = String(decoding: bytes[(place + 1)..<end], as: UTF8.self)
            if name.hasPrefix("#") {
                let digits = name.dropFirst()
                let hex = digits.first == "x" || digits.first == "X"
                guard let value = UInt32(hex ? digits.dropFirst() : digits, radix: hex ? 16 : 10),
                    let scalar = Unicode.Scalar(value), value != 0
                else { throw UnsupportedPage(reason: "the character reference &\(name);") }
                output += Array(String(scalar).utf8)
            } else if let value = named[name] {
                output += Array(value.utf8)
            } else {
                throw UnsupportedPage(reason: "the character reference &\(name);")
            }
            place = end + 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
