/// Something in a body that renders, but not as its author probably meant (a code block in a
/// language the highlighter does not know), with where it is in the file.
public struct MarkdownWarning: Sendable, Hashable, Codable {
    /// The 1-based line, counted from the top of the file.
    public var line: Int
    /// The 1-based column (UTF-8 bytes).
    public var column: Int
    /// What is wrong, as a diagnostic's message.
    public var message: String
    /// Whether the body cannot be published as it is (it nests deeper than browsers draw): the
    /// diagnostic is then an error.
    public var isError = false

    /// Creates a warning.
    /// - Parameters:
    ///   - line: The 1-based line in the file.
    ///   - column: The 1-based column.
    ///   - message: The message.
    ///   - isError: Whether it is an error rather than a warning.
    public init(line: Int, column: Int, message: String, isError: Bool = false) {
        self.line = line
        self.column = column
        self.message = message
        self.isError = isError
    }
}
