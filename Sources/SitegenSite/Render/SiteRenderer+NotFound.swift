import Foundation
import Mustache

extension SiteRenderer {
    /// `404.html`: served for any missing path, so its links are absolute from the base path.
    func notFoundPage() -> RenderedFile {
        let root = site.configuration.basePath
        var context = baseContext(root: root, currentPath: "404.html")
        context["page"] = [
            "title": "Page not found", "description": "The page you asked for does not exist.", "isHome": false,
            "canonical": site.configuration.absoluteURL("404.html"), "path": "404.html",
            "body": "<p>Sorry, there is no page at this address. Try the <a href=\"\(root)\">latest episodes</a> or the <a href=\"\(root)library/\">library</a>.</p>",
        ] as [String: Any]
        context["layout"] = ""
        let content = theme.templates.render(context, withTemplate: "page") ?? ""
        context["content"] = content
        let html = theme.templates.render(context, withTemplate: "base") ?? content
        return RenderedFile(path: "404.html", data: Data(html.utf8))
    }
}
