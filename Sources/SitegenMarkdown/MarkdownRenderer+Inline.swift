extension MarkdownRenderer {
    /// The characters without which a text renders as itself (no emphasis, code, link, raw
    /// HTML, entity, escape or strikethrough can begin).
    private static let inlineSyntax: Set<Character> = ["*", "_", "`", "<", "&", "[", "]", "\\", "!", "~"]

    /// Renders a short text (a front-matter summary) as inline Markdown, as Hugo renders a
    /// front-matter summary since 0.134.
    /// - Parameters:
    ///   - markdown: The text as written; it may span lines and paragraphs.
    ///   - options: The root prefix and the base of relative destinations, as for a body;
    ///     `unsafeHTML` is ignored: raw HTML is always escaped.
    /// - Returns: The inline HTML, the plain text, and the links and warnings at their places in
    ///   the text.
    ///
    /// Block syntax is flattened to one line: paragraphs, headings and list items are joined
    /// by a space (an ordered item keeps its number), code blocks become code spans. A text
    /// without inline syntax (see ``inlineSyntax``), or one that renders to no text at all
    /// (`*` alone is an empty list), is returned as written, escaped in the HTML.
    public static func renderInline(_ markdown: String, options: MarkdownOptions = .init()) -> InlineMarkdown {
        let written = InlineMarkdown(
            html: HTMLCodePoints.replacingForbidden(in: HTMLEscaping.attribute(markdown)),
            text: HTMLCodePoints.replacingForbidden(in: markdown))
        guard markdown.contains(where: inlineSyntax.contains) else { return written }
        var options = options
        options.unsafeHTML = false
        let rendered = CmarkConverter.convertInline(markdown, options: options)
        guard !rendered.text.isEmpty else { return written }
        var result = InlineMarkdown(
            html: HTMLCodePoints.replacingForbidden(in: rendered.html),
            text: HTMLCodePoints.replacingForbidden(in: rendered.text))
        result.links = rendered.links
        result.warnings = rendered.warnings
        return result
    }
}
