import Foundation

extension SiteRenderer {
    /// `404.html`: served for any missing path, so its links are absolute from the base path.
    func notFoundPage(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        let root = site.configuration.basePath
        var context = baseContext(root: root, currentPath: SiteRoutes.notFound)
        context["page"] = [
            "title": "Page not found", "description": "The page you asked for does not exist.", "isHome": false,
            "canonical": .text(site.configuration.absoluteURL(SiteRoutes.notFound)), "path": .text(SiteRoutes.notFound),
            "body": .text(
                "<p>Sorry, there is no page at this address. Try the <a href=\"\(root)\">latest episodes</a> or the <a href=\"\(root)\(SiteRoutes.library)\">library</a>.</p>"
            ),
        ]
        context["layout"] = ""
        let content = theme.templates.render(.object(context), withTemplate: "page") ?? ""
        context["content"] = .text(content)
        let html = theme.templates.render(.object(context), withTemplate: "base") ?? content
        return RenderedFile(
            path: SiteRoutes.notFound, data: Data(SiteRoutes.resolvingRootMarkers(in: Array(html.utf8), root: root)))
    }
}
