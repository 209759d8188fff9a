package import Foundation
import Mustache
import SitegenContent
package import SitegenDiagnostics
package import SitegenFileSystem
import SitegenFormats
import SitegenLayout
import SitegenLayoutFile

/// Loads a theme folder: `theme.yml`, `templates/**/*.mustache`, `layouts/*.yml`,
/// `i18n/*.yml`, the stylesheet and `assets/`.
package struct ThemeLoader: Sendable {
    var fileSystem: FileSystem

    /// The theme, or `nil` with the diagnostics that stop the build.
    package func load(folder: URL, displayPath: String) -> (Theme?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let themeFile = "\(displayPath)/theme.yml"
        guard
            let text = readText(
                folder.appendingPathComponent("theme.yml"), display: themeFile, diagnostics: &diagnostics)
        else {
            return (nil, diagnostics)
        }
        let (settings, found) = ThemeSettingsDecoder.decode(text, path: themeFile)
        diagnostics += found
        var templates = MustacheLibrary()
        var names: Set<String> = []
        var sources: [String: String] = [:]
        var sourceTexts = ["theme.yml": text]
        for relative in files(
            under: folder.appendingPathComponent("templates"), suffix: ".mustache", display: "\(displayPath)/templates",
            diagnostics: &diagnostics)
        {
            let name = String(relative.dropLast(".mustache".count))
            let display = "\(displayPath)/templates/\(relative)"
            // A template with a mistake still exists: no follow-on "does not exist" errors for it.
            names.insert(name)
            guard
                let source = readText(
                    folder.appendingPathComponent("templates").appendingPathComponent(relative), display: display,
                    diagnostics: &diagnostics)
            else { continue }
            if let mistake = TemplateSyntaxChecker.firstMistake(in: source, file: display) {
                diagnostics.append(mistake)
                continue
            }
            do {
                _ = try MustacheTemplate(string: source)
                // Parsed again with the escaping pragma in front; mistakes are explained above,
                // with the lines and columns of the file as it is.
                templates.register(try MustacheTemplate(string: ThemeContentType.pragmaLine + source), named: name)
                sources[name] = source
                sourceTexts["templates/\(relative)"] = source
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(TemplateSyntaxChecker.explain(error, file: display))
            } catch {
                diagnostics.append(.error("template syntax error: \(error)", at: SourcePosition.start(of: display)))
            }
        }
        diagnostics += TemplatePartialChecker.missingPartials(
            in: sources, known: names, folder: "\(displayPath)/templates")
        var layouts: [String: CompositionalLayout] = [:]
        var brokenLayouts: Set<String> = []
        for file in yamlFiles(
            in: "layouts", of: folder, displayPath: displayPath, sourceTexts: &sourceTexts, diagnostics: &diagnostics)
        {
            brokenLayouts.insert(file.name)
            guard let source = file.text else { continue }
            let result = LayoutFileDecoder().decode(source, path: file.display)
            diagnostics += result.diagnostics
            if let layout = result.layout {
                let analysis = layout.breakpoints()
                diagnostics += analysis.diagnostics
                if !analysis.hasErrors {
                    layouts[file.name] = layout
                    brokenLayouts.remove(file.name)
                }
            }
        }
        var translations: [String: [String: String]] = [:]
        for file in yamlFiles(
            in: "i18n", of: folder, displayPath: displayPath, sourceTexts: &sourceTexts, diagnostics: &diagnostics)
        {
            guard let source = file.text else { continue }
            let (texts, found) = ThemeStringsDecoder.decode(source, path: file.display)
            diagnostics += found
            translations[file.name] = texts
        }
        var stylesheet = ""
        if let settings {
            stylesheet =
                readText(
                    folder.appendingPathComponent(settings.stylesheet),
                    display: "\(displayPath)/\(settings.stylesheet)", diagnostics: &diagnostics) ?? ""
            diagnostics += ThemeSettingsDecoder.check(
                settings, layouts: layouts, broken: brokenLayouts, templates: names, path: themeFile)
        }
        let assets = files(
            under: folder.appendingPathComponent("assets"), suffix: "", display: "\(displayPath)/assets",
            diagnostics: &diagnostics
        ).map { "assets/\($0)" }
        guard let settings, !diagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, diagnostics.sorted())
        }
        return (
            Theme(
                name: settings.name, folder: folder, displayPath: displayPath,
                templates: ThemeTemplates(sources: sources, library: templates), templateNames: names,
                layouts: layouts, pages: settings.pages, stylesheet: stylesheet, assets: assets,
                sourceTexts: sourceTexts, images: settings.images, translations: translations
            ), diagnostics.sorted()
        )
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

    private func readText(_ url: URL, display: String, diagnostics: inout [Diagnostic]) -> String? {
        switch fileSystem.readText(url, display: display, messages: .theme) {
        case .success(let text): return text
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Files under a folder (recursive), relative to it, sorted. Links, pipes and folders that
    /// cannot be read are reported, not skipped in silence; a missing folder has no files.
    private func files(under folder: URL, suffix: String, display: String, diagnostics: inout [Diagnostic]) -> [String]
    {
        var result: [String] = []
        var pending = [""]
        guard fileSystem.kind(folder) == .directory else { return [] }
        while let relative = pending.popLast(), result.count < 10_000 {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            let names: [String]
            do {
                names = try fileSystem.list(url)
            } catch {
                let place = relative.isEmpty ? display : "\(display)/\(relative)"
                diagnostics.append(
                    .error("cannot read the folder: \(error.localizedDescription)", at: SourcePosition.start(of: place))
                )
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : "\(relative)/\(name)"
                if let problem = FileNameCheck.problem(name) {
                    diagnostics.append(
                        .error(problem, at: SourcePosition.start(of: "\(display)/\(FileNameCheck.printable(path))")))
                    continue
                }
                let place = SourcePosition.start(of: "\(display)/\(path)")
                switch fileSystem.kind(folder.appendingPathComponent(path)) {
                case .directory: pending.append(path)
                case .file where name.hasSuffix(suffix): result.append(path)
                case .file, .missing: break
                case .symbolicLink:
                    diagnostics.append(
                        .warning("symbolic links inside a theme are not followed; this one is ignored", at: place))
                case .other:
                    diagnostics.append(
                        .warning("not a regular file (a named pipe, socket or device); it is ignored", at: place))
                }
            }
        }
        return result.sorted()
    }

    /// Creates a value of its parts.
    package init(fileSystem: FileSystem) {
        self.fileSystem = fileSystem
    }
}
