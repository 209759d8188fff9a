public import SitegenHighlight

/// Renders GitHub-flavoured Markdown to HTML with cmark-gfm and gathers facts about the body.
///
/// Tables, strikethrough, autolinks, the tag filter, task lists and footnotes are always on.
/// Rendering does no I/O and is safe to call from many tasks at once.
public enum MarkdownRenderer {
    /// Renders one Markdown body.
    /// - Parameters:
    ///   - markdown: The body, front matter already removed.
    ///   - options: Raw-HTML policy and the line offset of the body in its file.
    /// - Returns: The HTML and the summary, headings, links and other facts of the body.
    ///
    /// Code points that HTML forbids (controls, noncharacters), written as they are or as
    /// character references (`&#1;`), become U+FFFD in the HTML, the summary and the headings'
    /// text, as cmark itself does for NUL, so that pages are valid whatever the body holds.
    public static func render(_ markdown: String, options: MarkdownOptions = .init()) -> MarkdownDocument {
        render(markdown, options: options, highlights: nil)
    }

    /// Renders one Markdown body, Swift code blocks highlighted with tokens from `highlights`
    /// where it has them (the document lists the entries of all its Swift blocks).
    /// - Parameters:
    ///   - markdown: The body, front matter already removed.
    ///   - options: Raw-HTML policy and the line offset of the body in its file.
    ///   - highlights: Swift tokens of earlier builds, or `nil`.
    /// - Returns: The HTML and the summary, headings, links and other facts of the body.
    public static func render(
        _ markdown: String, options: MarkdownOptions, highlights: SwiftHighlightCache?
    ) -> MarkdownDocument {
        var document = CmarkConverter.convert(markdown, options: options, highlights: highlights)
        if document.elements.isEmpty {
            document.html = HTMLCodePoints.replacingForbidden(in: document.html)
        } else {
            ElementMarker.resolve(&document)
        }
        document.summary = HTMLCodePoints.replacingForbidden(in: document.summary)
        for index in document.headings.indices {
            document.headings[index].text = HTMLCodePoints.replacingForbidden(in: document.headings[index].text)
        }
        return document
    }

    /// The plain text of one line of inline Markdown (`**Bold** &amp; \`code\`` is
    /// `Bold & code`): emphasis, code spans, links and raw HTML tags removed, entities decoded.
    /// Text without Markdown's special characters is returned as it is, without a parse.
    public static func plainText(ofInline markdown: String) -> String {
        guard markdown.contains(where: { "*_`<&[]\\!~".contains($0) }) else { return markdown }
        let text = String(render(markdown).summary.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        return text.isEmpty ? markdown : text
    }

    /// Registers cmark-gfm's extensions; runs once per process however often it is called.
    ///
    /// ``render(_:options:)`` calls it itself; call it at start-up to pay the cost early.
    public static func ensureExtensionsRegistered() {
        CmarkConverter.ensureExtensionsRegistered()
    }

    /// Whether documents are parsed on several threads at once (cmark-gfm's calls reach
    /// sitegen's add-only special-character function); else parses take turns.
    public static var parsesConcurrently: Bool {
        CmarkConverter.parsesConcurrently
    }
}
