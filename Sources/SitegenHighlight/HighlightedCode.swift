/// The tokens of one code block and the marks of its lines: what a lexer gives.
public struct HighlightedCode: Sendable, Hashable {
    /// The classified runs, in order and not overlapping; the text between them is plain.
    public var tokens: [HighlightToken]
    /// Marks of whole lines, by 0-based line index.
    public var lineMarks: [Int: LineMark]

    /// Creates a result.
    /// - Parameters:
    ///   - tokens: The classified runs in order.
    ///   - lineMarks: The marked lines by 0-based index.
    public init(tokens: [HighlightToken] = [], lineMarks: [Int: LineMark] = [:]) {
        self.tokens = tokens
        self.lineMarks = lineMarks
    }
}
