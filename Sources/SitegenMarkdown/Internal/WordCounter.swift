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
        // ASCII, the bulk of prose and code, by table and without branches (a branch per byte
        // mispredicts at every word's edge); the rest decoded scalar by scalar.
        var asciiEnd = 0
        var count = self.count
        var hasContent = wordHasContent ? 1 : 0
        let classes = Self.asciiClass  // once per call: a static read per byte costs a `swift_once` call
        classes.withUnsafeBufferPointer { classes in
            while asciiEnd < bytes.count, bytes[asciiEnd] < 0x80 {
                let byteClass = Int(classes[Int(bytes[asciiEnd])])
                let isSpace = byteClass >> 1
                count += hasContent & isSpace
                hasContent = (hasContent | (byteClass & 1)) & (1 - isSpace)
                asciiEnd += 1
            }
        }
        self.count = count
        wordHasContent = hasContent != 0
        guard asciiEnd < bytes.count else { return }
        var iterator = UnsafeBufferPointer(rebasing: bytes[asciiEnd...]).makeIterator()
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

    /// What each ASCII byte is to the counter: 2 a space, 1 part of a word, 0 neither.
    private static let asciiClass: [UInt8] = (0..<128).map { value in
        let scalar = Unicode.Scalar(UInt8(value))
        return scalar.isPlainTextSpace ? 2 : isWordCharacter(scalar) ? 1 : 0
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
