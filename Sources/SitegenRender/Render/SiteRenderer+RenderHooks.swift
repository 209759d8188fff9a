import SitegenContent
import SitegenMarkdown

extension SiteRenderer {
    /// A rendered body for a page whose prefix to the site root is `root`: its catalogued
    /// pictures and root-relative links as ``bodyWithPictures(_:root:reads:)`` makes them, its
    /// links, images, headings and code blocks written by the theme's render hooks where it has
    /// them. Without hooks (or elements), the body is exactly the one of `bodyWithPictures`.
    func body(of document: MarkdownDocument, root: String, reads: inout RenderReads) -> String {
        // Bodies have elements only where the site may have hooks (`SitePipeline.mayHaveRenderHooks`).
        guard !document.elements.isEmpty, case let hooks = theme.renderHooks, !hooks.isEmpty else {
            return bodyWithPictures(document.html, root: root, reads: &reads)
        }
        var applier = RenderHookApplier(
            document: document, hooks: hooks, shared: ["root": .text(root), "i18n": strings.templateValue],
            root: root, baseURL: site.configuration.baseURL)
        let templates = theme.templates
        return applier.apply(
            finish: { bodyWithPictures($0, root: root, reads: &reads) },
            render: { hook, values in templates.render(values, withTemplate: hook.templateName) })
    }
}
