/// Follows a Markdown body's fenced code blocks line by line (a block opened by ```` ``` ```` or
/// `~~~` ends at a line starting with the same marks), so that Liquid in code is left as text.
struct MarkdownFence {
    /// The marks of the open block, if any.
    private var open: String?

    /// Whether `line`, the body's next line, is code of a fenced block (a fence line included).
    mutating func isCode(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        if let open {
            if trimmed.hasPrefix(open) { self.open = nil }
            return true
        }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            open = String(trimmed.prefix(3))
            return true
        }
        return false
    }

    /// Whether a line outside fenced blocks is indented code (four spaces or a tab).
    static func isIndented(_ line: Substring) -> Bool {
        line.hasPrefix("\t") || line.prefix(4).allSatisfy { $0 == " " } && line.count >= 4
    }
}
