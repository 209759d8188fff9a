import SitegenContent
import SitegenDiagnostics
import SitegenFormats

extension ThemeLoader {
    /// Errors for files of the site's `Overrides/` that replace nothing of the theme and that
    /// nothing uses: a mistyped name would otherwise change nothing, in silence. A new partial
    /// that an overriding template includes, or a new cell or layout that the overrides'
    /// `theme.yml` names, is used.
    func unmatchedOverrides(
        in layers: [ThemeLayer], settings: ThemeSettings, templates: [String: String], templateNames: Set<String>,
        layouts: Set<String>
    ) -> [Diagnostic] {
        guard let overrides = layers.first, overrides.role == .overrides else { return [] }
        let lower = Array(layers.dropFirst())
        var ignored: [Diagnostic] = []
        var used = TemplatePartialChecker.partialNames(in: templates)
        for page in settings.pages.values {
            used.insert(page.template)
            for section in page.sections.values { used.insert("cells/\(section.cell)") }
        }
        let usedLayouts = Set(settings.pages.values.compactMap(\.layout))
        var diagnostics: [Diagnostic] = []
        for (subfolder, suffix) in [("templates", ".mustache"), ("layouts", ".yml")] {
            let own = layeredFiles(in: subfolder, suffix: suffix, layers: [overrides], diagnostics: &ignored)
            let theirs = Set(
                layeredFiles(in: subfolder, suffix: suffix, layers: lower, diagnostics: &ignored).map(\.relative))
            for file in own where !theirs.contains(file.relative) {
                let name = String(file.relative.dropFirst(subfolder.count + 1).dropLast(suffix.count))
                let isUsed =
                    subfolder == "templates"
                    ? used.contains(name) || name.hasPrefix("headers/") || name.hasPrefix("render/")
                    : usedLayouts.contains(name) && layouts.contains(name)
                guard !isUsed else { continue }
                let folder = file.relative.split(separator: "/").dropLast().joined(separator: "/")
                let siblings = theirs.filter {
                    $0.hasPrefix(folder + "/") && !$0.dropFirst(folder.count + 1).contains("/")
                }
                .map { String($0.dropFirst(folder.count + 1).dropLast(suffix.count)) }.sorted()
                var message = "the theme has no \(file.relative) to override, and nothing uses it"
                if let suggestion = KeySuggestion.closest(
                    to: String(name.split(separator: "/").last ?? ""), in: siblings)
                {
                    message += "; did you mean \(folder)/\(suggestion)\(suffix)?"
                }
                message +=
                    siblings.isEmpty
                    ? " (the theme's \(subfolder)/ has no folder \(folder.dropFirst(subfolder.count + 1)))"
                    : " (\(folder)/ holds: \(siblings.joined(separator: ", ")))"
                diagnostics.append(.error(message, at: .start(of: file.display)))
            }
        }
        return diagnostics
    }
}
