import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenRender

/// The theme's render hooks (`templates/render/`): the bodies record their elements only for a
/// site that may have hooks, so that every other site parses and caches them as before.
extension SitePipeline {
    /// Whether a theme of the site may have render hooks: a `templates/render/` folder with a
    /// file in the site's `Overrides/` or in any folder of `Themes/`. It is asked before the
    /// theme is loaded (site.yml, which names it, is read with the content), so that the bodies
    /// are parsed once; `checkRenderHooks` reads them again if a hook came from elsewhere.
    func mayHaveRenderHooks(siteFolder: URL) -> Bool {
        var folders = [siteFolder.appendingPathComponent(ThemeLayer.overridesFolder)]
        let themes = siteFolder.appendingPathComponent("Themes")
        if fileSystem.kind(themes) == .directory, let names = try? fileSystem.list(themes) {
            folders += names.map { themes.appendingPathComponent($0) }
        }
        return folders.contains { folder in
            let hooks = folder.appendingPathComponent("templates/render")
            guard fileSystem.kind(hooks.resolvingSymlinksInPath()) == .directory else { return false }
            return (try? fileSystem.list(hooks))?.contains { !$0.hasPrefix(".") } ?? false
        }
    }

    /// `render hooks`: a template of `templates/render/` that is no hook is an error; a theme
    /// with hooks whose content was read without its elements marked has it read again.
    func checkRenderHooks(_ run: inout BuildRun) async {
        guard let theme = run.theme else { return }
        run.diagnostics += theme.renderHookProblems
        guard !theme.renderHooks.isEmpty, !run.marksElements, let content = run.content else { return }
        run.marksElements = true
        let first = Set(content.diagnostics)
        run.diagnostics.removeAll { first.contains($0) }
        await loadContent(&run)
    }
}
