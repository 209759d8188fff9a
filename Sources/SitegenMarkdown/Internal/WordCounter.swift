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
        for scalar in text.unicodeScalars { add(scalar) }
    }

    /// Feeds a fragment of prose as UTF-8 bytes (ill-formed sequences count as letters).
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): add(scalar)
            case .error: add(Unicode.Scalar(0xFFFD)!)
            case .emptyInput: return
            }
        }
    }

    private mutating func add(_ scalar: Unicode.Scalar) {
        if scalar.isPlainTextSpace {
            endWord()
        } else if !wordHasContent, Self.isWordCharacter(scalar) {
            wordHasContent = true
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
