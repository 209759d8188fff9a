import SitegenContent
import SitegenDiagnostics
import SitegenFormats
import Yams

/// Reads a theme's or a site's `i18n/<language>.yml`: a mapping of keys to texts, where a
/// count's key maps its plural forms (`one:`, `few:`, `many:`, `other:`) to texts, `months:` lists the twelve months' names and
/// `titles:` maps `theme.yml`'s English titles to the language's.
enum ThemeStringsDecoder {
    /// CLDR's plural categories, the names a count's forms may have.
    static let pluralForms: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// The file's texts by key (a count's as `key.one`, `key.other`, …, a month's as `month.N`,
    /// a title's as `title.<English title>`), and its mistakes.
    static func decode(_ text: String, path: String) -> ([String: String], [Diagnostic]) {
        var reader = FrontMatterReader(path: path, yaml: text, firstLine: 1, documentName: "an i18n file")
        guard let node = reader.document() else { return ([:], reader.uniqueDiagnostics) }
        guard case .mapping(let mapping) = node else {
            reader.wrongType(node, "an i18n file", expected: "a mapping of keys to texts")
            return ([:], reader.uniqueDiagnostics)
        }
        var texts: [String: String] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, !name.isEmpty, !name.contains(".") else {
                reader.error("a key of an i18n file must be a plain name without dots", at: key)
                continue
            }
            switch (name, value) {
            case ("months", _):
                guard let items = reader.sequence(value, "`months`") else { continue }
                guard items.count == 12 else {
                    reader.error("`months` lists the twelve months' names, not \(items.count)", at: value)
                    continue
                }
                for (index, item) in items.enumerated() {
                    if let month = reader.text(item, label: "months") { texts["month.\(index + 1)"] = month }
                }
            case ("titles", _):
                guard case .mapping(let titles) = value else {
                    reader.wrongType(value, "`titles`", expected: "a mapping of English titles to this language's")
                    continue
                }
                for (english, translated) in titles {
                    guard let title = english.scalar?.string else {
                        reader.error("a key of `titles` must be an English title as theme.yml writes it", at: english)
                        continue
                    }
                    if let text = reader.text(translated, label: "titles") { texts["title.\(title)"] = text }
                }
            case (_, .mapping(let forms)):
                for (form, formText) in forms {
                    guard let formName = form.scalar?.string, pluralForms.contains(formName) else {
                        reader.error(
                            "a count's key `\(name)` maps its plural forms to texts: `one:`, `few:`, `many:` and `other:` (CLDR's names; `zero:` and `two:` too)",
                            at: form)
                        continue
                    }
                    if let text = reader.string(formText, label: name) { texts["\(name).\(formName)"] = text }
                }
            default:
                if let text = reader.string(value, label: name) { texts[name] = text }
            }
        }
        return (texts, reader.uniqueDiagnostics)
    }
}
