import Foundation
import SitegenRender

/// A source site's translation files (Hugo's `i18n/de.toml`), and the words of the imported
/// site's language that sitegen's theme has keys for: they become the site's `i18n/<language>.yml`,
/// laid over the theme's words as the build reads it. A Hugo theme names its words itself
/// (`readMore`, `allTitle`), so most keys have no counterpart and are named in the report.
struct ImportTranslations {
    /// One translation file as read.
    struct File {
        /// Its path in the source site (`i18n/de.toml`).
        var path: String
        /// Its language, the file's name without the extension, lowercased (`pt-br`).
        var language: String
        /// Its entries, by key.
        var entries: [String: Any]
    }

    /// The file whose words the site takes.
    var file: File
    /// The words sitegen's theme has keys for: sitegen's key and the text, in the order of those keys.
    var words: [(key: String, text: String)] = []
    /// The file's keys that were not taken, in order: no sitegen key, or a text sitegen cannot
    /// read (a template's `{{ .Count }}`).
    var left: [String] = []

    /// The words of `files` for a site whose language is `language` (a primary subtag) or `tag`
    /// (the full tag, whose file is taken first); nil when no file is that language's.
    static func words(of files: [File], language: String, tag: String?) -> ImportTranslations? {
        let normalizedTag = tag.map(Self.normalized)
        let chosen =
            files.first { normalizedTag != nil && Self.normalized($0.language) == normalizedTag }
            ?? files.first { Self.normalized($0.language) == language }
        guard let chosen else { return nil }
        var result = ImportTranslations(file: chosen)
        var taken: Set<String> = []
        for key in chosen.entries.keys.sorted() {
            // A text for a sitegen key with placeholders (`{count}`, `{title}`) keeps them all, and
            // one key is taken once (`next` and `Next` are one).
            guard let sitegenKey = Self.sitegenKeys[Self.normalized(key).replacingOccurrences(of: "-", with: "")],
                let text = Self.text(of: chosen.entries[key]), !text.contains("{{"),
                Self.placeholders(in: ThemeStrings.englishTexts[sitegenKey] ?? "").isSubset(
                    of: Self.placeholders(in: text)),
                taken.insert(sitegenKey).inserted
            else {
                result.left.append(key)
                continue
            }
            result.words.append((sitegenKey, text))
        }
        result.words.sort { $0.key < $1.key }
        return result
    }

    /// A translation file's entries by key: a mapping of keys to texts or to plural forms, or
    /// go-i18n's first format, a list of `{id, translation}`.
    static func entries(_ value: Any) -> [String: Any]? {
        if value is [String: Any] || value is [AnyHashable: Any] {
            let mapping = ImportedPage.stringKeyed(value)
            // A list under one key (`[[translation]]` in TOML) is the list read below.
            if mapping.count == 1, let list = mapping.values.first as? [Any],
                list.allSatisfy({ ImportedPage.stringKeyed($0)["id"] != nil })
            {
                return entries(list)
            }
            return mapping
        }
        guard let list = value as? [Any] else { return nil }
        var result: [String: Any] = [:]
        for item in list {
            let entry = ImportedPage.stringKeyed(item)
            guard let id = ImportValue.text(entry["id"]) else { continue }
            result[id] = entry["translation"]
        }
        return result
    }

    /// An entry's text: a text, or a plural form's (`other`, else `one`), or its `translation`.
    static func text(of value: Any?) -> String? {
        if let text = value as? String { return text.isEmpty ? nil : text }
        guard let forms = ImportValue.lowercasedKeys(value as? [String: Any]) else { return nil }
        if let translation = forms["translation"] { return text(of: translation) }
        return text(of: forms["other"] ?? forms["one"])
    }

    /// sitegen's keys of single words (not a count's forms), by their normalized spelling.
    private static let sitegenKeys: [String: String] = Dictionary(
        ThemeStrings.englishTexts.keys.filter { !$0.contains(".") }.map {
            (normalized($0).replacingOccurrences(of: "-", with: ""), $0)
        },
        uniquingKeysWith: { first, _ in first })

    /// The placeholders of a sitegen text (`{count}`, `{title}`).
    static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// A key or a language as compared: lowercased, `_` as `-`.
    static func normalized(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}
