package import Foundation
package import SitegenDiagnostics
import SitegenFileSystem

extension ThemeLoader {
    /// The lookup order of the site's theme `name`, highest first: the site's `Overrides/`
    /// when it has one, `Themes/<name>/`, the themes it `extends:` in turn, and the built-in
    /// default under all of them; nil with errors for a missing theme, a theme folder that is
    /// not one, or an `extends:` cycle.
    package func layers(for name: String, siteFolder: URL) -> ([ThemeLayer]?, [Diagnostic]) {
        var layers: [ThemeLayer] = []
        let overrides = siteFolder.appendingPathComponent(ThemeLayer.overridesFolder)
        if fileSystem.kind(overrides) != .missing {
            switch folder(overrides, display: ThemeLayer.overridesFolder, noun: "the overrides folder") {
            case .success(let url):
                layers.append(ThemeLayer(folder: url, displayPath: ThemeLayer.overridesFolder, role: .overrides))
            case .failure(let diagnostic): return (nil, [diagnostic])
            }
        }
        var next: (name: String, position: SourcePosition)? = (name, .start(of: "Content/site.yml"))
        var chain: [String] = []
        while let (current, position) = next {
            let ownFolder = siteFolder.appendingPathComponent("Themes").appendingPathComponent(current)
            let ownDisplay = "Themes/\(current)"
            let layer: ThemeLayer
            if fileSystem.kind(ownFolder) != .missing, !layers.contains(where: { $0.displayPath == ownDisplay }) {
                switch folder(ownFolder, display: ownDisplay, noun: "the theme folder") {
                case .success(let url): layer = ThemeLayer(folder: url, displayPath: ownDisplay, role: .theme(current))
                case .failure(let diagnostic): return (nil, [diagnostic])
                }
            } else if current == "default", !layers.contains(where: { $0.role == .builtIn }),
                let builtIn = Theme.builtInFolder
            {
                layer = ThemeLayer(folder: builtIn, displayPath: ThemeLayer.builtInDisplayPath, role: .builtIn)
            } else if chain.contains(current) {
                let cycle = (chain + [current]).joined(separator: " → ")
                return (nil, [.error("`extends: \(current)` makes a cycle of themes (\(cycle))", at: position)])
            } else {
                return (nil, [.error(missingTheme(current, siteFolder: siteFolder), at: position)])
            }
            chain.append(current)
            layers.append(layer)
            next = layer.role == .builtIn ? nil : parent(of: layer)
        }
        if !layers.contains(where: { $0.role == .builtIn }), let builtIn = Theme.builtInFolder {
            layers.append(ThemeLayer(folder: builtIn, displayPath: ThemeLayer.builtInDisplayPath, role: .builtIn))
        }
        return (layers, [])
    }

    /// The theme a layer's `theme.yml` extends, and where it says so; its other mistakes are
    /// reported when the theme loads.
    private func parent(of layer: ThemeLayer) -> (name: String, position: SourcePosition)? {
        let display = "\(layer.displayPath)/theme.yml"
        guard
            case .success(let text) = fileSystem.readText(
                layer.folder.appendingPathComponent("theme.yml"), display: display, messages: .theme)
        else { return nil }
        return ThemeSettingsDecoder.decode(text, path: display).0?.parent
    }

    private func missingTheme(_ name: String, siteFolder: URL) -> String {
        let themes = siteFolder.appendingPathComponent("Themes")
        let names = ((try? fileSystem.list(themes)) ?? []).filter { !$0.hasPrefix(".") }
        let known = Set(names + ["default"]).sorted()
        return "there is no theme '\(name)': Themes/\(name)/ does not exist and it is not the built-in 'default'; "
            + "the themes are: \(known.joined(separator: ", "))"
    }

    /// The real folder of a theme or overrides folder (a link to a folder is followed), or an
    /// error for a file or a dangling link.
    private func folder(_ url: URL, display: String, noun: String) -> Result<URL, Diagnostic> {
        switch fileSystem.kind(url) {
        case .directory: return .success(url.resolvingSymlinksInPath())
        case .symbolicLink:
            let target = url.resolvingSymlinksInPath()
            guard fileSystem.kind(target) == .directory else {
                let destination = FileSystem.destination(ofLink: url) ?? target.path
                return .failure(
                    .error(
                        "\(noun) \(display) is a symbolic link to \(destination), which is not a folder "
                            + "(a dangling link, e.g. after copying the site); replace it with \(noun == "the theme folder" ? "the theme's folder" : "the folder itself")",
                        at: .start(of: display)))
            }
            return .success(target)
        case .file, .other, .missing:
            return .failure(.error("\(display) must be a folder holding the theme's files", at: .start(of: display)))
        }
    }
}
