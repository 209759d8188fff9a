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
            let path = link.target.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let query = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
            let bare = query.removingPercentEncoding ?? query
            let candidates = bare.isEmpty || bare.hasSuffix("/") ? [bare + "index.html"] : [bare, bare + "/index.html"]
            guard !candidates.contains(where: paths.contains) else { return nil }
            return .warning(
                "`menu` link '/\(link.target)' (\(link.title)) names no page or file of the site", at: link.position)
        }
    }
}
