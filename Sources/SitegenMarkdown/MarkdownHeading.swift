/// A heading of a rendered document, for anchors and tables of contents.
public struct MarkdownHeading: Sendable, Hashable, Codable {
    /// The heading level, 1 through 6.
    public var level: Int
    /// The heading's plain text, without markup.
    public var text: String
    /// The heading's `id` attribute: a slug of its text, unique within the document.
    public var id: String
    /// The 1-based line of the heading, counted from the top of the file.
    public var line: Int

    /// Creates a heading.
    /// - Parameters:
    ///   - level: The heading level, 1 through 6.
    ///   - text: The plain text.
    ///   - id: The unique slug used as the `id` attribute.
    ///   - line: The 1-based line in the file.
    public init(level: Int, text: String, id: String, line: Int) {
        self.level = level
        self.text = text
        self.id = id
        self.line = line
    }
}
