/// One short text rendered as inline Markdown (a front-matter summary): its HTML and its plain text.
public struct InlineMarkdown: Sendable, Hashable {
    /// The inline HTML (`<em>`, `<strong>`, `<code>`, `<a href>`, ...), without a surrounding
    /// `<p>`; raw HTML in the text is escaped, never passed through.
    public var html: String
    /// The plain text of the rendered HTML: markers, code backticks and link syntax removed (a
    /// link's text kept), entities decoded, raw HTML kept as the text it was written as.
    public var text: String
    /// Every link and image destination in the text, in order, each at its 1-based line and
    /// UTF-8 byte column in the text as given (its first line is line 1, whatever
    /// ``MarkdownOptions/lineOffset`` says), with its resolved destination as a body's are.
    public var links: [MarkdownLink] = []
    /// What a body's rendering would warn of in the text (a link that climbs out of
    /// ``MarkdownOptions/relativeBase``, template syntax), at lines and columns in it as ``links``.
    public var warnings: [MarkdownWarning] = []

    /// Creates a rendered text.
    /// - Parameters:
    ///   - html: The inline HTML.
    ///   - text: The plain text.
    public init(html: String, text: String) {
        self.html = html
        self.text = text
    }
}
