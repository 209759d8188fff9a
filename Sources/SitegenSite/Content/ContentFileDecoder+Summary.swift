import Foundation
import SitegenMarkdown

extension ContentFileDecoder {
    /// A file's summary as plain text and inline HTML: the front matter's (`written`) rendered
    /// as inline Markdown, as Hugo does since 0.134, else the body's first paragraph.
    /// - Parameters:
    ///   - written: The front matter's `summary:` (or `description:`), if it has one.
    ///   - body: The rendered body, whose first paragraph is the summary otherwise.
    ///   - bundle: The page bundle's folder, against which relative links are resolved.
    /// - Returns: The plain text (what meta tags, feeds and `summary` show) and the HTML
    ///   (`summaryHTML`), whose root-relative links start with ``SiteRoutes/rootMarker`` as
    ///   written in cells, so a cell or a page puts its own prefix to the site root there.
    static func summary(_ written: String?, body: MarkdownDocument, bundle: String?) -> (text: String, html: String) {
        guard let written else { return (body.summary, xmlEscape(body.summary)) }
        var options = MarkdownOptions(rootPrefix: SiteRoutes.rootMarker)
        options.relativeBase = bundle
        let rendered = MarkdownRenderer.renderInline(written, options: options)
        let html = rendered.html.replacingOccurrences(
            of: "=\"" + SiteRoutes.renderedRootMarker, with: "=\"" + SiteRoutes.rootMarker)
        return (rendered.text, html)
    }
}
