import Foundation

/// Rewrites site-root-relative destinations (`/episodes/x/`) for a page's prefix to the root,
/// in Markdown links and in the `href`, `src` and `poster` attributes of raw HTML.
enum RootRelative {
    /// The destination with the leading `/` replaced by `prefix` and its dot segments resolved,
    /// never climbing above the site root (`/../../x` is the root's `x`).
    static func rewrite(_ destination: Substring, prefix: String) -> String {
        var path = destination.dropFirst()
        var suffix: Substring = ""
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            suffix = path[end...]
            path = path[..<end]
        }
        var segments: [Substring] = []
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            switch part {
            case ".", "%2e", "%2E":
                if index == parts.count - 1 { segments.append("") }
            case "..", ".%2e", "%2e.", "%2e%2e", ".%2E", "%2E.", "%2E%2E":
                if !segments.isEmpty { segments.removeLast() }
                if index == parts.count - 1 { segments.append("") }
            default: segments.append(Self.encodingStrayPercents(part))
            }
        }
        return prefix + segments.joined(separator: "/") + suffix
    }

    /// A path segment with each `%` that starts no escape written `%25` (`100%.pdf` is
    /// `100%25.pdf`): browsers send a stray `%` as it is, and servers refuse it as a bad escape.
    static func encodingStrayPercents(_ segment: Substring) -> Substring {
        guard segment.utf8.contains(UInt8(ascii: "%")) else { return segment }
        let bytes = Array(segment.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            output.append(byte)
            guard byte == UInt8(ascii: "%") else { continue }
            let escapes = index + 2 < bytes.count && bytes[index + 1].isHexDigit && bytes[index + 2].isHexDigit
            if !escapes { output += [UInt8(ascii: "2"), UInt8(ascii: "5")] }
        }
        return Substring(String(decoding: output, as: UTF8.self))
    }

    /// Raw HTML with every root-relative `href`, `src` and `poster` rewritten for `prefix`, its
    /// value written in double quotes (as cmark writes a link's), control characters of the
    /// prefix percent-encoded (as cmark writes them in a link's destination).
    static func rewritingAttributes(in html: String, prefix: String) -> String {
        let bytes = Array(html.utf8)
        guard bytes.contains(UInt8(ascii: "/")) else { return html }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            guard let (valueStart, quote) = attributeValueStart(in: bytes, at: index),
                valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "/"),
                valueStart + 1 >= bytes.count || bytes[valueStart + 1] != UInt8(ascii: "/")
            else {
                output.append(bytes[index])
                index += 1
                continue
            }
            output.append(contentsOf: bytes[index..<(quote == 0 ? valueStart : valueStart - 1)])
            var valueEnd = valueStart
            while valueEnd < bytes.count, !isValueEnd(bytes[valueEnd], quote: quote) { valueEnd += 1 }
            let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            let rewritten = rewrite(Substring(value), prefix: encodedPrefix(prefix))
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: rewritten.replacingOccurrences(of: "\"", with: "&quot;").utf8)
            output.append(UInt8(ascii: "\""))
            index = quote != 0 && valueEnd < bytes.count ? valueEnd + 1 : valueEnd
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// When an attribute named `href`, `src` or `poster` starts at `index` (after whitespace),
    /// where its value starts and the quote around it (0 when unquoted).
    private static func attributeValueStart(in bytes: [UInt8], at index: Int) -> (Int, UInt8)? {
        guard index > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index - 1]) else { return nil }
        for name in ["href", "src", "poster"] {
            let count = name.utf8.count
            guard index + count < bytes.count,
                zip(bytes[index..<(index + count)], name.utf8).allSatisfy({ $0 | 0x20 == $1 })
            else { continue }
            var cursor = index + count
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return nil }
            cursor += 1
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            guard cursor < bytes.count else { return nil }
            let quote = bytes[cursor]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") { return (cursor + 1, quote) }
            return (cursor, 0)
        }
        return nil
    }

    /// The prefix with control characters percent-encoded.
    private static func encodedPrefix(_ prefix: String) -> String {
        guard prefix.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return prefix }
        return prefix.unicodeScalars.map { $0.value < 0x20 ? String(format: "%%%02X", $0.value) : String($0) }
            .joined()
    }

    private static func isValueEnd(_ byte: UInt8, quote: UInt8) -> Bool {
        quote == 0 ? [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">")].contains(byte) : byte == quote
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII hexadecimal digit.
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
