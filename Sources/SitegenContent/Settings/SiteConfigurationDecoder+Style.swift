import SitegenDiagnostics
import SitegenFormats
import Yams

extension SiteConfigurationDecoder {
    /// The most characters a token's value may have: a font list is the longest value a theme
    /// has; a longer text is a mistake, not a value.
    static let longestStyleValue = 300

    /// Reads `style:`: token names with their values, and under `dark:` the dark scheme's.
    /// Whether the theme has each token is checked once it is loaded (by the stylesheet's composer).
    static func readStyle(_ node: Node, reader: inout FrontMatterReader) -> SiteStyle {
        var style = SiteStyle()
        guard let mapping = styleMapping(node, label: "style", reader: &reader) else { return style }
        for entry in mapping.entries {
            if entry.name == "dark" {
                guard let dark = styleMapping(entry.value, label: "style.dark", reader: &reader) else { continue }
                style.dark = dark.entries.compactMap { readSetting($0, label: "style.dark", reader: &reader) }
            } else if let setting = readSetting(entry, label: "style", reader: &reader) {
                style.light.append(setting)
            }
        }
        return style
    }

    /// A mapping of `style:` with every plain key taken (token names are the theme's, checked later).
    private static func styleMapping(_ node: Node, label: String, reader: inout FrontMatterReader) -> YAMLMapping? {
        guard var mapping = reader.mapping(node, "`\(label)`", keys: [], place: "`\(label)`", quiet: true) else {
            return nil
        }
        mapping.entries = mapping.unknown
        mapping.unknown = []
        return mapping
    }

    /// One token and its value, or `nil` after an error: a name that is no custom property's, or
    /// a value that is not one plain CSS value.
    private static func readSetting(
        _ entry: YAMLEntry, label: String, reader: inout FrontMatterReader
    ) -> SiteStyle.Setting? {
        let name = entry.name
        guard !name.hasPrefix("--") else {
            reader.error(
                "`\(label)` names tokens without their `--`: write `\(FrontMatterReader.shortened(String(name.dropFirst(2)))):`",
                at: entry.key)
            return nil
        }
        guard isTokenName(name) else {
            reader.error(
                "`\(label)` key '\(FrontMatterReader.shortened(name))' is not a token name: "
                    + "a token is named with letters, digits, '-' and '_' (`accent`, `surface-2`)",
                at: entry.key)
            return nil
        }
        let what = "\(label).\(name)"
        guard case .scalar(let scalar) = entry.value, !FrontMatterReader.isNull(entry.value) else {
            if FrontMatterReader.isNull(entry.value) {
                // `accent: #b4231a` is a key with a comment after it: YAML needs the quotes.
                reader.error(
                    "`\(what)` has no value; quote a colour written with '#' (`\(name): \"#b4231a\"`), "
                        + "or YAML reads the rest of the line as a comment",
                    at: entry.value)
            } else {
                reader.wrongType(entry.value, "`\(what)`", expected: "one CSS value such as \"#b4231a\" or 6px")
            }
            return nil
        }
        let value = scalar.string.trimmingWhitespace(newlines: true)
        guard !value.isEmpty else {
            reader.error("`\(what)` must not be empty", at: entry.value)
            return nil
        }
        if let problem = CSSValueCheck.problem(in: value, longest: longestStyleValue) {
            reader.error("`\(what)` \(problem)", at: entry.value)
            return nil
        }
        return SiteStyle.Setting(
            token: name, value: value, namePosition: reader.position(of: entry.key),
            valuePosition: reader.position(of: entry.value))
    }

    /// Whether a text can follow `--` as a custom property's name that a theme would write:
    /// ASCII letters, digits, `-` and `_`, starting with a letter or a digit.
    static func isTokenName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic || ("0"..."9").contains(first)
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
    }
}
