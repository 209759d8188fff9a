import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenLayout

extension SiteRenderer {
    /// `404.html`: served for any missing path, so its links are absolute from the base path.
    func notFoundPage(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        let root = site.configuration.basePath
        var context = baseContext(root: root, currentPath: SiteRoutes.notFound)
        context["page"] = [
            "title": .text(strings["notFoundTitle"]), "description": .text(strings["notFoundDescription"]),
            "isHome": false,
            "canonical": .text(site.configuration.absoluteURL(SiteRoutes.notFound)), "path": .text(SiteRoutes.notFound),
            "body": .text("<p>\(notFoundText(root: root))</p>"),
        ]
        context["layout"] = ""
        readData(of: "page", reads: &reads)
        readData(of: "base", reads: &reads)
        let content = theme.templates.render(.object(context), withTemplate: "page") ?? ""
        context["content"] = .text(content)
        let html = theme.templates.render(.object(context), withTemplate: "base") ?? content
        return RenderedFile(
            path: SiteRoutes.notFound, data: SiteRoutes.resolvingRootMarkers(in: Array(html.utf8), root: root))
    }

    /// The 404 page's sentence in the site's language, its two links put in (the texts escaped).
    private func notFoundText(root: String) -> String {
        let latest = "<a href=\"\(root)\">\(escapeAttribute(strings["notFoundLatest"]))</a>"
        let library = "<a href=\"\(root)\(SiteRoutes.library)\">\(escapeAttribute(strings["notFoundLibrary"]))</a>"
        let sentence = escapeAttribute(strings["notFoundText"])
        return ThemeStrings.fill(sentence, ["latest": latest, "library": library])
    }
}
