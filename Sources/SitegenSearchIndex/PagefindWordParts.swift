/// The parts of a compound word as Pagefind finds them (its `get_discrete_words`): ASCII
/// punctuation splits, and so do changes of case and between letters and digits (`camelCase`,
/// `XMLHttp`, `x86`), the parts lowercased; emoji in the word are kept as words of their own.
struct PagefindWordParts: Equatable {
    /// The parts, lowercased, separated by single spaces.
    var parts: String
    /// The emoji in the word, when it has any.
    var emoji: [String]?

    /// The parts of `word`.
    init(_ word: String) {
        var spaced = ""
        for scalar in word.unicodeScalars {
            spaced.unicodeScalars.append(scalar.isASCII && Self.isASCIIPunctuation(scalar) ? " " : scalar)
        }
        var words: [String] = []
        for chunk in spaced.split(separator: " ") {
            words += Self.split(Array(chunk)).map(Self.lowercased)
        }
        parts = words.joined(separator: " ")
        if word.unicodeScalars.contains(where: { $0.properties.isEmoji }) {
            emoji = word.filter(Self.isEmoji).map(String.init)
        }
    }

    /// The parts of an ASCII word, lowercased and separated by single spaces, as ``parts`` would be.
    static func asciiParts(_ word: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        for chunk in word.split(whereSeparator: { $0 == 0x20 || isASCIIPunctuation(Unicode.Scalar($0)) }) {
            func kind(_ byte: UInt8) -> Int {
                byte >= 0x61 && byte <= 0x7A
                    ? 1 : byte >= 0x41 && byte <= 0x5A ? 2 : byte >= 0x30 && byte <= 0x39 ? 3 : 0
            }
            let bytes = Array(chunk)
            for (place, byte) in bytes.enumerated() {
                if place > 0 {
                    let (c, d) = (kind(bytes[place - 1]), kind(byte))
                    let acronym = place + 1 < bytes.count && c == 2 && d == 2 && kind(bytes[place + 1]) == 1
                    // lower→upper, upper→digit, digit→upper, digit→lower, lower→digit, and XMLHttp's L|H.
                    if (c == 1 && d == 2) || (c == 2 && d == 3) || (c == 3 && (d == 2 || d == 1)) || (c == 1 && d == 3)
                        || acronym
                    {
                        output.append(0x20)
                    }
                } else if !output.isEmpty {
                    output.append(0x20)
                }
                output.append(kind(byte) == 2 ? byte | 0x20 : byte)
            }
        }
        return output
    }

    /// `word` lowercased as Rust lowercases a string: a capital sigma ending a word becomes `ς`.
    static func lowercased(_ word: String) -> String {
        let lowered = word.lowercased()
        guard word.unicodeScalars.contains("\u{03A3}") else { return lowered }
        var scalars = Array(lowered.unicodeScalars)
        let original = Array(word.unicodeScalars)
        guard scalars.count == original.count else { return lowered }
        for place in scalars.indices where original[place] == "\u{03A3}" {
            let before = original[..<place].last { !$0.properties.isCaseIgnorable }
            let after = original[(place + 1)...].first { !$0.properties.isCaseIgnorable }
            if before?.properties.isCased == true && after?.properties.isCased != true { scalars[place] = "\u{03C2}" }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        (0x21...0x2F).contains(scalar.value) || (0x3A...0x40).contains(scalar.value)
            || (0x5B...0x60).contains(scalar.value) || (0x7B...0x7E).contains(scalar.value)
    }

    /// Whether a grapheme is an emoji by the `emojis` crate's list: a pictograph or symbol that is
    /// emoji by default or written with an emoji presentation, or a keycap.
    static func isEmoji(_ grapheme: Character) -> Bool {
        guard let first = grapheme.unicodeScalars.first, first.properties.isEmoji,
            // Text presentation (`↩︎`) makes a symbol no emoji.
            !grapheme.unicodeScalars.contains("\u{FE0E}")
        else { return false }
        return !first.isASCII || grapheme.unicodeScalars.contains { $0.value == 0x20E3 }
    }

    static func isUpper(_ grapheme: Character) -> Bool {
        grapheme.uppercased() == String(grapheme) && grapheme.lowercased() != String(grapheme)
    }

    static func isLower(_ grapheme: Character) -> Bool {
        grapheme.lowercased() == String(grapheme) && grapheme.uppercased() != String(grapheme)
    }

    static func isDigit(_ grapheme: Character) -> Bool {
        grapheme.unicodeScalars.allSatisfy { $0.isASCII && (0x30...0x39).contains($0.value) }
    }

    /// A run without spaces cut where case or digits change (`convert_case`'s default boundaries).
    static func split(_ graphemes: [Character]) -> [String] {
        var cuts = Set<Int>()
        for place in graphemes.indices.dropLast() {
            let (c, d) = (graphemes[place], graphemes[place + 1])
            if (isLower(c) && isUpper(d)) || (isUpper(c) && isDigit(d)) || (isDigit(c) && isUpper(d))
                || (isDigit(c) && isLower(d)) || (isLower(c) && isDigit(d))
            {
                cuts.insert(place + 1)
            }
            if place + 2 < graphemes.count, isUpper(c), isUpper(d), isLower(graphemes[place + 2]) {
                cuts.insert(place + 1)
            }
        }
        var words: [String] = []
        var start = 0
        for cut in cuts.sorted() + [graphemes.count] where cut > start {
            words.append(String(graphemes[start..<cut]))
            start = cut
        }
        return words
    }
}
