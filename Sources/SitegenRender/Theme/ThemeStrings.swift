import Foundation

/// The words a theme's pages show, in the site's language: the theme's `i18n/<language>.yml`
/// (with the site's own `i18n/<language>.yml` laid over it, ``ThemeLoader/addingSiteTranslations(to:siteFolder:)``)
/// over its `i18n/en.yml` over sitegen's English, key by key, so a theme may add keys of its own
/// and a translation may leave some out.
///
/// Templates see the table as `i18n` (`{{i18n.chapters}}`); sitegen itself writes from it the
/// dates, spoken durations, counts, page titles of `theme.yml` (its `titles:` mapping, keyed by
/// the English title), the navigation and the 404 page. A key ending in `.one`, `.few`, `.many`
/// or `.other` is a form of a count (`{count}` in it is the number), chosen by the language's
/// plural rule (CLDR's categories; a form a file leaves out is its `other`).
public struct ThemeStrings: Sendable, Equatable {
    /// The language tag the table is for, lowercased (`de`, `pt-br`).
    public var language: String
    /// Every text by key.
    public let texts: [String: String]
    /// The table as templates see it (`i18n`): every key without a `.` in its name (plural and
    /// title keys are for sitegen), made once for the thousands of contexts that hold it.
    let templateValue: TemplateValue

    /// sitegen's English table, for a theme without `i18n/` or a key no file gives.
    public static let english = ThemeStrings(language: "en", texts: englishTexts)

    /// The table for `language` from a theme's files (file name without `.yml` → key → text):
    /// English, then the theme's `en`, its file of the language's first part (`pt`) and its
    /// file of the whole tag (`pt-br`, also written `pt_BR`), each over the one before.
    public init(language: String, files: [String: [String: String]]) {
        let tag = Self.tag(language)
        let primary = String(tag.split(separator: "-").first ?? "en")
        var texts = Self.englishTexts
        let normalized = Dictionary(
            files.map { (Self.tag($0.key), $0.value) },
            uniquingKeysWith: { first, _ in first })
        for name in ["en", primary, tag].reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            if let file = normalized[name] { texts.merge(file) { _, new in new } }
        }
        self.init(language: tag.isEmpty ? "en" : tag, texts: texts)
    }

    /// A language tag or a translation file's name as they are compared: lowercased, `_` as
    /// `-` (`pt_BR` → `pt-br`).
    static func tag(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    /// A table as it is.
    public init(language: String, texts: [String: String]) {
        self.language = language
        self.texts = texts
        templateValue = .object(texts.filter { !$0.key.contains(".") }.mapValues { .text($0) })
    }

    /// The text of a key (the key itself when no table has it).
    public subscript(_ key: String) -> String { texts[key] ?? Self.englishTexts[key] ?? key }

    /// A text with its `{name}` placeholders filled in.
    public func format(_ key: String, _ values: [String: String]) -> String {
        Self.fill(self[key], values)
    }

    /// The form of a count its number takes (`key.one`, `key.few`, `key.many`, else
    /// `key.other`), `{count}` filled in with the number, and the other placeholders with `values`.
    public func count(_ key: String, _ number: Int, _ values: [String: String] = [:]) -> String {
        let form = pluralForm(number)
        var filled = values
        filled["count"] = String(number)
        return Self.fill(texts["\(key).\(form)"] ?? self["\(key).other"], filled)
    }

    /// The plural form (CLDR's category for whole numbers) a count takes in the language: `one`
    /// for 1 in most languages (0 and 1 in French and Brazil's Portuguese); `one`, `few` and
    /// `many` in Russian, Ukrainian, Belarusian and Polish (21 episode, 22 episodes, 25
    /// episodes); `one` and `few` in Czech, Slovak, Croatian, Serbian and Bosnian; always
    /// `other` in languages without plural forms (Japanese, Chinese, Korean, …).
    func pluralForm(_ number: Int) -> String {
        let primary = language.split(separator: "-").first.map(String.init) ?? language
        let n = abs(number)
        let (last, lastTwo) = (n % 10, n % 100)
        let few = (2...4).contains(last) && !(12...14).contains(lastTwo)
        switch primary {
        case "ja", "zh", "ko", "vi", "th", "id", "ms": return "other"
        case "fr": return n <= 1 ? "one" : "other"
        // Brazil's Portuguese says "0 episódio", Portugal's "0 episódios" (CLDR).
        case "pt": return (language == "pt-pt" ? n == 1 : n <= 1) ? "one" : "other"
        case "ru", "uk", "be": return last == 1 && lastTwo != 11 ? "one" : few ? "few" : "many"
        case "pl": return n == 1 ? "one" : few ? "few" : "many"
        case "cs", "sk": return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "hr", "sr", "bs": return last == 1 && lastTwo != 11 ? "one" : few ? "few" : "other"
        default: return n == 1 ? "one" : "other"
        }
    }

    /// A theme's page or section title (`theme.yml`'s English text) in the language: its entry
    /// in the `titles:` mapping, else as written.
    public func title(_ text: String) -> String { texts["title." + text] ?? text }

    /// Replaces each `{name}` of `text` that `values` names with its value, in one pass over the
    /// text (a value holding `{count}`, a tag's name say, is written as it is, whatever the order
    /// of the values); any other brace is left as written.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let value = values[String(rest[afterOpen..<close])]
            else {
                result += "{"
                rest = rest[afterOpen...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
