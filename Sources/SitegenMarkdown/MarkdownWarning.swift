/// Something in a body that renders, but not as its author probably meant (a code block in a
/// language the highlighter does not know), with where it is in the file.
public struct MarkdownWarning: Sendable, Hashable {
    /// The 1-based line, counted from the top of the file.
    public var line: Int
    /// The 1-based column (UTF-8 bytes).
    public var column: Int
    /// What is wrong, as a diagnostic's message.
    public var message: String

    /// Creates a warning.
    /// - Parameters:
    ///   - line: The 1-based line in the file.
    ///   - column: The 1-based column.
    ///   - message: The message.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
