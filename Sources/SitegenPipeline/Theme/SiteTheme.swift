public import Foundation
import SitegenContent
public import SitegenDiagnostics
public import SitegenFileSystem
import SitegenRender

/// The theme of a site folder as `sitegen theme` sees it: its lookup order, which file each
/// theme path is read from, and the site's overrides.
public struct SiteTheme: Sendable {
    /// The site folder (it holds `Content/`, optionally `Overrides/`, `Themes/` and `i18n/`).
    public var site: URL
    /// The file system.
    public var fileSystem: FileSystem
    /// The theme, loaded as a build loads it.
    var theme: Theme

    /// One row of `sitegen theme list`: a theme path and the file it is read from.
    public struct Row: Sendable, Equatable {
        /// The path inside the theme (`templates/cells/episode-card.mustache`).
        public var path: String
        /// The file used (`Overrides/templates/cells/episode-card.mustache`).
        public var source: String
        /// Whether that file is one of the site's own (`Overrides/` or `i18n/`).
        public var isSiteOwn: Bool
    }

    /// The site's theme, or nil with the errors that stop a build of it.
    public static func load(site: URL, fileSystem: FileSystem = .disk) -> (SiteTheme?, [Diagnostic]) {
        let siteFile = site.appendingPathComponent("Content/site.yml")
        let text: String
        switch fileSystem.readText(siteFile, display: "Content/site.yml", messages: .content) {
        case .success(let read): text = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let (configuration, found) = SiteConfigurationDecoder.decode(text, path: "Content/site.yml")
        guard let configuration else { return (nil, found.filter { $0.severity == .error }) }
        let (theme, diagnostics) = SitePipeline(fileSystem: fileSystem).loadTheme(
            configuration.theme, siteFolder: site)
        guard let theme else { return (nil, diagnostics.filter { $0.severity == .error }) }
        return (SiteTheme(site: site, fileSystem: fileSystem, theme: theme), [])
    }

    /// Every theme file and where it is read from, sorted by path.
    public var rows: [Row] {
        theme.origins.sorted { $0.key < $1.key }.map { path, source in
            Row(
                path: path, source: source,
                isSiteOwn: source.hasPrefix("\(ThemeLayer.overridesFolder)/") || source.hasPrefix("i18n/"))
        }
    }

    /// The folders looked in, highest first, as shown in diagnostics.
    public var lookupOrder: [String] { theme.layers.map(\.displayPath) }
}
