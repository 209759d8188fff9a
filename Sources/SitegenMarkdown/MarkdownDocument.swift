public import SitegenHighlight

/// A rendered Markdown body together with the facts the site pipeline needs about it.
public struct MarkdownDocument: Sendable, Hashable, Codable {
    /// The rendered body HTML, headings carrying their `id` attributes.
    public var html: String
    /// The plain text of the first paragraph, whitespace collapsed; empty if there is none.
    public var summary: String
    /// The URL of the first image that was not neutralised, if any.
    public var firstImage: String?
    /// The headings in document order.
    public var headings: [MarkdownHeading]
    /// The number of words of prose; code blocks and raw HTML are not counted.
    public var wordCount: Int
    /// The reading time at 200 words a minute, rounded up; 0 only for a document without words.
    public var readingTimeMinutes: Int
    /// The languages of fenced code blocks, unique, in order of first appearance.
    public var codeLanguages: [String]
    /// Every link and image destination in document order.
    public var links: [MarkdownLink]
    /// Warnings about the body (code blocks in unknown languages), in document order.
    public var warnings: [MarkdownWarning]
    /// The cache entries of its Swift code blocks, when rendered with a ``SwiftHighlightCache``:
    /// what the next build's cache keeps.
    public var swiftHighlights: [SwiftHighlightCache.Entry] = []
    /// Its links, images, headings and code blocks with their places in ``html``, in document
    /// order; empty unless rendered with ``MarkdownOptions/marksElements``.
    public var elements: [MarkdownElement] = []

    /// Creates a document value.
    /// - Parameters:
    ///   - html: The rendered HTML.
    ///   - summary: The first paragraph as plain text.
    ///   - firstImage: The first image's URL.
    ///   - headings: The headings in order.
    ///   - wordCount: The number of prose words.
    ///   - readingTimeMinutes: The reading time in minutes.
    ///   - codeLanguages: The fenced code languages.
    ///   - links: The link and image destinations.
    ///   - warnings: The warnings about the body.
    public init(
        html: String = "",
        summary: String = "",
        firstImage: String? = nil,
        headings: [MarkdownHeading] = [],
        wordCount: Int = 0,
        readingTimeMinutes: Int = 0,
        codeLanguages: [String] = [],
        links: [MarkdownLink] = [],
        warnings: [MarkdownWarning] = []
    ) {
        self.html = html
        self.summary = summary
        self.firstImage = firstImage
        self.headings = headings
        self.wordCount = wordCount
        self.readingTimeMinutes = readingTimeMinutes
        self.codeLanguages = codeLanguages
        self.links = links
        self.warnings = warnings
    }
}
