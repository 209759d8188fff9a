import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

extension SiteComposer {
    /// A warning for each `menu:` link to a path the site writes nothing at: a typo, or an
    /// imported menu's link to a list page the new site has not.
    func menuProblems(in files: [RenderedFile]) -> [Diagnostic] {
        let menu = site.configuration.menu.filter { !$0.isExternal }
        guard !menu.isEmpty else { return [] }
        let paths = Set(files.map(\.path))
        return menu.compactMap { link in
            guard !Self.names(link.target, in: paths) else { return nil }
            return .warning(
                "`menu` link '/\(link.target)' (\(link.title)) names no page or file of the site", at: link.position)
        }
    }

    /// A warning for each page whose `redirect:` leads to a path the site writes nothing at.
    func redirectProblems(in files: [RenderedFile]) -> [Diagnostic] {
        let paths = Set(files.map(\.path))
        var seen: Set<SourcePosition> = []
        return site.redirects.compactMap { redirect in
            guard let written = redirect.written, seen.insert(written).inserted,
                !Self.names(redirect.target, in: paths)
            else { return nil }
            return .warning(
                "`redirect` '/\(redirect.target)' names no page or file of the site", at: written)
        }
    }

    /// Whether a path of the site (from its root, without the first `/`, with a `#fragment` or a
    /// `?query`) names one of the written files: a file, or a folder's index.html.
    static func names(_ target: String, in paths: Set<String>) -> Bool {
        let path = target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
        let query = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        let bare = query.removingPercentEncoding ?? query
        let candidates = bare.isEmpty || bare.hasSuffix("/") ? [bare + "index.html"] : [bare, bare + "/index.html"]
        return candidates.contains(where: paths.contains)
    }
}
