/// Checks that a text from content is one plain CSS value, so that written after `--token:` it
/// can neither end its declaration or rule (`;`, `}`), open another (`{`, `@`), comment out what
/// follows (`/*`), leave a `<style>` element (`<`), nor escape any of these (`\`).
///
/// It admits what design tokens hold: colours (`#b4231a`, `rgb(180 35 26 / 0.9)`), lengths and
/// numbers (`6px`, `44rem`, `1.55`), `calc()` and `var()` expressions, and font lists
/// (`"Inter", system-ui, sans-serif`), whose quoted names may hold any letter.
enum CSSValueCheck {
    /// Characters a value may hold outside quotes, besides ASCII letters and digits.
    private static let punctuation: Set<Character> = [" ", "#", ".", ",", "%", "(", ")", "-", "+", "*", "/", "_"]

    /// The end of a message about a character that has no place in a value.
    private static let oneValue = "give one CSS value such as \"#b4231a\" or 6px"

    /// What is wrong with a value, as the rest of a sentence (`holds ';', which …`), or `nil`.
    static func problem(in value: String, longest: Int) -> String? {
        guard value.count <= longest else {
            return "is \(value.count) characters long; a token's value is one CSS value of at most \(longest)"
        }
        var depth = 0
        var quote: Character?
        var previous: Character?
        for character in value {
            defer { previous = character }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if let problem = refused(character, quoted: true) {
                    return problem
                }
                continue
            }
            if character == "\"" || character == "'" {
                quote = character
                continue
            }
            if previous == "/" && character == "*" || previous == "*" && character == "/" {
                return "holds '\(previous!)\(character)', which would comment out the stylesheet after it"
            }
            if let problem = refused(character, quoted: false) { return problem }
            if character == "(" { depth += 1 }
            if character == ")" {
                guard depth > 0 else { return "holds a ')' with no '(' before it" }
                depth -= 1
            }
        }
        if let quote { return "holds a \(quote) that is never closed" }
        if depth > 0 { return "holds a '(' that is never closed" }
        return nil
    }

    /// Why a character cannot be in a value, or `nil` when it can.
    private static func refused(_ character: Character, quoted: Bool) -> String? {
        let scalars = character.unicodeScalars
        if scalars.contains(where: {
            $0.properties.generalCategory == .control || $0.properties.isNoncharacterCodePoint
        }) {
            return "holds a control character; a token's value is one line of CSS"
        }
        if character.isASCII && (character.isLetter || character.isNumber) || punctuation.contains(character) {
            return nil
        }
        // A quoted font name may be in any script (`"ヒラギノ角ゴ ProN"`).
        if quoted, !character.isASCII, character.isLetter || character.isNumber || character.isWhitespace {
            return nil
        }
        switch character {
        case ";": return "holds ';', which would end the token's CSS declaration; \(oneValue)"
        case "{", "}": return "holds '\(character)', which would open or close a CSS rule; \(oneValue)"
        case "<", ">": return "holds '\(character)', which a stylesheet inlined in a page could end its <style> with"
        case "\\": return "holds '\\', a CSS escape, which a token's value does not need"
        default:
            return "holds '\(character)', which is not part of a plain CSS value (colours, lengths, numbers, "
                + "calc(), var() and quoted font names)"
        }
    }
}
