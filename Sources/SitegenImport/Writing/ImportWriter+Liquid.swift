import Foundation

extension ImportWriter {
    /// A Jekyll body (an episode's, a page's or a person's) with the Liquid Jekyll rendered that
    /// the import can render too: `{{ page.podcast_link }}` is the page's value,
    /// `{{ '/x' | relative_url }}` the path and `{{ site.baseurl }}` nothing (the imported links
    /// are written from the site's root), `{% post_url %}` and `{% link %}` the new URL of the
    /// page they name, a `{% highlight %}` block a fenced code block; the
    /// other outputs and the tags are left as text and counted for the report.
    /// - Parameters:
    ///   - body: The body as the source has it.
    ///   - fields: The page's front matter, as written.
    /// - Returns: The body with those outputs replaced.
    mutating func liquid(_ body: String, fields: [String: Any]) -> String {
        let outputs = LiquidPageVariables(body, fields: fields, site: siteValues)
        for key in outputs.replaced { count("Liquid outputs of the page's own values replaced by them", key) }
        for path in outputs.siteReplaced { count("Liquid outputs of the site's values replaced by them", path) }
        for path in outputs.addresses { count("Liquid relative_url and absolute_url of a path replaced by it", path) }
        for output in outputs.kept { count("Liquid outputs left as text (sitegen has nothing like them)", output) }
        for output in outputs.removed {
            count("Liquid outputs removed (links are written from the site's root)", output)
        }
        let links = LiquidLinkTags(outputs.body, url: pageURLs.url)
        for name in links.replaced { count("Liquid post_url and link tags replaced by the page's new URL", name) }
        let highlights = LiquidHighlightBlocks(links.body)
        for language in highlights.languages {
            count("Liquid highlight blocks made fenced code blocks", language)
        }
        for name in LiquidTags(highlights.body).names {
            count("Liquid tags left as text (sitegen has nothing like them)", name)
        }
        return highlights.body
    }
}
