import Foundation

extension SiteImporter {
    /// The site's `i18n/<language>.yml` made from the source's translation files, with its path
    /// beside Content/; what was taken and left is said in the report. Nil when no file is of the
    /// imported site's language (English where the settings name none) or none of its words are
    /// sitegen's.
    static func translations(
        of plan: ImportPlan, settings: SiteSettingsMapping, report: inout Report
    ) -> (path: String, text: String)? {
        guard !plan.translationFiles.isEmpty else { return nil }
        let language = siteLanguage(settings)
        let primary = language?.primary ?? "en"
        let found = ImportTranslations.words(of: plan.translationFiles, language: primary, tag: language?.tag)
        let others = plan.translationFiles.map(\.path).filter { $0 != found?.file.path }
        if !others.isEmpty {
            report.lines.append(
                "not imported, translations of another language than the site's \(primary) (a sitegen site has "
                    + "one language): " + others.joined(separator: ", "))
        }
        guard let found else { return nil }
        let path = "i18n/\(primary).yml"
        if !found.left.isEmpty {
            let shown = found.left.prefix(20).joined(separator: ", ")
            let more = found.left.count > 20 ? " and \(found.left.count - 20) more" : ""
            report.lines.append(
                "not imported from \(found.file.path), words of the old theme's that sitegen's theme has no key "
                    + "for (or written with a template's {{ }}): \(shown)\(more)")
        }
        guard !found.words.isEmpty else { return nil }
        report.lines.append(
            "the site's words from \(found.file.path), in \(path) (laid over the theme's): "
                + found.words.map(\.key).joined(separator: ", "))
        let header =
            "# Imported from \(found.file.path): the words sitegen's theme has keys for; see docs/themes.md, \"The site's language\".\n"
        return (path, header + ImportYAML.mapping(found.words.map { ($0.key, $0.text as Any) }))
    }
}
