import Foundation

/// Reads a libFuzzer dictionary: one `"token"` (optionally `name="token"`) per line, with
/// `\\`, `\"` and `\xAB` escapes; `#` starts a comment.
enum FuzzDictionary {
    /// The tokens of the dictionary file at `url`.
    /// - Throws: When the file cannot be read.
    static func load(_ url: URL) throws -> [[UInt8]] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).compactMap { token(in: $0) }
    }

    /// The token of one line, or `nil` for blank lines, comments and malformed lines.
    static func token(in line: Substring) -> [UInt8]? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard !trimmed.hasPrefix("#"), let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""),
            open < close
        else {
            return nil
        }
        var bytes: [UInt8] = []
        var iterator = Array(trimmed[trimmed.index(after: open)..<close].utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "\\") else { bytes.append(byte); continue }
            guard let escaped = iterator.next() else { break }
            if escaped == UInt8(ascii: "x"), let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
            } else {
                bytes.append(escaped)
            }
        }
        return bytes.isEmpty ? nil : bytes
    }
}
