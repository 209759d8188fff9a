package import Foundation
import Mustache
import SitegenContent
package import SitegenDiagnostics
package import SitegenFileSystem
import SitegenFormats
import SitegenLayout
import SitegenLayoutFile

/// Loads a theme from its lookup order: `theme.yml`, `templates/**/*.mustache`,
/// `layouts/*.yml`, `i18n/*.yml`, the stylesheet and `assets/`, each file from the highest layer
/// that has it.
package struct ThemeLoader: Sendable {
    var fileSystem: FileSystem

    /// A theme of one folder alone.
    package func load(folder: URL, displayPath: String) -> (Theme?, [Diagnostic]) {
        load(layers: [ThemeLayer(folder: folder, displayPath: displayPath, role: .theme(displayPath))])
    }

    /// The theme made of `layers`, highest first, or `nil` with the diagnostics that stop the
    /// build.
    package func load(layers: [ThemeLayer]) -> (Theme?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var sourceTexts: [String: String] = [:]
        var origins: [String: String] = [:]
        guard let (settings, themeFile) = settings(of: layers, sourceTexts: &sourceTexts, diagnostics: &diagnostics)
        else { return (nil, diagnostics.sorted()) }
        origins["theme.yml"] = layers.lazy.map { "\($0.displayPath)/theme.yml" }.first { sourceTexts[$0] != nil }
        var templates = MustacheLibrary()
        var names: Set<String> = []
        var sources: [String: String] = [:]
        var templatePaths: [String: String] = [:]
        for file in layeredFiles(in: "templates", suffix: ".mustache", layers: layers, diagnostics: &diagnostics) {
            let name = String(file.relative.dropFirst("templates/".count).dropLast(".mustache".count))
            // A template with a mistake still exists: no follow-on "does not exist" errors for it.
            names.insert(name)
            origins[file.relative] = file.display
            templatePaths[name] = file.display
            guard let source = readText(file.url, display: file.display, diagnostics: &diagnostics) else { continue }
            if let mistake = TemplateSyntaxChecker.firstMistake(in: source, file: file.display) {
                diagnostics.append(mistake)
                continue
            }
            do {
                _ = try MustacheTemplate(string: source)
                // Parsed again with the escaping pragma in front; mistakes are explained above,
                // with the lines and columns of the file as it is.
                templates.register(try MustacheTemplate(string: ThemeContentType.pragmaLine + source), named: name)
                sources[name] = source
                sourceTexts[file.relative] = source
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(TemplateSyntaxChecker.explain(error, file: file.display))
            } catch {
                diagnostics.append(
                    .error("template syntax error: \(error)", at: SourcePosition.start(of: file.display)))
            }
        }
        diagnostics += TemplatePartialChecker.missingPartials(
            in: sources, known: names, file: { templatePaths[$0] ?? "templates/\($0).mustache" })
        var layouts: [String: CompositionalLayout] = [:]
        var brokenLayouts: Set<String> = []
        for file in layeredFiles(
            in: "layouts", suffix: ".yml", layers: layers, directOnly: true, diagnostics: &diagnostics)
        {
            let name = String(file.relative.dropFirst("layouts/".count).dropLast(".yml".count))
            origins[file.relative] = file.display
            brokenLayouts.insert(name)
            guard let source = readText(file.url, display: file.display, diagnostics: &diagnostics) else { continue }
            sourceTexts[file.relative] = source
            let result = LayoutFileDecoder().decode(source, path: file.display)
            diagnostics += result.diagnostics
            if let layout = result.layout {
                let analysis = layout.breakpoints()
                diagnostics += analysis.diagnostics
                if !analysis.hasErrors {
                    layouts[name] = layout
                    brokenLayouts.remove(name)
                }
            }
        }
        let translations = self.translations(
            of: layers, sourceTexts: &sourceTexts, origins: &origins, diagnostics: &diagnostics)
        var stylesheet = ""
        let stylesheetPath = settings.stylesheet
        if let file = firstLayer(with: stylesheetPath, in: layers) {
            origins[stylesheetPath] = file.display
            stylesheet = readText(file.url, display: file.display, diagnostics: &diagnostics) ?? ""
        } else {
            diagnostics.append(
                .error(
                    "the stylesheet \(stylesheetPath) that theme.yml names is in none of the theme's folders ("
                        + layers.map(\.displayPath).joined(separator: ", ") + ")",
                    at: .start(of: themeFile)))
        }
        let pageStylesheets = self.pageStylesheets(of: layers, origins: &origins, diagnostics: &diagnostics)
        diagnostics += ThemeSettingsDecoder.check(
            settings, layouts: layouts, broken: brokenLayouts, templates: names, path: themeFile)
        diagnostics += unmatchedOverrides(
            in: layers, settings: settings, templates: sources, templateNames: names, layouts: Set(layouts.keys))
        var assets: [String: URL] = [:]
        for file in layeredFiles(in: "assets", suffix: "", layers: layers, diagnostics: &diagnostics) {
            assets[file.relative] = file.url
            origins[file.relative] = file.display
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics.sorted()) }
        let top = layers.first { $0.role != .overrides } ?? layers[0]
        var theme = Theme(
            name: settings.name, folder: top.folder, displayPath: top.displayPath,
            templates: ThemeTemplates(sources: sources, library: templates), templateNames: names,
            layouts: layouts, pages: settings.pages, stylesheet: stylesheet, assets: assets.keys.sorted(),
            sourceTexts: sourceTexts, images: settings.images, translations: translations)
        theme.assetFiles = assets
        theme.pageStylesheets = pageStylesheets
        theme.origins = origins
        theme.layers = layers
        return (theme, diagnostics.sorted())
    }

    /// The layers' `theme.yml` files laid over one another from the lowest up (a theme without
    /// `extends:` starts afresh: it names every page it has), and the path of the highest
    /// theme's file; nil when one is missing or wrong.
    private func settings(
        of layers: [ThemeLayer], sourceTexts: inout [String: String], diagnostics: inout [Diagnostic]
    ) -> (ThemeSettings, String)? {
        var merged: ThemeSettings?
        var themeFile = ""
        var failed = false
        for layer in layers.reversed() {
            let url = layer.folder.appendingPathComponent("theme.yml")
            let display = "\(layer.displayPath)/theme.yml"
            if layer.role == .overrides, fileSystem.kind(url) == .missing { continue }
            guard let text = readText(url, display: display, diagnostics: &diagnostics) else {
                failed = true
                continue
            }
            sourceTexts[display] = text
            let (decoded, found) = ThemeSettingsDecoder.decode(text, path: display)
            diagnostics += found
            guard let decoded else {
                failed = true
                continue
            }
            if layer.role == .overrides, let parent = decoded.parent {
                diagnostics.append(
                    .error(
                        "\(ThemeLayer.overridesFolder)/theme.yml changes the theme in use and cannot extend one; "
                            + "choose the theme with `theme:` in Content/site.yml", at: parent.position))
                failed = true
            }
            if layer.role != .overrides { themeFile = display }
            let inherits = layer.role == .overrides || decoded.parent != nil
            merged = merged.map { inherits ? decoded.laid(over: $0) : decoded } ?? decoded
        }
        guard !failed, let merged else { return nil }
        return (merged, themeFile)
    }

    /// The words of every layer's `i18n/<language>.yml`, each laid over the lower layers' key
    /// by key. The site's words are in its own `i18n/`, not in `Overrides/i18n/`.
    private func translations(
        of layers: [ThemeLayer], sourceTexts: inout [String: String], origins: inout [String: String],
        diagnostics: inout [Diagnostic]
    ) -> [String: [String: String]] {
        var translations: [String: [String: String]] = [:]
        for layer in layers.reversed() {
            if layer.role == .overrides {
                let folder = layer.folder.appendingPathComponent("i18n")
                if fileSystem.kind(folder) != .missing {
                    diagnostics.append(
                        .error(
                            "the site's words go in i18n/ beside Content/ (laid over the theme's key by key), "
                                + "not in \(ThemeLayer.overridesFolder)/i18n/",
                            at: .start(of: "\(layer.displayPath)/i18n")))
                }
                continue
            }
            for file in yamlFiles(
                in: "i18n", of: layer.folder, displayPath: layer.displayPath, sourceTexts: &sourceTexts,
                sourcePrefix: "\(layer.displayPath)/", diagnostics: &diagnostics)
            {
                guard let source = file.text else { continue }
                let (texts, found) = ThemeStringsDecoder.decode(source, path: file.display)
                diagnostics += found
                // The lower file of the same language, whatever its spelling (`pt_BR`, `pt-br`).
                let name =
                    translations.keys.first { ThemeStrings.tag($0) == ThemeStrings.tag(file.name) } ?? file.name
                translations[name, default: [:]].merge(texts) { _, higher in higher }
                origins["i18n/\(name).yml"] = file.display
            }
        }
        return translations
    }

    /// The `.yml` files directly in a subfolder of the theme (`layouts`, `i18n`) or of the site
    /// (`i18n`): each one's name without `.yml`, its path for diagnostics and its text (nil when
    /// it cannot be read, which is reported); the texts are added to `sourceTexts`, under
    /// `sourcePrefix` and their path in `folder`.
    func yamlFiles(
        in subfolder: String, of folder: URL, displayPath: String, sourceTexts: inout [String: String],
        sourcePrefix: String = "", diagnostics: inout [Diagnostic]
    ) -> [(name: String, display: String, text: String?)] {
        let location = folder.appendingPathComponent(subfolder)
        let displayFolder = displayPath.isEmpty ? subfolder : "\(displayPath)/\(subfolder)"
        return files(
            under: location, suffix: ".yml", display: displayFolder, diagnostics: &diagnostics
        ).filter { !$0.contains("/") }.map { relative in
            let display = "\(displayFolder)/\(relative)"
            let text = readText(
                location.appendingPathComponent(relative), display: display, diagnostics: &diagnostics)
            if let text { sourceTexts["\(sourcePrefix)\(subfolder)/\(relative)"] = text }
            return (String(relative.dropLast(4)), display, text)
        }
    }

    /// Creates a value of its parts.
    package init(fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }
}
