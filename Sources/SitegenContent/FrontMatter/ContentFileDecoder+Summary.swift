import Foundation
import SitegenDiagnostics
import SitegenFormats
import SitegenMarkdown

extension ContentFileDecoder {
    /// A file's summary as plain text and inline HTML: the front matter's (`written`) rendered
    /// as inline Markdown, as Hugo does since 0.134, else the body's first paragraph; with the
    /// front matter's summary's links at their places in the file (``SummaryLinkPlace``), to be
    /// checked as a body's are.
    /// - Parameters:
    ///   - written: The front matter's `summary:` (or `description:`), if it has one.
    ///   - body: The rendered body, whose first paragraph is the summary otherwise.
    ///   - bundle: The page bundle's folder, against which relative links are resolved.
    ///   - links: The front matter's top-level mapping, its reader and the file's text, which
    ///     place the links.
    /// - Returns: The plain text (what meta tags, feeds and `summary` show), the HTML
    ///   (`summaryHTML`), whose root-relative links start with ``SiteRoutes/rootMarker`` as
    ///   written in cells, so a cell or a page puts its own prefix to the site root there, and
    ///   the links (none for the body's first paragraph, whose links are the body's), and the
    ///   diagnostics a body's rendering would give for the summary.
    static func summary(
        _ written: String?, body: MarkdownDocument, bundle: String?,
        links: (mapping: YAMLMapping, reader: FrontMatterReader, file: String)
    ) -> (text: String, html: String, links: [MarkdownLink], diagnostics: [Diagnostic]) {
        guard let written else { return (body.summary, xmlEscape(body.summary), [], []) }
        var options = MarkdownOptions(rootPrefix: SiteRoutes.rootMarker)
        options.relativeBase = bundle.map(URLPathEncoding.encode)
        let rendered = MarkdownRenderer.renderInline(written, options: options)
        let html = rendered.html.replacingOccurrences(
            of: "=\"" + SiteRoutes.renderedRootMarker, with: "=\"" + SiteRoutes.rootMarker)
        guard let entry = links.mapping["summary"] ?? links.mapping["description"] else {
            // No entry to place them by: at the file's start.
            var atStart = rendered.links
            for index in atStart.indices { (atStart[index].line, atStart[index].column) = (1, 1) }
            return (rendered.text, html, atStart, [])
        }
        let placed = SummaryLinkPlace.place(
            rendered.links, summary: written, entry: entry, mapping: links.mapping, reader: links.reader,
            file: links.file)
        // A warning at a link (one that climbs out of Content/) is at its place; the others
        // (template syntax) at the value's start.
        let start = links.reader.position(of: entry.value)
        let diagnostics = rendered.warnings.map { warning in
            let index = rendered.links.firstIndex { ($0.line, $0.column) == (warning.line, warning.column) }
            let position = index.map {
                SourcePosition(file: start.file, line: placed[$0].line, column: placed[$0].column)
            }
            return warning.isError
                ? Diagnostic.error(warning.message, at: position ?? start)
                : Diagnostic.warning(warning.message, at: position ?? start)
        }
        return (rendered.text, html, placed, diagnostics)
    }
}
