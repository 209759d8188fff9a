/// Finds what toml++ (inside TOMLKit) asserts on instead of reporting it, which ends the process:
/// a table header whose name does not start as a key must (`[{a]`, `[[ {b]]`, `[[` then a line
/// break), a date-time whose time has no hour (`2024-03-01T:00`, `2024-03-01Tx0:00`) and an array
/// closed by a brace (`[1, }`); the text is checked before it is parsed. All were found by fuzzing.
///
/// The check follows the text as TOML's grammar does: strings (basic, literal, multi-line) and
/// comments are skipped, and a `[` is a header only at the start of a line outside any array or
/// inline table; a `T:` outside strings and comments is never valid (bare keys hold no ':'). Valid
/// TOML has neither, so a text that passes is parsed as before.
enum TOMLAssertionCheck {
    /// What toml++ asserts on.
    enum Problem {
        /// A table header's name that does not start with a letter, digit, `_`, `-` or a quote.
        case tableName
        /// A `T` before a time without its hour (`2024-03-01T:00`).
        case timeWithoutHour
        /// An array closed by `}`.
        case braceInArray

        /// The message, with what was found.
        func message(found: String) -> String {
            switch self {
            case .tableName:
                "Error while parsing table header: a table's name starts with a letter, a digit, '_', '-' or a quote, saw \(found)"
            case .timeWithoutHour:
                "Error while parsing date-time: expected the 2-digit hour after 'T', saw \(found)"
            case .braceInArray:
                "Error while parsing array: expected a value or closing ']', saw \(found)"
            }
        }
    }

    /// The 1-based line and column (in UTF-8 bytes) of the first text toml++ would assert on,
    /// what is there and the problem; nil when there is none.
    static func firstProblem(in toml: String) -> (line: Int, column: Int, found: String, kind: Problem)? {
        let bytes = Array(toml.utf8)
        var index = 0
        var line = 1
        var lineStart = 0
        /// The arrays (`[`) and inline tables (`{`) open at this point of a value.
        var open: [UInt8] = []
        var lineHasContent = false
        func at(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
        }
        /// Skips a string that starts at `index`, counting the lines a multi-line one spans.
        func skipString() {
            let quote = bytes[index]
            let isMultiLine = quote == UInt8(ascii: "\"") ? at("\"\"\"") : at("'''")
            let escapes = quote == UInt8(ascii: "\"")
            index += isMultiLine ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote,
                    !isMultiLine
                        || (index + 2 < bytes.count && bytes[index + 1] == quote
                            && bytes[index + 2] == quote)
                {
                    index += isMultiLine ? 3 : 1
                    // A multi-line string may end in up to two more quotes of its own.
                    while isMultiLine, index < bytes.count, bytes[index] == quote { index += 1 }
                    return
                }
                if byte == UInt8(ascii: "\n") {
                    // A single-line string ends at its line (TOML reports it unclosed).
                    guard isMultiLine else { return }
                    line += 1
                    lineStart = index + 1
                } else if escapes, byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
                    bytes[index + 1] != UInt8(ascii: "\n")
                {
                    index += 1
                }
                index += 1
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                lineHasContent = false
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipString()
                lineHasContent = true
            case UInt8(ascii: "[") where open.isEmpty && !lineHasContent:
                var name = index + 1
                let isArray = name < bytes.count && bytes[name] == UInt8(ascii: "[")
                if isArray { name += 1 }
                let afterBrackets = name
                while name < bytes.count, bytes[name] == UInt8(ascii: " ") || bytes[name] == UInt8(ascii: "\t") {
                    name += 1
                }
                // `[ [` is reported by toml++ itself (the brackets must be contiguous).
                let spacedSecondBracket = !isArray && name > afterBrackets && bytes[name] == UInt8(ascii: "[")
                if name < bytes.count, !startsName(bytes[name]), !spacedSecondBracket {
                    return (line, name - lineStart + 1, describe(bytes, at: name), .tableName)
                }
                // The rest of the header (its quoted keys may hold brackets) is no value.
                index = name
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "#") {
                    if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                        skipString()
                    } else {
                        index += 1
                    }
                }
                lineHasContent = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(byte)
                lineHasContent = true
                index += 1
            case UInt8(ascii: "}") where open.last == UInt8(ascii: "["):
                // An array closed by a brace: `a = [}` or `[1, }`.
                return (line, index - lineStart + 1, "'}'", .braceInArray)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                _ = open.popLast()
                lineHasContent = true
                index += 1
            case UInt8(ascii: "T") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ":"),
                UInt8(ascii: "t") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ":"):
                // Only a time holds a ':' outside strings, and its hour comes first: `2024-03-01T:00`.
                return (line, index + 2 - lineStart + 1, "':'", .timeWithoutHour)
            case UInt8(ascii: "0")...UInt8(ascii: "9") where startsDateWithoutTime(bytes, at: index):
                // `2024-03-01Tx0:00`: toml++ takes a token with a ':' after a date for a date-time.
                return (line, index + 11 - lineStart + 1, describe(bytes, at: index + 11), .timeWithoutHour)
            default:
                lineHasContent = true
                index += 1
            }
        }
        return nil
    }

    /// Whether a token starts at `index` with a date, a `T` and no hour (`2024-03-01Tx0:00`),
    /// and holds a ':' (which no bare key does): never valid TOML, and toml++ asserts on it.
    private static func startsDateWithoutTime(_ bytes: [UInt8], at index: Int) -> Bool {
        func isDigit(_ at: Int) -> Bool { at < bytes.count && (48...57).contains(bytes[at]) }
        func isKeyByte(_ at: Int) -> Bool {
            at >= 0 && at < bytes.count
                && (isDigit(at) || (65...90).contains(bytes[at]) || (97...122).contains(bytes[at])
                    || bytes[at] == UInt8(ascii: "_") || bytes[at] == UInt8(ascii: "-"))
        }
        guard !isKeyByte(index - 1), index + 11 < bytes.count,
            [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ isDigit(index + $0) }),
            bytes[index + 4] == UInt8(ascii: "-"), bytes[index + 7] == UInt8(ascii: "-"),
            bytes[index + 10] == UInt8(ascii: "T") || bytes[index + 10] == UInt8(ascii: "t"),
            !isDigit(index + 11)
        else { return false }
        var end = index + 11
        while end < bytes.count,
            ![
                UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
                UInt8(ascii: "#"), UInt8(ascii: "="), 10, 13,
            ].contains(bytes[end])
        {
            if bytes[end] == UInt8(ascii: ":") { return true }
            end += 1
        }
        return false
    }

    /// Whether a header's name may start with this byte: a bare key's character, a quote, or the
    /// `]` of an empty name (which toml++ reports itself).
    private static func startsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "\""),
            UInt8(ascii: "'"), UInt8(ascii: "]"):
            return true
        default:
            return false
        }
    }

    /// What is at a byte, for the message: the character in quotes, or a control character's code.
    private static func describe(_ bytes: [UInt8], at index: Int) -> String {
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        if scalar == "\n" || scalar == "\r" { return "a line break" }
        if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(scalar)'"
    }
}
