import Foundation

/// Hugo's translations by file name (`0100.bg.md`, `about.en.md`): a content file whose name ends
/// in one of the settings' languages is that language's page of the name before it.
extension HugoSource {
    /// The languages the settings name (`[languages.bg]`), lowercased, and the site's default one
    /// (`defaultContentLanguage`, else `en`).
    static func contentLanguages(_ configuration: [String: Any]) -> (codes: Set<String>, main: String) {
        let settings = ImportValue.lowercasedKeys(configuration) ?? [:]
        let codes = Set(((settings["languages"] as? [String: Any]) ?? [:]).keys.map { $0.lowercased() })
        return (codes, (ImportValue.text(settings["defaultcontentlanguage"]) ?? "en").lowercased())
    }

    /// A content file's name (without its extension) without the language it ends in, and that
    /// language: `0100.bg` is `0100` of `bg` where `bg` is one of `codes`; else the name as it is.
    static func languageSuffix(of name: String, codes: Set<String>) -> (name: String, language: String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, nil) }
        let language = name[name.index(after: dot)...].lowercased()
        guard codes.contains(language) else { return (name, nil) }
        return (String(name[..<dot]), language)
    }
}
