/// Accumulates plain text with runs of whitespace collapsed to one space and both ends trimmed.
struct PlainTextBuilder {
    /// The text so far.
    private(set) var text = ""
    private var pendingSpace = false

    /// Appends a fragment, collapsing its whitespace.
    mutating func append(_ fragment: String) {
        for scalar in fragment.unicodeScalars {
            if scalar.isPlainTextSpace {
                separate()
            } else {
                if pendingSpace { text.unicodeScalars.append(" ") }
                pendingSpace = false
                text.unicodeScalars.append(scalar)
            }
        }
    }

    /// Separates what comes next from what came before by a space (for line breaks).
    mutating func separate() {
        pendingSpace = !text.isEmpty
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is white space, with a fast path for ASCII.
    var isPlainTextSpace: Bool {
        isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
