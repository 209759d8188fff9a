import Foundation
import SitegenDiagnostics
import SitegenFileSystem
import SitegenRender

extension SitePipeline {
    /// The site's theme in its lookup order (`Overrides/`, `Themes/<name>/`, the themes it
    /// extends, the built-in default), with the site's own `i18n/` laid over its words.
    func loadTheme(_ name: String, siteFolder: URL) -> (Theme?, [Diagnostic]) {
        let loader = ThemeLoader(fileSystem: fileSystem)
        let (layers, problems) = loader.layers(for: name, siteFolder: siteFolder)
        guard let layers else { return (nil, problems) }
        let (theme, diagnostics) = loader.load(layers: layers)
        guard let theme else { return (nil, diagnostics) }
        let (translated, more) = loader.addingSiteTranslations(to: theme, siteFolder: siteFolder)
        return (translated, (diagnostics + more).sorted())
    }
}
