import Foundation
import SitegenDiagnostics
import SitegenFileSystem
import SitegenRender

extension SitePipeline {
    /// The site's own `Themes/<name>/`, else the built-in default theme, with the site's own
    /// `i18n/` laid over its words.
    func loadTheme(_ name: String, siteFolder: URL) -> (Theme?, [Diagnostic]) {
        let (theme, diagnostics) = loadThemeFolder(name, siteFolder: siteFolder)
        guard let theme else { return (nil, diagnostics) }
        let (translated, more) = ThemeLoader(fileSystem: fileSystem).addingSiteTranslations(
            to: theme, siteFolder: siteFolder)
        return (translated, (diagnostics + more).sorted())
    }

    /// The site's own `Themes/<name>/`, else the built-in default theme.
    private func loadThemeFolder(_ name: String, siteFolder: URL) -> (Theme?, [Diagnostic]) {
        let own = siteFolder.appendingPathComponent("Themes").appendingPathComponent(name)
        let loader = ThemeLoader(fileSystem: fileSystem)
        let position = SourcePosition.start(of: "Content/site.yml")
        switch fileSystem.kind(own) {
        case .directory:
            return loader.load(folder: own.resolvingSymlinksInPath(), displayPath: "Themes/\(name)")
        case .symbolicLink:
            let target = own.resolvingSymlinksInPath()
            guard fileSystem.kind(target) == .directory else {
                let destination = FileSystem.destination(ofLink: own) ?? target.path
                return (
                    nil,
                    [
                        .error(
                            "the theme folder Themes/\(name) is a symbolic link to \(destination), which is not a folder "
                                + "(a dangling link, e.g. after copying the site); replace it with the theme's folder",
                            at: .start(of: "Themes/\(name)"))
                    ]
                )
            }
            return loader.load(folder: target, displayPath: "Themes/\(name)")
        case .file, .other:
            return (
                nil, [.error("Themes/\(name) must be a folder holding the theme", at: .start(of: "Themes/\(name)"))]
            )
        case .missing:
            guard name == "default", let builtIn = Theme.builtInFolder else {
                return (
                    nil,
                    [
                        .error(
                            "there is no theme '\(name)': Themes/\(name)/ does not exist and only 'default' is built in",
                            at: position)
                    ]
                )
            }
            return loader.load(folder: builtIn, displayPath: "(built-in theme default)")
        }
    }
}
