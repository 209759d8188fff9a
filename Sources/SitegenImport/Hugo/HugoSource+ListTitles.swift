import Foundation

extension HugoSource {
    /// Words Hugo's pluralizer leaves as they are: they have no plural of their own, or are one.
    private static let unchangedInPlural: Set<String> = [
        "news", "series", "species", "sheep", "fish", "deer", "information", "equipment", "media", "data",
        "people", "music", "software", "feedback", "staff",
    ]

    /// Plurals English does not make with an ending.
    private static let irregularPlurals: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "index": "indices",
    ]

    /// The title Hugo gives a section whose `_index.md` has none (or that has no `_index.md`):
    /// its folder's name pluralized and capitalized (`episode` is "Episodes"), unless the settings'
    /// `pluralizeListTitles` or `capitalizeListTitles` are false.
    static func listTitle(of section: String, configuration: [String: Any]) -> String {
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let pluralized =
            ImportValue.flag(settings["pluralizelisttitles"]) == false ? section : pluralized(section)
        return ImportValue.flag(settings["capitalizelisttitles"]) == false ? pluralized : pluralized.capitalized
    }

    /// `name` with its last word in the plural, as Hugo's English pluralizer writes it: a word
    /// that is already plural (`episodes`, `posts`) stays as it is.
    static func pluralized(_ name: String) -> String {
        let wordStart = name.lastIndex { !$0.isLetter }.map(name.index(after:)) ?? name.startIndex
        let word = name[wordStart...].lowercased()
        let stem = String(name[..<wordStart])
        guard let last = word.last else { return name }
        if Self.unchangedInPlural.contains(word) { return name }
        if let plural = Self.irregularPlurals[word] {
            // The plural keeps the word's first letter as the name wrote it.
            return stem + String(name[wordStart...].prefix(1)) + String(plural.dropFirst())
        }
        let original = String(name[wordStart...])
        if ["ss", "us", "sh", "ch"].contains(where: word.hasSuffix) || "xz".contains(last) {
            return stem + original + "es"
        }
        if last == "s" { return name }  // already plural
        if last == "y", let before = word.dropLast().last, !"aeiou".contains(before) {
            return stem + String(original.dropLast()) + "ies"
        }
        return stem + original + "s"
    }
}
