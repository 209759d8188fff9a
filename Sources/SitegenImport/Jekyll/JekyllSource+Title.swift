import Foundation

extension JekyllSource {
    /// A post's `:title` in a permalink, as Jekyll writes it: its `slug`, else its file name without
    /// the date, slugified in Jekyll's `pretty` mode with its case kept (Jekyll's documented
    /// "preserves case"): a run of characters other than letters, marks, digits and
    /// `._~!$&'()+,;=@` is one `-`, with none at either end (RubberDucking/rubberduckcast.com's
    /// `2015-08-19-Light-Hits-Hard.md` under `/:year/:month/:day/:title` is at
    /// `/2015/08/19/Light-Hits-Hard`).
    static func permalinkTitle(_ name: String) -> String {
        let kept = Set("._~!$&'()+,;=@")
        var result = ""
        var pendingDash = false
        for character in name {
            let isWord = character.isLetter || isDecimalDigit(character) || isMark(character)
            if isWord || kept.contains(character) {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result
    }
}

extension JekyllSource {
    /// Whether a character is a decimal digit (Unicode's `Nd`), as Jekyll's slugs keep them.
    fileprivate static func isDecimalDigit(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
    }

    /// Whether a character is a mark (`Mn`, `Mc`, `Me`), as Jekyll's slugs keep them.
    fileprivate static func isMark(_ character: Character) -> Bool {
        guard let category = character.unicodeScalars.first?.properties.generalCategory else { return false }
        return [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
    }
}
