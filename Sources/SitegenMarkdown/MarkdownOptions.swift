/// Settings that change how one Markdown body is parsed and rendered.
public struct MarkdownOptions: Sendable, Hashable {
    /// Whether raw HTML and `javascript:`/`vbscript:`/`data:` destinations pass through.
    ///
    /// When `false` (the default) raw HTML becomes `<!-- raw HTML omitted -->` and dangerous
    /// link and image destinations are replaced by `#`. When `true` both are kept as written,
    /// `<iframe>` and `<script>` included (GFM's tag filter is off, as with Hugo's `unsafe`), and
    /// root-relative `href`, `src` and `poster` attributes of raw HTML are made relative too.
    public var unsafeHTML: Bool

    /// The number of lines above the body in its file (front matter), added to reported lines.
    public var lineOffset: Int

    /// A prefix that replaces the leading `/` of site-root-relative destinations (`/episodes/x/`
    /// becomes `../../episodes/x/` with the prefix `../../`), so pages work under any sub-path;
    /// `nil` keeps destinations as written.
    public var rootPrefix: String?

    /// Whether fenced code blocks are highlighted at build time (see `SitegenHighlight`); when
    /// `false` they render as cmark-gfm renders them, plain.
    public var highlightsCode: Bool

    /// Put before every heading id, for a body shown on a page beside another (a transcript
    /// under the show notes: `sg-transcript-intro`), so that their ids never meet.
    public var headingIDPrefix = ""

    /// The folder, relative to the site root, without slashes at its ends and percent-encoded
    /// as a URL path is (`episodes/april-update`, `episodes/Q%26A%20%233`), that relative link and image destinations are resolved
    /// against, as a page bundle's are (`diagram.png` becomes `/episodes/april-update/diagram.png`,
    /// then root-relative as any); `nil` keeps relative destinations as written.
    public var relativeBase: String?

    /// Whether the document records its links, images, headings and code blocks with their
    /// places in the HTML (``MarkdownDocument/elements``), for a theme's render hooks. The HTML
    /// is the same either way; recording costs a little time, so only sites with hooks ask.
    public var marksElements = false

    /// Creates options.
    /// - Parameters:
    ///   - unsafeHTML: Whether raw HTML and script-capable destinations are kept.
    ///   - lineOffset: Lines of the file above the Markdown body.
    ///   - rootPrefix: What replaces the leading `/` of root-relative destinations.
    ///   - highlightsCode: Whether fenced code blocks are highlighted.
    public init(unsafeHTML: Bool = false, lineOffset: Int = 0, rootPrefix: String? = nil, highlightsCode: Bool = true) {
        self.unsafeHTML = unsafeHTML
        self.lineOffset = lineOffset
        self.rootPrefix = rootPrefix
        self.highlightsCode = highlightsCode
    }
}
