import Foundation
import SitegenLayout

/// Composes every output file of a site: pages, stylesheet, feeds, assets.
struct SiteComposer: Sendable {
    var site: Site
    var theme: Theme
    var fileSystem: FileSystem
    var siteFolder: URL

    /// The files and the diagnostics of composing them.
    func compose() async -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [RenderedFile] = []
        var assetNames: [String: String] = [:]
        for asset in theme.assets {
            guard let data = try? fileSystem.read(theme.folder.appendingPathComponent(asset)) else {
                diagnostics.append(.error("cannot read the theme asset", at: SourcePosition(file: "\(theme.displayPath)/\(asset)", line: 1, column: 1)))
                continue
            }
            let hashed = Fingerprint.name(asset, data: data)
            assetNames[asset] = hashed
            files.append(RenderedFile(path: hashed, data: data))
        }
        let (css, cssDiagnostics) = stylesheet(assetNames: assetNames)
        diagnostics += cssDiagnostics
        let cssData = Data(css.utf8)
        let stylesheetPath = Fingerprint.name("assets/site.css", data: cssData)
        files.append(RenderedFile(path: stylesheetPath, data: cssData))
        for asset in site.assets {
            guard let data = try? fileSystem.read(siteFolder.appendingPathComponent("Content").appendingPathComponent(asset)) else {
                diagnostics.append(.error("cannot read the file", at: SourcePosition(file: "Content/\(asset)", line: 1, column: 1)))
                continue
            }
            files.append(RenderedFile(path: asset, data: data))
        }
        let favicon = ["favicon.ico", "favicon.svg", "favicon.png", "images/logo.svg"].first { site.assets.contains($0) }
        let routes = site.routes
        let contexts = TemplateContext(site: site)
        let cells = await CellCache.build(site: site, theme: theme, routes: routes, contexts: contexts)
        let renderer = SiteRenderer(site: site, theme: theme, stylesheetPath: stylesheetPath, faviconPath: favicon, contexts: contexts, cells: cells)
        let rendered = await withTaskGroup(of: [(Int, Result<RenderedFile, Diagnostic>)].self) { group in
            let chunk = max(1, routes.count / 64)
            for start in stride(from: 0, to: routes.count, by: chunk) {
                group.addTask {
                    (start..<min(start + chunk, routes.count)).map { ($0, renderer.render(routes[$0])) }
                }
            }
            var results: [(Int, Result<RenderedFile, Diagnostic>)] = []
            for await batch in group { results += batch }
            return results.sorted { $0.0 < $1.0 }
        }
        for (_, result) in rendered {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        files.append(renderer.notFoundPage())
        let feeds = SiteFeeds(site: site)
        files += [feeds.atom(), feeds.sitemap(routes: routes), feeds.robots()]
        diagnostics += collisions(in: files)
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }

    /// Content/ files whose output path a generated file (or a theme asset) also has, or that
    /// stand where a generated page needs a folder (a file `Content/about` and the page `about/`).
    private func collisions(in files: [RenderedFile]) -> [Diagnostic] {
        let contentAssets = Set(site.assets)
        var counts: [String: Int] = [:]
        for file in files { counts[file.path, default: 0] += 1 }
        var diagnostics = counts.filter { $0.value > 1 && contentAssets.contains($0.key) }.keys.sorted().map { path in
            Diagnostic.error("this file has the same output path as a file sitegen generates (\(path)); move or rename it",
                             at: SourcePosition(file: "Content/\(path)", line: 1, column: 1))
        }
        var blocked: Set<String> = []
        for file in files {
            var folder = file.path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if counts[folder] != nil, contentAssets.contains(folder) || contentAssets.contains(file.path) {
                    blocked.insert(contentAssets.contains(folder) ? folder : file.path)
                }
            }
        }
        diagnostics += blocked.sorted().map { path in
            Diagnostic.error("this file stands where the site needs a folder, or a folder where it needs a file (\(path)); move or rename it",
                             at: SourcePosition(file: "Content/\(path)", line: 1, column: 1))
        }
        return diagnostics
    }

    /// The theme's CSS, the layout engine's base rules and every layout compiled, in one file.
    func stylesheet(assetNames: [String: String]) -> (String, [Diagnostic]) {
        var css = theme.stylesheet
        for (asset, hashed) in assetNames.sorted(by: { $0.key < $1.key }) {
            css = css.replacingOccurrences(of: asset, with: String(hashed.dropFirst("assets/".count)))
        }
        css += "\n" + CSSGridCompiler.baseStyleSheet
        var diagnostics: [Diagnostic] = []
        for (name, layout) in theme.layouts.sorted(by: { $0.key < $1.key }) {
            switch CSSGridCompiler(layout: layout, options: .init(scope: name)).compile() {
            case .success(let compiled): css += compiled
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        return (css, diagnostics)
    }
}
