import Foundation
import SitegenSearchIndex

/// HTML's text written as Markdown text: every character Markdown would read as syntax escaped
/// with a backslash, character references kept as they are (Markdown decodes them as HTML does).
enum MarkdownEscaping {
    /// Characters that are Markdown syntax anywhere in a line.
    private static let inlineSyntax: Set<Character> = ["\\", "*", "_", "`", "[", "]", "<", ">", "~", "|"]
    /// Characters that are syntax at a line's start (a heading, a list, a quote, a setext line).
    private static let lineStartSyntax: Set<Character> = ["#", "-", "+", "=", ">"]

    /// `text` (HTML text, its references not decoded) as Markdown; `atLineStart` when it starts a line.
    static func text(_ text: String, atLineStart: Bool) -> String {
        var result = ""
        var lineStart = atLineStart
        var index = text.startIndex
        // GFM links a web address in text as it is written, backslashes too: `_` and `~` in
        // one are left alone (within a word they are no emphasis).
        var inAddress = false
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                inAddress = false
            } else if !inAddress,
                index == text.startIndex || text[text.index(before: index)].isWhitespace
                    || "*_~(".contains(text[text.index(before: index)])
            {
                // Where GFM starts a link of an address: at a line's start, after white space, `*`,
                // `_`, `~` or `(`.
                let word = text[index...].prefix(8).lowercased()
                inAddress = word.hasPrefix("http://") || word.hasPrefix("https://") || word.hasPrefix("www.")
            }
            if inAddress, !result.hasSuffix("<"), let (address, end) = Self.address(in: text, at: index) {
                // An address with Markdown's syntax in it is written as an autolink, whose text
                // Markdown takes as it is (`<https://ex.com/a*b*>`); one without, as it is.
                let plain = address.allSatisfy { !inlineSyntax.contains($0) || $0 == "_" || $0 == "~" }
                result += plain ? address : "<" + address + ">"
                index = end
                inAddress = false
                lineStart = false
                continue
            }
            if inAddress, character == "_" || character == "~" {
                result.append(character)
                index = text.index(after: index)
                lineStart = false
                continue
            }
            if character == "&", let end = referenceEnd(in: text, at: index) {
                // A reference the table knows is written as its character (escaped as text is);
                // another is kept, for Markdown decodes every one HTML does.
                let reference = String(text[index..<end])
                if let decoded = try? HTMLEntities.decode(reference), decoded != "\u{A0}" {
                    let rest = text[end...]
                    let escaped = Self.text(decoded, atLineStart: lineStart)
                    // A `&` that would start a reference with what follows stays one (`&amp;copy;`).
                    result +=
                        decoded == "&" && referenceEnd(in: "&" + rest, at: ("&" + rest).startIndex) != nil
                        ? "\\&" : escaped
                } else {
                    result += reference
                }
                index = end
                lineStart = false
                continue
            }
            if lineStart, character != " " {
                if lineStartSyntax.contains(character) && !inlineSyntax.contains(character) {
                    result.append("\\")
                } else if character.isASCII, character.isNumber {
                    // `1.` or `1)` starts an ordered list.
                    let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
                    let after = digits.endIndex
                    result += digits
                    if after < text.endIndex, text[after] == "." || text[after] == ")" { result.append("\\") }
                    index = after
                    lineStart = false
                    continue
                }
                lineStart = false
            }
            if inlineSyntax.contains(character) { result.append("\\") }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    /// The web address that starts at `index` (up to white space, without the punctuation that
    /// ends a sentence after it) and where it ends; `nil` when it holds what an autolink cannot.
    private static func address(in text: String, at index: String.Index) -> (String, String.Index)? {
        var end = text[index...].firstIndex(where: \.isWhitespace) ?? text.endIndex
        while end > index, ".,;:!?)'\"".contains(text[text.index(before: end)]) { end = text.index(before: end) }
        let address = String(text[index..<end])
        guard !address.contains("<"), !address.contains(">"), !address.contains("&"), address.count > 8 else {
            return nil
        }
        return (address, end)
    }

    /// Where a character reference (`&amp;`, `&#8217;`, `&#x2019;`) that starts at `index` ends.
    private static func referenceEnd(in text: String, at index: String.Index) -> String.Index? {
        let rest = text[text.index(after: index)...].prefix(33)
        guard let semicolon = rest.firstIndex(of: ";") else { return nil }
        let name = rest[..<semicolon]
        let valid: Bool
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            valid = name.count > 2 && name.dropFirst(2).allSatisfy(\.isHexDigit)
        } else if name.hasPrefix("#") {
            valid = name.count > 1 && name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
        } else {
            valid =
                name.first.map { $0.isASCII && $0.isLetter } == true
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        return valid ? text.index(after: semicolon) : nil
    }

    /// HTML text with its references decoded (for code, where Markdown decodes none, and for
    /// attributes); throws for a reference the table does not know.
    static func decoded(_ text: String) throws -> String {
        try HTMLEntities.decode(text)
    }

    /// A link's destination: spaces and angle brackets percent-encoded, parentheses escaped.
    static func destination(_ url: String) -> String {
        var result = ""
        // Browsers take a link's address without the white space at its ends.
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        for index in trimmed.indices where !trimmed[index].isNewline {
            let character = trimmed[index]
            switch character {
            // Markdown decodes references in addresses: `&copy;` written as it is would become ©.
            case "&" where referenceEnd(in: trimmed, at: index) != nil: result += "&amp;"
            case " ": result += "%20"
            case "<": result += "%3C"
            case ">": result += "%3E"
            case "(", ")", "\\": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// The longest run of `character` in `text` (for a code span's or fence's backticks).
    static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var run = 0
        for each in text {
            run = each == character ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
