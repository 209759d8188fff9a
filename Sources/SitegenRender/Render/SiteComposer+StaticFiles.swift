import Foundation
import SitegenContent
package import SitegenDiagnostics
package import SitegenFileSystem
import SitegenLayout

extension SiteComposer {
    /// The static files and the problems of reading them: the theme's assets (fingerprinted),
    /// the stylesheets (fingerprinted) and the files of Content/ to copy, with the stylesheet's
    /// and the icon's paths. They need no picture, so a build reads them beside the images stage
    /// (``SitePipeline``) and hands them to
    /// ``compose(pages:changedEpisodes:recording:podcastItems:staticFiles:)``. `stamps` are files
    /// of Content/ already stamped in this build (by path there: the images stage's pictures).
    package func readStaticFiles(
        stamps known: [String: FileStamp] = [:]
    ) async -> (files: StaticFiles, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var files: [RenderedFile] = []
        var assetNames: [String: String] = [:]
        for asset in theme.assets {
            guard let data = try? fileSystem.read(theme.assetFiles[asset] ?? theme.folder.appendingPathComponent(asset))
            else {
                diagnostics.append(
                    .error(
                        "cannot read the theme asset",
                        at: .start(of: theme.origins[asset] ?? "\(theme.displayPath)/\(asset)")))
                continue
            }
            let hashed = Fingerprint.name(asset, data: data)
            assetNames[asset] = hashed
            files.append(RenderedFile(path: hashed, data: data))
        }
        let sheets = stylesheets(assetNames: assetNames, diagnostics: &diagnostics)
        let cssData = Data(sheets.site.utf8)
        let stylesheetPath = Fingerprint.name(SiteRoutes.stylesheet, data: cssData)
        files.append(RenderedFile(path: stylesheetPath, data: cssData))
        // Each layout's and each page kind's stylesheet, written under its fingerprinted name.
        func written(_ sheets: [String: String], route: (String) -> String) -> [String: String] {
            var paths: [String: String] = [:]
            for (name, css) in sheets.sorted(by: { $0.key < $1.key }) {
                let data = Data(css.utf8)
                paths[name] = Fingerprint.name(route(name), data: data)
                files.append(RenderedFile(path: paths[name]!, data: data))
            }
            return paths
        }
        let layoutStylesheets = written(sheets.layouts, route: SiteRoutes.layoutStylesheet)
        let pageStylesheets = written(sheets.pages, route: SiteRoutes.pageStylesheet)
        // A script is written where some page loads it.
        let needed: [PageScript: Bool] = [
            .media: site.episodes.contains(where: \.media.hasPlayer),
            .shelves: theme.layouts.values.contains(where: \.hasOrthogonalSections),
            .search: site.hasSearchPage(theme.pages),
            .menu: true,
        ]
        var scripts: [PageScript: String] = [:]
        for script in PageScript.allCases {
            let data = Data(script.source.utf8)
            scripts[script] = Fingerprint.name(script.route, data: data)
            if needed[script] == true { files.append(RenderedFile(path: scripts[script]!, data: data)) }
        }
        let contentPath = siteFolder.appendingPathComponent("Content").path
        let fileSystem = self.fileSystem
        // A file of Content/ is copied by the kernel, never read here (pictures and audio are most
        // of a show's bytes); its stamp stands for its bytes. The stamps are taken on every core.
        let stamps: [FileStamp?] =
            fileSystem.copy == nil
            ? site.assets.map { _ in nil }
            : await site.assets.concurrentMap { asset in
                // String arithmetic: `appendingPathComponent` per file cost more than its `lstat`.
                let url = URL(fileURLWithPath: contentPath + "/" + asset, isDirectory: false)
                guard let stamp = known[asset] ?? fileSystem.stamp(url), fileSystem.isReadable(url) else { return nil }
                return stamp
            }
        for (asset, stamp) in zip(site.assets, stamps) {
            // The source's path as text (a URL made and read back per file cost more than its copy).
            let source = contentPath + "/" + asset
            if let stamp {
                files.append(RenderedFile(path: asset, data: stamp.identity, copiedFrom: source))
                continue
            }
            guard let data = try? fileSystem.read(URL(fileURLWithPath: source, isDirectory: false)) else {
                diagnostics.append(.error("cannot read the file", at: .start(of: "Content/\(asset)")))
                continue
            }
            files.append(RenderedFile(path: asset, data: data))
        }
        let favicon = ["favicon.ico", "favicon.svg", "favicon.png", "images/logo.svg"].first {
            site.assets.contains($0)
        }
        let staticFiles = StaticFiles(
            files: files, stylesheetPath: stylesheetPath, layoutStylesheets: layoutStylesheets,
            pageStylesheets: pageStylesheets, favicon: favicon,
            scripts: scripts)
        return (staticFiles, diagnostics)
    }

    /// The site's stylesheet (the theme's CSS, site.yml's design tokens and the layout engine's
    /// base rules) and each layout's compiled CSS, minified. A theme whose templates link
    /// `{{layoutStylesheet}}` gets one file per layout, so that a page loads only its own
    /// layout's rules; any other theme gets every layout in the site's stylesheet.
    func stylesheets(
        assetNames: [String: String], diagnostics: inout [Diagnostic]
    ) -> (site: String, layouts: [String: String], pages: [String: String]) {
        func naming(_ text: String) -> String {
            var css = text
            for (asset, hashed) in assetNames.sorted(by: { $0.key < $1.key }) {
                css = css.replacingOccurrences(of: asset, with: String(hashed.dropFirst("assets/".count)))
            }
            return css
        }
        var css = naming(theme.stylesheet)
        // A page kind's own rules come after the theme's, in a file of their own where the
        // templates link it, else in the site's stylesheet.
        var pages: [String: String] = [:]
        for (kind, text) in theme.pageStylesheets.sorted(by: { $0.key < $1.key }) {
            if theme.linksPageStylesheets {
                pages[kind] = CSSMinifier.minify(naming(text))
            } else {
                css += "\n" + naming(text)
            }
        }
        // site.yml's tokens come after the theme's rules, which they override; after the assets'
        // names too, which a value must not be rewritten by.
        let tokens = TokenStyleSheet.make(
            site.configuration.style, themeStylesheet: theme.stylesheet, themeName: theme.name)
        css += tokens.css.isEmpty ? "" : "\n" + tokens.css
        diagnostics += tokens.diagnostics
        css += "\n" + CSSGridCompiler.baseStyleSheet
        var layouts: [String: String] = [:]
        for (name, layout) in theme.layouts.sorted(by: { $0.key < $1.key }) {
            let options = CSSGridCompiler.Options(scope: name, minimumWidth: Self.narrowestLayoutWidth)
            switch CSSGridCompiler(layout: layout, options: options).compile() {
            case .success(let compiled):
                if theme.linksLayoutStylesheets {
                    layouts[name] = CSSMinifier.minify(compiled)
                } else {
                    css += compiled
                }
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
        return (CSSMinifier.minify(css), layouts, pages)
    }

    /// The narrowest gallery the compiled CSS draws exactly, in CSS pixels: a narrower one (no
    /// phone has one; 320 px is the narrowest window WCAG asks pages to reflow to) is drawn as
    /// this one, which spares every layout the rules of widths where insets leave no room.
    static let narrowestLayoutWidth = 200

    /// Content/ files whose output path a generated file (or a theme asset) also has, or that
    /// stand where a generated page needs a folder (a file `Content/about` and the page `about/`).
    /// `files` are sorted by path; `indexes` finds each path's first file (without it, a binary
    /// search of `files` does).
    func collisions(in files: [RenderedFile], indexes: [String: Int]?) -> [Diagnostic] {
        func has(_ path: String) -> Bool {
            if let indexes { return indexes[path] != nil }
            var low = 0
            var high = files.count
            while low < high {
                let middle = (low + high) / 2
                if files[middle].path < path { low = middle + 1 } else { high = middle }
            }
            return low < files.count && files[low].path == path
        }
        let contentAssets = Set(site.assets)
        // How many files have each path: the paths of more than one file are found side by side.
        var repeated: [String: Int] = [:]
        for index in files.indices.dropFirst() where files[index].path == files[index - 1].path {
            repeated[files[index].path, default: 1] += 1
        }
        var dropped: Set<String> = []
        func count(_ path: String) -> Int {
            dropped.contains(path) ? 0 : repeated[path] ?? (has(path) ? 1 : 0)
        }
        // An alias where the site has a page or file of its own: the alias is the mistake.
        // That includes a file where the alias needs a folder (`/feed.xml` is `feed.xml/index.html`)
        // and the search index's folder, which Pagefind fills after the build.
        var aliasClashes: [Diagnostic] = []
        var clashingAliases: Set<String> = []
        for redirect in site.redirects {
            let file = redirect.alias.file
            let taken =
                count(file) > 1
                ? file
                : file.ancestorPaths.first { count($0) > 0 }
                    ?? (site.configuration.search && file.hasPrefix(SiteRoutes.searchIndex + "/")
                        ? SiteRoutes.searchIndex + "/" : nil)
            guard let taken else { continue }
            let left = count(file) - 1
            if left > 0 { repeated[file] = left } else { dropped.insert(file) }
            clashingAliases.insert(file)
            aliasClashes.append(
                .error(
                    "alias '\(redirect.alias.path)' is the path of a page or file the site has (\(taken)); remove the alias",
                    at: redirect.alias.position))
        }
        // A feed alias where the site has another page or file (its Atom feed at `/feed.xml`):
        // the alias is the mistake too.
        for alias in site.allFeedAliases {
            let taken = count(alias.file) > 1 ? alias.file : alias.file.ancestorPaths.first { count($0) > 0 }
            guard let taken else { continue }
            aliasClashes.append(
                .error(
                    "feed alias '\(alias.path)' is the path of a page or file the site has (\(taken)); remove the alias"
                        + (taken == site.configuration.atomFeed
                            ? " (sitegen's Atom feed is there; `atomFeed:` in site.yml moves it)" : ""),
                    at: alias.position))
        }
        // An Atom feed moved where the site has another file, or where it needs a folder.
        if let position = site.configuration.atomFeedPosition {
            let atom = site.configuration.atomFeed
            if (count(atom) > 1 && !contentAssets.contains(atom))
                || atom.ancestorPaths.contains(where: { count($0) > 0 })
                || files.contains(where: { $0.path.hasPrefix(atom + "/") })
            {
                aliasClashes.append(
                    .error(
                        "`atomFeed` '/\(atom)' is the path of a page or file the site has; choose another", at: position
                    ))
            }
        }
        var diagnostics = repeated.keys.filter { count($0) > 1 && contentAssets.contains($0) }.sorted().map { path in
            Diagnostic.error(
                "this file has the same output path as a file sitegen generates (\(path)); move or rename it",
                at: .start(of: "Content/\(path)"))
        }
        var blocked: Set<String> = []
        // The folders of a file that are also files, worked out once per parent folder: the files
        // come folder by folder (sorted by path), so the last folder's answer nearly always holds.
        var clashes: [String: [String]] = [:]
        var lastParent = ""
        var lastFolders: [String] = []
        for file in files where clashingAliases.isEmpty || !clashingAliases.contains(file.path) {
            if !file.path.hasParentPath(lastParent) {
                let parent = file.path.parentPath
                lastParent = parent
                if let known = clashes[parent] {
                    lastFolders = known
                } else {
                    lastFolders = file.path.ancestorPaths.filter { count($0) > 0 }
                    clashes[parent] = lastFolders
                }
            }
            for folder in lastFolders {
                if contentAssets.contains(folder) || contentAssets.contains(file.path) {
                    blocked.insert(contentAssets.contains(folder) ? folder : file.path)
                }
            }
        }
        diagnostics += blocked.sorted().map { path in
            Diagnostic.error(
                "this file stands where the site needs a folder, or a folder where it needs a file (\(path)); move or rename it",
                at: .start(of: "Content/\(path)"))
        }
        return aliasClashes + diagnostics
    }
}
