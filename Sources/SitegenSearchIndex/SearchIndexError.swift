/// Why a Pagefind index could not be read or merged.
public enum SearchIndexError: Error, Equatable, Sendable {
    /// The bytes are not what Pagefind writes; the text says where they go wrong.
    case malformed(String)
    /// The indexes cannot be merged (for example, several of them sort pages by their own keys).
    case unmergeable(String)

    /// The problem in words.
    public var message: String {
        switch self {
        case .malformed(let text): "malformed Pagefind index: \(text)"
        case .unmergeable(let text): "Pagefind indexes cannot be merged: \(text)"
        }
    }
}
