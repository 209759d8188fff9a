import Foundation

extension SiteRenderer {
    /// `404.html`: served for any missing path, so its links are absolute from the base path.
    func notFoundPage() -> RenderedFile {
        let root = site.configuration.basePath
        var context = baseContext(root: root, currentPath: "404.html")
        context["page"] = [
            "title": "Page not found", "description": "The page you asked for does not exist.", "isHome": false,
            "canonical": .text(site.configuration.absoluteURL("404.html")), "path": "404.html",
            "body": .text("<p>Sorry, there is no page at this address. Try the <a href=\"\(root)\">latest episodes</a> or the <a href=\"\(root)library/\">library</a>.</p>"),
        ]
        context["layout"] = ""
        let content = theme.templates.render(.object(context), withTemplate: "page") ?? ""
        context["content"] = .text(content)
        let html = theme.templates.render(.object(context), withTemplate: "base") ?? content
        return RenderedFile(path: "404.html", data: Data(html.utf8))
    }
}
