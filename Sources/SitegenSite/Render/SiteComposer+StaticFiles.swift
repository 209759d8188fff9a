import Foundation
import SitegenDiagnostics
import SitegenLayout

extension SiteComposer {
    /// The theme's assets (fingerprinted), the stylesheet (fingerprinted) and the files of
    /// Content/ to copy, with the stylesheet's and the icon's paths.
    func readStaticFiles(
        diagnostics: inout [Diagnostic]
    ) -> (files: [RenderedFile], stylesheetPath: String, favicon: String?, mediaScript: String) {
        var files: [RenderedFile] = []
        var assetNames: [String: String] = [:]
        for asset in theme.assets {
            guard let data = try? fileSystem.read(theme.folder.appendingPathComponent(asset)) else {
                diagnostics.append(
                    .error("cannot read the theme asset", at: .start(of: "\(theme.displayPath)/\(asset)")))
                continue
            }
            let hashed = Fingerprint.name(asset, data: data)
            assetNames[asset] = hashed
            files.append(RenderedFile(path: hashed, data: data))
        }
        let (css, cssDiagnostics) = stylesheet(assetNames: assetNames)
        diagnostics += cssDiagnostics
        let cssData = Data(css.utf8)
        let stylesheetPath = Fingerprint.name(SiteRoutes.stylesheet, data: cssData)
        files.append(RenderedFile(path: stylesheetPath, data: cssData))
        let scriptData = Data(MediaScript.source.utf8)
        let mediaScript = Fingerprint.name(SiteRoutes.mediaScript, data: scriptData)
        if site.episodes.contains(where: \.media.hasMedia) {
            files.append(RenderedFile(path: mediaScript, data: scriptData))
        }
        for asset in site.assets {
            guard
                let data = try? fileSystem.read(
                    siteFolder.appendingPathComponent("Content").appendingPathComponent(asset))
            else {
                diagnostics.append(.error("cannot read the file", at: .start(of: "Content/\(asset)")))
                continue
            }
            files.append(RenderedFile(path: asset, data: data))
        }
        let favicon = ["favicon.ico", "favicon.svg", "favicon.png", "images/logo.svg"].first {
            site.assets.contains($0)
        }
        return (files, stylesheetPath, favicon, mediaScript)
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

    /// Content/ files whose output path a generated file (or a theme asset) also has, or that
    /// stand where a generated page needs a folder (a file `Content/about` and the page `about/`).
    func collisions(in files: [RenderedFile]) -> [Diagnostic] {
        let contentAssets = Set(site.assets)
        var counts: [String: Int] = [:]
        for file in files { counts[file.path, default: 0] += 1 }
        // An alias where the site has a page or file of its own: the alias is the mistake.
        var aliasClashes: [Diagnostic] = []
        for redirect in site.redirects where (counts[redirect.alias.file] ?? 0) > 1 {
            counts[redirect.alias.file, default: 1] -= 1
            aliasClashes.append(
                .error(
                    "alias '\(redirect.alias.path)' is the path of a page or file the site has (\(redirect.alias.file)); remove the alias",
                    at: redirect.alias.position))
        }
        var diagnostics = counts.filter { $0.value > 1 && contentAssets.contains($0.key) }.keys.sorted().map { path in
            Diagnostic.error(
                "this file has the same output path as a file sitegen generates (\(path)); move or rename it",
                at: .start(of: "Content/\(path)"))
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
            Diagnostic.error(
                "this file stands where the site needs a folder, or a folder where it needs a file (\(path)); move or rename it",
                at: .start(of: "Content/\(path)"))
        }
        return aliasClashes + diagnostics
    }
}
