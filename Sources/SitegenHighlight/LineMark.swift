/// How a line of a code block is marked as a whole.
public enum LineMark: String, Sendable, Hashable {
    /// A line a diff adds (`+`).
    case inserted = "ins"
    /// A line a diff removes (`-`).
    case deleted = "del"
}
