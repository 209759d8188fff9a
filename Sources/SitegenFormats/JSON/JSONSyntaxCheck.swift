/// Checks JSON front matter against JSON's grammar (RFC 8259) before it is read as YAML flow
/// style, which would also take what JSON (and so Hugo) refuses: trailing commas, single quotes,
/// unquoted words, comments. The same reading gives the values with their places
/// (``PositionedJSON``), as a JSON transcript is read.
package struct JSONSyntaxCheck {
    /// Where the text stops being JSON, and why; lines and columns from 1, columns in characters.
    package struct Problem: Equatable, Error {
        package var line: Int
        package var column: Int
        package var message: String
    }

    /// The deepest nesting of objects and arrays read (as the YAML reader's limit).
    static let maxDepth = 1000

    private let bytes: [UInt8]
    /// How messages name the document ("front matter", "transcript").
    private let document: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    private init(_ text: String, document: String) {
        bytes = Array(text.utf8)
        self.document = document
    }

    /// The first problem of a text that should be one JSON object, or `nil` when it is one.
    /// - Parameters:
    ///   - document: how messages name the text: JSON front matter, or a transcript.
    ///   - anyValue: whether the text may hold any one value (a data file's list), not only an object.
    package static func problem(
        in text: String, document: String = "front matter", anyValue: Bool = false
    ) -> Problem? {
        if case .failure(let problem) = read(text, document: document, anyValue: anyValue) { return problem }
        return nil
    }

    /// The object a text holds, each value with its place, or the first problem.
    /// - Parameters:
    ///   - document: how messages name the text: JSON front matter, or a transcript.
    ///   - anyValue: whether the text may hold any one value (a data file's list), not only an object.
    package static func read(
        _ text: String, document: String, anyValue: Bool = false
    ) -> Result<PositionedJSON, Problem> {
        var check = JSONSyntaxCheck(text, document: document)
        do throws(Problem) {
            check.skipSpace()
            guard anyValue || check.peek == UInt8(ascii: "{") else {
                throw check.problem("JSON \(check.document) must be an object")
            }
            let root = try check.value(depth: 0)
            check.skipSpace()
            if check.index < check.bytes.count {
                throw check.problem("unexpected text after the \(anyValue ? "value" : "object")")
            }
            return .success(root)
        } catch {
            return .failure(error)
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// A problem at the current byte, its column counted in characters.
    private func problem(_ message: String) -> Problem {
        let column = bytes[lineStart..<min(index, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return Problem(line: line, column: column, message: message)
    }

    /// What the current byte is, for messages.
    private var found: String {
        guard let byte = peek else { return "the end of the \(document)" }
        if byte == 10 || byte == 13 { return "the end of the line" }
        if byte >= 0x20, byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "a character JSON does not allow here"
    }

    /// The problem of finding something else than `what` here (a comment is named as one).
    private func unexpected(_ what: String) -> Problem {
        if peek == UInt8(ascii: "/") || peek == UInt8(ascii: "#") { return problem("JSON has no comments") }
        return problem("expected \(what), found \(found)")
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 32 || byte == 9 || byte == 10 || byte == 13 {
            if byte == 10 {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Problem) {
        guard peek == byte else { throw unexpected(what) }
        index += 1
    }

    private mutating func value(depth: Int) throws(Problem) -> PositionedJSON {
        skipSpace()
        guard let byte = peek else { throw problem("expected a value, found the end of the \(document)") }
        // The place in UTF-8 bytes, as other positions in a body or a transcript are.
        let (line, column) = (line, index - lineStart + 1)
        let kind: PositionedJSON.Kind
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maxDepth else {
                throw problem("objects and arrays are nested more than \(Self.maxDepth) levels deep")
            }
            let isObject = byte == UInt8(ascii: "{")
            let (entries, items) = try container(
                closing: UInt8(ascii: isObject ? "}" : "]"), keyed: isObject, depth: depth + 1)
            kind = isObject ? .object(entries) : .array(items)
        case UInt8(ascii: "\""): kind = .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try number())
        case UInt8(ascii: "t"): kind = try word("true", .bool(true))
        case UInt8(ascii: "f"): kind = try word("false", .bool(false))
        case UInt8(ascii: "n"): kind = try word("null", .null)
        case UInt8(ascii: "'"): throw problem("strings in JSON are in double quotes, not single ones")
        default:
            throw unexpected("a value (a string in double quotes, a number, true, false, null, an object or an array)")
        }
        return PositionedJSON(kind: kind, line: line, column: column)
    }

    /// An object's entries (`keyed`) or an array's items, from its opening bracket to `closing`.
    private mutating func container(
        closing: UInt8, keyed: Bool, depth: Int
    ) throws(Problem) -> (entries: [(key: String, value: PositionedJSON)], items: [PositionedJSON]) {
        let bracket = Character(UnicodeScalar(closing))
        var entries: [(key: String, value: PositionedJSON)] = []
        var items: [PositionedJSON] = []
        index += 1
        skipSpace()
        if peek == closing {
            index += 1
            return (entries, items)
        }
        while true {
            skipSpace()
            if peek == closing { throw problem("a trailing comma before '\(bracket)' is not allowed in JSON") }
            var key: String?
            if keyed {
                guard peek == UInt8(ascii: "\"") else { throw unexpected("a key in double quotes") }
                key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after the key")
            }
            let value = try value(depth: depth)
            if let key { entries.append((key, value)) } else { items.append(value) }
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(closing, "',' or '\(bracket)'")
            return (entries, items)
        }
    }

    /// A string from its opening quote, its escapes decoded.
    private mutating func string() throws(Problem) -> String {
        index += 1
        var output: [UInt8] = []
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: output, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = peek else { break }
                if escaped == UInt8(ascii: "u") {
                    // YAML, which reads the text next, takes a character beyond U+FFFF only as a
                    // pair of halves (JSONSurrogatePairs), and no half alone.
                    let unit = try codeUnit()
                    if (0xDC00...0xDFFF).contains(unit) {
                        throw problem(
                            "\\u\(String(unit, radix: 16, uppercase: true)) is the second half of a surrogate pair "
                                + "without the first half (\\uD800 to \\uDBFF) before it")
                    }
                    if (0xD800...0xDBFF).contains(unit) {
                        let half =
                            "\\u\(String(unit, radix: 16, uppercase: true)) is the first half of a surrogate pair"
                        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\"),
                            bytes[index + 2] == UInt8(ascii: "u")
                        else { throw problem("\(half); its second half (\\uDC00 to \\uDFFF) must follow it") }
                        index += 2
                        let second = try codeUnit()
                        guard (0xDC00...0xDFFF).contains(second) else {
                            throw problem("\(half); the escape after it must be its second half (\\uDC00 to \\uDFFF)")
                        }
                        let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                        output.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                    } else {
                        output.append(contentsOf: String(Character(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")).utf8)
                    }
                } else if let decoded = Self.escapes[escaped] {
                    output.append(decoded)
                } else {
                    throw problem("\\\(Character(UnicodeScalar(escaped))) is not an escape JSON knows")
                }
                index += 1
            case 0..<0x20:
                throw problem(
                    byte == 10
                        ? "a string in JSON must end on its line (write \\n for a line break)"
                        : "a control character in a JSON string must be escaped")
            default:
                output.append(byte)
                index += 1
            }
        }
        throw problem("the string is never closed with '\"'")
    }

    /// The byte each one-letter escape stands for.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"),
        UInt8(ascii: "/"): UInt8(ascii: "/"),
        UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13, UInt8(ascii: "t"): 9,
    ]

    /// The four hexadecimal digits after a `\u` (at `index`), as a UTF-16 code unit; `index`
    /// ends at the last digit.
    private mutating func codeUnit() throws(Problem) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            index += 1
            guard let digit = peek, digit.isHexDigit, let value = UInt16(String(UnicodeScalar(digit)), radix: 16) else {
                throw problem("\\u must be followed by four hexadecimal digits")
            }
            unit = unit * 16 + value
        }
        return unit
    }

    private mutating func number() throws(Problem) -> Double {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, first.isDigit else { throw problem("expected a digit, found \(found)") }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek, next.isDigit {
            throw problem("a number in JSON does not start with 0")
        }
        while peek?.isDigit == true { index += 1 }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard peek?.isDigit == true else { throw problem("expected a digit after '.', found \(found)") }
            while peek?.isDigit == true { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard peek?.isDigit == true else { throw problem("expected a digit in the exponent, found \(found)") }
            while peek?.isDigit == true { index += 1 }
        }
        if let next = peek, next.isWordByte {
            index = start
            throw problem("a value that is not a number, true, false or null must be a string in double quotes")
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
    }

    private mutating func word(_ word: String, _ kind: PositionedJSON.Kind) throws(Problem) -> PositionedJSON.Kind {
        let start = index
        while let byte = peek, byte.isWordByte { index += 1 }
        guard bytes[start..<index].elementsEqual(word.utf8) else {
            index = start
            throw problem("a value that is not a number, true, false or null must be a string in double quotes")
        }
        return kind
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
    /// A letter, digit, `-`, `_`, `:` or `.`: the rest of an unquoted word or date.
    fileprivate var isWordByte: Bool {
        isHexDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == UInt8(ascii: "-")
            || self == UInt8(ascii: "_") || self == UInt8(ascii: ":") || self == UInt8(ascii: ".")
    }
}
