import SitegenFormats

/// The names of the data files in `Content/data/` and of their folders: a data file's extension
/// says its language, and the name before it is one part of the name templates write
/// (`data.<folder>.<file>.<key>`).
enum DataFileName {
    /// The extensions of data files, lowercased, and the language of each.
    static let formats: [(suffix: String, format: SplitDocument.Format)] = [
        (".yml", .yaml), (".yaml", .yaml), (".toml", .toml), (".json", .json),
    ]

    /// The extensions, as messages list them.
    static let listed = ".yml, .yaml, .toml, .json"

    /// The language of a data file by its extension (in any case), or `nil` for any other file.
    static func format(of name: String) -> SplitDocument.Format? {
        let lowered = name.lowercased()
        return formats.first { lowered.hasSuffix($0.suffix) && name.count > $0.suffix.count }?.format
    }

    /// The name without its extension (`main.yml` → `main`, `a.b.json` → `a.b`).
    static func stem(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether a name can be one part of a template's name: letters, digits, `-` and `_`. A dot
    /// would split it in two (`{{data.a.b}}`), and a space or a brace would end the tag.
    static func isKey(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy(isKeyCharacter)
    }

    /// The name with each run of other characters written as one `_`: what to rename it to.
    static func suggestedKey(_ name: String) -> String {
        var key = ""
        for character in name {
            if isKeyCharacter(character) {
                key.append(character)
            } else if !key.isEmpty, key.last != "_" {
                key.append("_")
            }
        }
        while key.last == "_" { key.removeLast() }
        return key.isEmpty ? "data" : key
    }

    /// Whether a character may be part of a key.
    private static func isKeyCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }
}
