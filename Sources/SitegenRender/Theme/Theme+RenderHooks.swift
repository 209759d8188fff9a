package import SitegenDiagnostics
import SitegenFormats

extension Theme {
    /// The render hooks the theme gives (`templates/render/link.mustache`, ...).
    package var renderHooks: Set<RenderHook> {
        Set(RenderHook.allCases.filter { templateNames.contains($0.templateName) })
    }

    /// An error for each template under `templates/render/` that is not one of the hooks: a
    /// misspelt hook would otherwise change nothing, in silence.
    package var renderHookProblems: [Diagnostic] {
        let known = Set(RenderHook.allCases.map(\.templateName))
        let hooks = RenderHook.allCases.map(\.rawValue)
        let names = hooks.map { "\($0).mustache" }
        return templateNames.filter { $0.hasPrefix(RenderHook.folder) && !known.contains($0) }.sorted().map { name in
            let path = "templates/\(name).mustache"
            var message = "\(path) is not a render hook"
            if let closest = KeySuggestion.closest(to: String(name.dropFirst(RenderHook.folder.count)), in: hooks) {
                message += " (did you mean \(closest).mustache?)"
            }
            message +=
                "; templates/render/ holds " + names.dropLast().joined(separator: ", ") + " and \(names.last ?? "")"
            return .error(message, at: .start(of: origins[path] ?? "\(displayPath)/\(path)"))
        }
    }
}
