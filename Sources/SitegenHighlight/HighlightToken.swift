/// A classified run of a code block's text, as UTF-8 byte offsets into it.
public struct HighlightToken: Sendable, Hashable {
    /// The offset of the first byte.
    public var start: Int
    /// The offset just after the last byte.
    public var end: Int
    /// The kind, which names the CSS class.
    public var kind: TokenKind

    /// Creates a token.
    /// - Parameters:
    ///   - start: The first byte's offset.
    ///   - end: The offset after the last byte.
    ///   - kind: The kind.
    public init(start: Int, end: Int, kind: TokenKind) {
        self.start = start
        self.end = end
        self.kind = kind
    }
}
