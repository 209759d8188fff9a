/// The tags and text of an HTML document, in order, as a streaming HTML rewriter sees them: no
/// tree is built, text is raw (its character references are decoded later, as Pagefind does),
/// and the contents of `script`, `style`, `title` and the like are text up to their end tag.
struct HTMLScanner {
    /// One thing the scanner found.
    enum Token {
        /// A start tag: its lowercased name, its attributes (names lowercased, values raw) and
        /// whether it was written `<name … />`.
        case start(name: String, attributes: [(String, String)], selfClosing: Bool)
        /// An end tag's lowercased name.
        case end(String)
        /// Text, raw.
        case text(String)

    }

    private let bytes: [UInt8]
    private var position = 0
    /// The end tag that ends the raw text being read (`script`, `title`, …).
    private var rawTextEnd: [UInt8]?

    /// Elements whose contents are text up to their end tag.
    static let rawTextElements: Set<String> = [
        "script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes",
    ]

    /// A scanner over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next token, or `nil` at the end.
    mutating func next() -> Token? {
        while position < bytes.count {
            if let end = rawTextEnd { return rawText(until: end) }
            if bytes[position] != UInt8(ascii: "<") { return text() }
            let next = position + 1 < bytes.count ? bytes[position + 1] : 0
            if Self.isLetter(next) { return startTag() }
            if next == UInt8(ascii: "/"), position + 2 < bytes.count, Self.isLetter(bytes[position + 2]) {
                return endTag()
            }
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "/") {
                skipMarkup()
                continue
            }
            return text()
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private mutating func text() -> Token {
        let start = position
        position += 1
        while position < bytes.count && bytes[position] != UInt8(ascii: "<") { position += 1 }
        return .text(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func rawText(until end: [UInt8]) -> Token? {
        let start = position
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<"), position + 1 + end.count <= bytes.count,
                bytes[position + 1] == UInt8(ascii: "/"),
                zip(bytes[(position + 2)...], end).allSatisfy({ ($0 | 0x20) == $1 }),
                position + 2 + end.count == bytes.count
                    || Self.isSpace(bytes[position + 2 + end.count])
                    || bytes[position + 2 + end.count] == UInt8(ascii: ">")
                    || bytes[position + 2 + end.count] == UInt8(ascii: "/")
            {
                break
            }
            position += 1
        }
        rawTextEnd = nil
        guard position > start else { return next() }
        return .text(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// Skips a comment, a doctype, a processing instruction or a stray `</…>`.
    private mutating func skipMarkup() {
        if bytes[position...].starts(with: Array("<!--".utf8)) {
            var index = position + 4
            while index + 2 < bytes.count
                && !(bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-")
                    && bytes[index + 2] == UInt8(ascii: ">"))
            {
                index += 1
            }
            position = min(index + 3, bytes.count)
            return
        }
        while position < bytes.count && bytes[position] != UInt8(ascii: ">") { position += 1 }
        position += 1
    }

    private mutating func name() -> String {
        let start = position
        while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">"),
            bytes[position] != UInt8(ascii: "/") || position == start
        {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
    }

    private mutating func endTag() -> Token {
        position += 2
        let tag = name()
        while position < bytes.count && bytes[position] != UInt8(ascii: ">") { position += 1 }
        position += 1
        return .end(tag)
    }

    private mutating func startTag() -> Token {
        position += 1
        let tag = name()
        var attributes: [(String, String)] = []
        var selfClosing = false
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) {
                position += 1
            } else if byte == UInt8(ascii: ">") {
                position += 1
                break
            } else if byte == UInt8(ascii: "/") {
                position += 1
                selfClosing = position < bytes.count && bytes[position] == UInt8(ascii: ">")
            } else {
                attributes.append(attribute())
            }
        }
        if Self.rawTextElements.contains(tag) && !selfClosing { rawTextEnd = Array(tag.utf8) }
        return .start(name: tag, attributes: attributes, selfClosing: selfClosing)
    }

    private mutating func attribute() -> (String, String) {
        let start = position
        position += 1
        while position < bytes.count, !Self.isSpace(bytes[position]),
            ![UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "=")].contains(bytes[position])
        {
            position += 1
        }
        let key = String(decoding: bytes[start..<position], as: UTF8.self).lowercased()
        while position < bytes.count && Self.isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return (key, "") }
        position += 1
        while position < bytes.count && Self.isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return (key, "") }
        let quote = bytes[position]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let valueStart = position + 1
            position = valueStart
            while position < bytes.count && bytes[position] != quote { position += 1 }
            let value = String(decoding: bytes[valueStart..<min(position, bytes.count)], as: UTF8.self)
            position += 1
            return (key, value)
        }
        let valueStart = position
        while position < bytes.count && !Self.isSpace(bytes[position]) && bytes[position] != UInt8(ascii: ">") {
            position += 1
        }
        return (key, String(decoding: bytes[valueStart..<position], as: UTF8.self))
    }
}
