/// Counts words in a stream of prose fragments split on whitespace.
///
/// A word may span fragments (`foo*bar*` is one word); callers end a word explicitly at block
/// boundaries and line breaks. Tokens without a letter or digit (`—`, `|`) are not words.
struct WordCounter {
    /// The number of words completed so far.
    private(set) var count = 0
    private var wordHasContent = false

    /// Feeds a fragment of prose.
    mutating func add(_ text: String) {
        for scalar in text.unicodeScalars {
            if scalar.isPlainTextSpace {
                endWord()
            } else if !wordHasContent, Self.isWordCharacter(scalar) {
                wordHasContent = true
            }
        }
    }

    /// Ends the current word, if any.
    mutating func endWord() {
        if wordHasContent { count += 1 }
        wordHasContent = false
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
