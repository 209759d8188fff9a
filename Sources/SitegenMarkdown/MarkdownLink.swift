/// A link or image destination found in a document, for link checking and rewriting.
public struct MarkdownLink: Sendable, Hashable, Codable {
    /// The destination as written (entities and escapes decoded), before any neutralising.
    public var destination: String
    /// Whether the destination belongs to an image rather than a link.
    public var isImage: Bool
    /// The 1-based line where the link starts, counted from the top of the file.
    public var line: Int
    /// The 1-based column (UTF-8 bytes) where the link starts (its `[` or `!`; for GFM's
    /// autolinks, `www.x.org` and `<https://…>`, cmark-gfm's position is approximate).
    public var column = 1
    /// The site-root-relative destination (`/episodes/x/diagram.png`) a relative destination was
    /// resolved to against ``MarkdownOptions/relativeBase`` (a page bundle's folder); `nil` when
    /// the destination was not resolved.
    public var resolved: String?

    /// The destination as the site reads it: the resolved one, else as written.
    public var siteDestination: String { resolved ?? destination }

    /// Creates a link record.
    /// - Parameters:
    ///   - destination: The destination as written.
    ///   - isImage: Whether it is an image source.
    ///   - line: The 1-based line in the file.
    public init(destination: String, isImage: Bool, line: Int) {
        self.destination = destination
        self.isImage = isImage
        self.line = line
    }
}
