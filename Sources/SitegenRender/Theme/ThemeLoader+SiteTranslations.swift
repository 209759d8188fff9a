package import Foundation
package import SitegenDiagnostics

extension ThemeLoader {
    /// The site's own translations, `i18n/<language>.yml` in the site folder (beside Content/,
    /// as Hugo's project `i18n/` is beside `content/`), laid over the theme's key by key: a site
    /// changes a few words, or adds a language the theme lacks, without copying the theme. Their
    /// texts join the theme's `sourceTexts` (as `site:i18n/<file>`), so that a rebuild sees them
    /// change; a mistake in one is an error at its place, and the theme is nil.
    package func addingSiteTranslations(to theme: Theme, siteFolder: URL) -> (Theme?, [Diagnostic]) {
        var theme = theme
        var diagnostics: [Diagnostic] = []
        for file in yamlFiles(
            in: "i18n", of: siteFolder, displayPath: "", sourceTexts: &theme.sourceTexts, sourcePrefix: "site:",
            diagnostics: &diagnostics)
        {
            guard let source = file.text else { continue }
            let (texts, found) = ThemeStringsDecoder.decode(source, path: file.display)
            diagnostics += found
            // The theme's file of the same language, whatever its spelling (`pt_BR`, `pt-br`).
            let name =
                theme.translations.keys.first { ThemeStrings.tag($0) == ThemeStrings.tag(file.name) } ?? file.name
            theme.translations[name, default: [:]].merge(texts) { _, site in site }
            theme.origins["i18n/\(name).yml"] = file.display
        }
        let failed = diagnostics.contains { $0.severity == .error }
        return (failed ? nil : theme, diagnostics.sorted())
    }
}
