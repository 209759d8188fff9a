import Foundation

/// An attribute list at the end of a heading, as Hugo's Goldmark and Zola write it:
/// `## Setup {#setup}`, `## Setup {#setup .wide}`: its `#id` names the heading's anchor; the
/// list is not part of the heading's text. Classes and other attributes are read and dropped.
struct HeadingAttributes: Equatable {
    /// The heading text before the list, without the spaces before it.
    var text: String
    /// The id the list gives (`setup`), if any.
    var id: String?

    /// The list at the end of `text`, or `nil` when it does not end with one; `isWholeHeading`
    /// says `text` is all the heading has (then something must be left of it besides the list).
    static func parse(_ text: String, isWholeHeading: Bool = true) -> HeadingAttributes? {
        guard text.hasSuffix("}"), let open = text.lastIndex(of: "{") else { return nil }
        let before = text[..<open]
        guard before.last == " " || before.last == "\t" || (before.isEmpty && !isWholeHeading) else { return nil }
        let kept = String(before.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        guard !kept.isEmpty || !isWholeHeading else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let tokens = inside.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !tokens.isEmpty else { return nil }
        var id: String?
        for token in tokens {
            if token.hasPrefix("#") {
                let name = token.dropFirst()
                guard !name.isEmpty, name.allSatisfy(isIDCharacter) else { return nil }
                id = String(name)
            } else if token.hasPrefix(".") {
                guard token.count > 1, token.dropFirst().allSatisfy(isIDCharacter) else { return nil }
            } else {
                // key=value; `id=name` (or `id="name"`) is the id too.
                guard let equals = token.firstIndex(of: "="), equals != token.startIndex,
                    token[..<equals].allSatisfy(isIDCharacter)
                else { return nil }
                if token[..<equals] == "id" {
                    let value = token[token.index(after: equals)...].trimmingCharacters(in: quotes)
                    guard !value.isEmpty, value.allSatisfy(isIDCharacter) else { return nil }
                    id = value
                }
            }
        }
        return HeadingAttributes(text: kept, id: id)
    }

    /// The quotes around an attribute's value.
    private static let quotes = CharacterSet(charactersIn: "\"'")

    /// Whether a character may be part of an id or class name here.
    private static func isIDCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_" || character == ":"
            || character == "."
    }
}
