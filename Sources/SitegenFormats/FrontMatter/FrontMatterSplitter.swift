import Foundation

/// A Markdown file split into its front matter and its body.
package struct SplitDocument: Sendable, Hashable {
    /// The language of the front matter.
    package enum Format: Sendable, Hashable {
        /// `---` … `---`.
        case yaml
        /// `+++` … `+++` (Hugo's TOML).
        case toml
        /// `{` … `}` (Hugo's JSON, which is YAML's flow style too).
        case json
    }

    /// The front matter's text between its markers (for JSON, the object itself), or `nil` when
    /// the file has no front matter.
    package var yaml: String?
    /// The 1-based line of the file where the YAML starts (the line after the opening `---`).
    package var yamlLine: Int
    /// The Markdown body.
    package var body: String
    /// How many lines of the file come before the body.
    package var bodyLineOffset: Int
    /// The front matter's language.
    package var format = Format.yaml

    /// Creates a split document.
    package init(yaml: String?, yamlLine: Int, body: String, bodyLineOffset: Int, format: Format = .yaml) {
        self.yaml = yaml
        self.yamlLine = yamlLine
        self.body = body
        self.bodyLineOffset = bodyLineOffset
        self.format = format
    }
}

/// Splits a file into front matter and body: a first line `---`, YAML, a line `---` (or `...`).
/// A byte-order mark and CRLF line endings are accepted. Only the front matter's lines are
/// scanned; the body is sliced off as it is.
package enum FrontMatterSplitter {
    /// The outcome: the parts, or the line where the front matter opened without closing.
    package enum Outcome: Sendable, Hashable {
        case split(SplitDocument)
        case unclosed(line: Int)
    }

    package static func split(_ original: String) -> Outcome {
        var text = original
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if text.utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.baseAddress.map { memchr($0, 13, bytes.count) != nil } ?? false
        })
            ?? text.utf8.contains(13)
        {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        let bytes = text.utf8
        if bytes.first == UInt8(ascii: "{") { return splitJSON(text) }
        let isTOML = text.hasPrefix("+++")
        var lineStart = bytes.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: 10) ?? bytes.endIndex
            lineNumber += 1
            let isMarker = isDelimiter(bytes[lineStart..<lineEnd], allowDots: yamlStart != nil && !isTOML, plus: isTOML)
            if lineNumber == 1 {
                guard isMarker else {
                    return .split(SplitDocument(yaml: nil, yamlLine: 1, body: text, bodyLineOffset: 0))
                }
                yamlStart = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
            } else if isMarker, let start = yamlStart {
                let yaml = String(text[start..<lineStart].dropLast(lineStart > start ? 1 : 0))
                let bodyStart = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : lineEnd
                return .split(
                    SplitDocument(
                        yaml: yaml, yamlLine: 2, body: String(text[bodyStart...]), bodyLineOffset: lineNumber,
                        format: isTOML ? .toml : .yaml))
            }
            guard lineEnd < bytes.endIndex else { break }
            lineStart = bytes.index(after: lineEnd)
        }
        if yamlStart == nil { return .split(SplitDocument(yaml: nil, yamlLine: 1, body: text, bodyLineOffset: 0)) }
        return .unclosed(line: 1)
    }

    /// Whether a line is `---` (or `...` closing), or `+++` for TOML, with trailing spaces or tabs allowed.
    private static func isDelimiter(_ line: Substring.UTF8View, allowDots: Bool, plus: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, last == 32 || last == 9 { trimmed = trimmed.dropLast() }
        guard trimmed.count == 3, let first = trimmed.first else { return false }
        if plus { return trimmed.allSatisfy { $0 == 43 } }
        return trimmed.allSatisfy { $0 == first } && (first == 45 || (allowDots && first == 46))
    }

    /// JSON front matter: the object that opens the file, up to its matching `}` (braces in
    /// strings do not count); the body starts on the next line.
    private static func splitJSON(_ text: String) -> Outcome {
        let bytes = Array(text.utf8)
        var depth = 0
        var inString = false
        var index = 0
        var line = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 { line += 1 }
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 {
                    let json = String(decoding: bytes[...index], as: UTF8.self)
                    var rest = index + 1
                    while rest < bytes.count, bytes[rest] == 32 || bytes[rest] == 9 { rest += 1 }
                    if rest < bytes.count, bytes[rest] == 10 {
                        rest += 1
                    } else if rest < bytes.count {
                        return .unclosed(line: 1)
                    }
                    let body = String(decoding: bytes[rest...], as: UTF8.self)
                    return .split(
                        SplitDocument(
                            yaml: json, yamlLine: 1, body: body, bodyLineOffset: line,
                            format: .json))
                }
            }
            index += 1
        }
        return .unclosed(line: 1)
    }
}
