public import Foundation
import SitegenDiagnostics
public import SitegenLayout

/// A loaded theme: templates, layouts, page settings, stylesheet and assets.
public struct Theme: Sendable {
    /// The theme's name.
    public var name: String
    /// The folder it was loaded from.
    public var folder: URL
    /// The path shown in diagnostics (`Themes/default` or `(built-in default theme)`).
    public var displayPath: String
    /// The compiled templates, by name (path under `templates/` without `.mustache`).
    var templates: ThemeTemplates
    /// The template names.
    public var templateNames: Set<String>
    /// The layouts, by name.
    public var layouts: [String: CompositionalLayout]
    /// The page settings, by page kind (`home`, `library`, `episode`, ...).
    public var pages: [String: ThemePage]
    /// The theme's own CSS.
    public var stylesheet: String
    /// The CSS of one kind of page only (`styles/<kind>.css`), by page kind: loaded by those pages
    /// alone, so that a page does not carry the rules of every other.
    public var pageStylesheets: [String: String] = [:]
    /// Files under `assets/` to copy, relative to the theme folder.
    public var assets: [String]
    /// Where each asset is read from: the layer that has it.
    var assetFiles: [String: URL] = [:]
    /// The file each theme path is read from (`templates/base.mustache` →
    /// `Overrides/templates/base.mustache`), for `sitegen theme list`.
    public var origins: [String: String] = [:]
    /// The folders the theme was looked up in, highest first.
    package var layers: [ThemeLayer] = []
    /// Every text the theme was made from (`theme.yml`, templates, layouts), by path: two loads
    /// with equal texts render alike, which lets `sitegen serve` keep pages it rendered before.
    public var sourceTexts: [String: String] = [:]

    /// Whether the templates link a page's own layout stylesheet (`{{layoutStylesheet}}`): then
    /// each layout's CSS is a file of its own, else every layout's is in the site's stylesheet.
    var linksLayoutStylesheets: Bool {
        sourceTexts.contains { $0.key.hasPrefix("templates/") && $0.value.contains("layoutStylesheet") }
    }
    /// Whether the templates link a page kind's own stylesheet (`{{pageStylesheet}}`): then each
    /// is a file of its own, else they are in the site's stylesheet.
    var linksPageStylesheets: Bool {
        sourceTexts.contains { $0.key.hasPrefix("templates/") && $0.value.contains("pageStylesheet") }
    }
    /// How pictures are drawn: the columns and each cell's picture box (`images:` in theme.yml).
    var images = ThemeImages()
    /// The texts of `i18n/<language>.yml`, by language (the file's name without `.yml`).
    public var translations: [String: [String: String]] = [:]

    /// The words of the theme's pages in a language (a site.yml `language` tag).
    public func strings(for language: String) -> ThemeStrings {
        ThemeStrings(language: language, files: translations)
    }

    /// The page kinds a theme may configure.
    public static let pageKinds = [
        "home", "library", "collections", "collection", "categories", "category", "tags", "tag", "episode", "page",
        "people", "person", "archive", "search",
    ]

    /// The built-in default theme's folder (a resource of this module).
    public static var builtInFolder: URL? {
        Bundle.module.url(forResource: "DefaultTheme", withExtension: nil)
    }
}
