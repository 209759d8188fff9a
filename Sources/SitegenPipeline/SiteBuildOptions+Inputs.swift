import Foundation
import SitegenFileSystem

extension SiteBuildOptions {
    /// The folders a build reads, as real paths: a file watcher that watches them sees every
    /// change that can change the site (`Content/`, `Themes/`, the folders that theme links
    /// point to, and the site's `i18n/`).
    public var inputFolders: [String] {
        let content = source.appendingPathComponent("Content")
        let themes = source.appendingPathComponent("Themes")
        let names = (try? FileSystem.listFolder(themes.path)) ?? []
        let linkedThemes = names.sorted().map { themes.appendingPathComponent($0).resolvingSymlinksInPath().path }
        let translations = source.appendingPathComponent("i18n")
        return [content.resolvingSymlinksInPath().path, themes.resolvingSymlinksInPath().path] + linkedThemes
            + [translations.resolvingSymlinksInPath().path]
    }
}
