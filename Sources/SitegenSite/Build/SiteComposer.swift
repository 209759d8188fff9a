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
        let composed = await compose(reusing: nil, memoize: false)
        return (composed.files, composed.diagnostics)
    }

    /// The files, the diagnostics and, with `memoize`, what the next build may reuse: pages and
    /// cells of `previous` whose inputs are unchanged are taken from it, not rendered again.
    func compose(reusing previous: PageMemo?, memoize: Bool) async -> (files: [RenderedFile], diagnostics: [Diagnostic], memo: PageMemo?, state: ComposeState?) {
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
        let contexts = await TemplateContext.make(site: site)
        var renderer = SiteRenderer(site: site, theme: theme, stylesheetPath: stylesheetPath, faviconPath: favicon, contexts: contexts)
        let siteInputs = renderer.siteInputs
        let reusable = previous.flatMap { $0.matches(siteInputs) ? $0 : nil }
        let cards = memoize ? await SiteRenderer.cards(of: site, contexts: contexts) : [:]
        let inputRenderer = renderer
        let inputs = memoize ? await routes.concurrentMap { inputRenderer.inputs(of: $0, cards: cards) } : []
        let cells = await CellCache.build(site: site, theme: theme, routes: routes, contexts: contexts, reusing: reusable?.cells, cards: cards)
        renderer.cells = cells
        let fixedRenderer = renderer
        var pending: [Int] = []
        var reused: [(Int, Result<RenderedFile, Diagnostic>)] = []
        for index in routes.indices {
            if let old = reusable?.pages[routes[index].path], old.inputs == inputs[index] {
                reused.append((index, .success(old.file)))
            } else {
                pending.append(index)
            }
        }
        let rendered = await withTaskGroup(of: [(Int, Result<RenderedFile, Diagnostic>)].self) { [pending, reused] group in
            var results = reused
            let chunk = max(1, pending.count / 64)
            for start in stride(from: 0, to: pending.count, by: chunk) {
                group.addTask {
                    pending[start..<min(start + chunk, pending.count)].map { ($0, fixedRenderer.render(routes[$0])) }
                }
            }
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
        var memo: PageMemo?
        var state: ComposeState?
        files.sort { $0.path < $1.path }
        if memoize {
            var pages: [String: (inputs: PageMemo.PageInputs, file: RenderedFile)] = [:]
            for (index, result) in rendered {
                if case .success(let file) = result { pages[routes[index].path] = (inputs[index], file) }
            }
            let made = PageMemo(site: siteInputs, pages: pages, cells: cells.memo(cards: cards), rendered: pending.count)
            memo = made
            let showing = ComposeState.showing(site: site, theme: theme, routes: routes)
            state = ComposeState(
                renderer: fixedRenderer, routes: routes, cards: cards, cellRoutes: showing.cells, contextRoutes: showing.contexts,
                files: files, fileIndexes: Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first }),
                diagnostics: diagnostics, memo: made
            )
        }
        return (files, diagnostics, memo, state)
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
