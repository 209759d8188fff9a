extension TOMLPositions {
    /// A place in a TOML text's bytes, and the reading of its keys, strings and blanks.
    struct Cursor {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The byte at the cursor, `nil` at the end.
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// The cursor's line and UTF-8 column.
        var place: Place { Place(line: line, column: index - lineStart + 1) }

        /// Moves one byte on.
        mutating func advance() {
            guard index < bytes.count else { return }
            if bytes[index] == 10 {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        /// Skips spaces and tabs.
        mutating func skipSpaces() {
            while current == 32 || current == 9 { advance() }
        }

        /// Skips spaces, line breaks and comments.
        mutating func skipBlank() {
            while let byte = current {
                if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                    advance()
                } else if byte == UInt8(ascii: "#") {
                    while let byte = current, byte != 10 { advance() }
                } else {
                    return
                }
            }
        }

        /// Skips the rest of the line (a header's `]`, a comment).
        mutating func skipLine() {
            while let byte = current, byte != 10 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    skipString()
                } else {
                    advance()
                }
            }
        }

        /// A key's parts (`a."b c".d`): each name, unquoted, and where it is written.
        mutating func readKey() -> [(name: String, place: Place)] {
            var parts: [(name: String, place: Place)] = []
            while true {
                skipSpaces()
                let place = self.place
                guard let byte = current else { break }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    let start = index
                    skipString()
                    parts.append((Self.unquoted(Array(bytes[start..<index])), place))
                } else {
                    let start = index
                    while let byte = current, Self.isBare(byte) { advance() }
                    guard index > start else { break }
                    parts.append((String(decoding: bytes[start..<index], as: UTF8.self), place))
                }
                skipSpaces()
                guard current == UInt8(ascii: ".") else { break }
                advance()
            }
            return parts
        }

        /// Skips a string: basic or literal, on one line or on several.
        mutating func skipString() {
            guard let quote = current else { return }
            let isTriple = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
            if isTriple {
                for _ in 0..<3 { advance() }
                while let byte = current {
                    if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                        advance()
                        advance()
                        continue
                    }
                    if byte == quote {
                        var run = 0
                        while index + run < bytes.count, bytes[index + run] == quote { run += 1 }
                        for _ in 0..<run { advance() }
                        if run >= 3 { return }
                        continue
                    }
                    advance()
                }
                return
            }
            advance()
            while let byte = current, byte != quote, byte != 10 {
                if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") { advance() }
                advance()
            }
            advance()
        }

        /// Whether a byte may be part of a bare key.
        static func isBare(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }

        /// A quoted key's name: a literal key as written, a basic key with its escapes decoded.
        static func unquoted(_ quoted: [UInt8]) -> String {
            guard quoted.count >= 2 else { return "" }
            let inner = Array(quoted[1..<(quoted.count - 1)])
            guard quoted[0] == UInt8(ascii: "\""), inner.contains(UInt8(ascii: "\\")) else {
                return String(decoding: inner, as: UTF8.self)
            }
            var result = ""
            var bytes: [UInt8] = []
            var index = 0
            func flush() {
                result += String(decoding: bytes, as: UTF8.self)
                bytes = []
            }
            while index < inner.count {
                let byte = inner[index]
                guard byte == UInt8(ascii: "\\"), index + 1 < inner.count else {
                    bytes.append(byte)
                    index += 1
                    continue
                }
                let escape = inner[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "b"): bytes.append(8)
                case UInt8(ascii: "t"): bytes.append(9)
                case UInt8(ascii: "n"): bytes.append(10)
                case UInt8(ascii: "f"): bytes.append(12)
                case UInt8(ascii: "r"): bytes.append(13)
                case UInt8(ascii: "e"): bytes.append(27)
                case UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let width = escape == UInt8(ascii: "u") ? 4 : 8
                    let digits = String(decoding: inner[index..<min(index + width, inner.count)], as: UTF8.self)
                    index += width
                    flush()
                    if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                        result.unicodeScalars.append(scalar)
                    }
                default: bytes.append(escape)
                }
            }
            flush()
            return result
        }
    }
}
