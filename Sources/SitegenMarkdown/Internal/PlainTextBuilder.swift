/// Accumulates plain text with runs of whitespace collapsed to one space and both ends trimmed.
struct PlainTextBuilder {
    /// The text so far.
    private(set) var text = ""
    private var pendingSpace = false

    /// Appends a fragment, collapsing its whitespace.
    mutating func append(_ fragment: String) {
        for character in fragment {
            if character.isWhitespace {
                separate()
            } else {
                if pendingSpace { text.append(" ") }
                pendingSpace = false
                text.append(character)
            }
        }
    }

    /// Separates what comes next from what came before by a space (for line breaks).
    mutating func separate() {
        pendingSpace = !text.isEmpty
    }
}
