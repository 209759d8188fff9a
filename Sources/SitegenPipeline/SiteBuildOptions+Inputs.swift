import Foundation
import SitegenFileSystem
import SitegenRender

extension SiteBuildOptions {
    /// The folders a build reads, as real paths: a file watcher that watches them sees every
    /// change that can change the site (`Content/`, `Themes/`, the folders that theme links
    /// point to, the site's `Overrides/` and its `i18n/`).
    public var inputFolders: [String] {
        let content = source.appendingPathComponent("Content")
        let themes = source.appendingPathComponent("Themes")
        let names = (try? FileSystem.listFolder(themes.path)) ?? []
        let linkedThemes = names.sorted().map { themes.appendingPathComponent($0).resolvingSymlinksInPath().path }
        let translations = source.appendingPathComponent("i18n")
        let overrides = source.appendingPathComponent(ThemeLayer.overridesFolder)
        return [content.resolvingSymlinksInPath().path, themes.resolvingSymlinksInPath().path] + linkedThemes
            + [overrides.resolvingSymlinksInPath().path, translations.resolvingSymlinksInPath().path]
    }
}
