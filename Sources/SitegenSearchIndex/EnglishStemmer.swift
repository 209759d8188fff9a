/// The English stemmer Pagefind 1.5.2 indexes English pages with, so that sitegen's words land on
/// the stems Pagefind's search looks them up by.
///
/// It is Snowball's "english" (Porter2) algorithm as Snowball 3.0 has it, which is what Pagefind's
/// `pagefind_stem` crate was generated from (<https://snowballstem.org/algorithms/english/stemmer.html>).
/// Like that generated Rust code it works on Unicode scalars: only `a e i o u y` are vowels, so a
/// digit or a letter outside ASCII counts as a consonant.
///
/// Pagefind lowercases a word, drops what is not alphanumeric and folds its diacritics
/// ("café" to "cafe") before it stems it; that is the caller's part. Apostrophes, which Pagefind
/// has dropped by then, get none of Snowball's special treatment.
public struct EnglishStemmer: Sendable {
    /// A stemmer; it holds no state, so one can serve every word and thread.
    public init() {}

    /// The stem of `word`, a lowercase word of Unicode letters and digits.
    public func stem(_ word: String) -> String {
        let letters = Array(word.unicodeScalars)
        if let exception = Self.exception(letters) {
            return exception
        }
        // Snowball leaves words of one or two letters alone.
        guard letters.count > 2 else { return word }
        var stemming = Word(letters)
        stemming.stem()
        return String(String.UnicodeScalarView(stemming.letters))
    }

    /// Words whose stem no rule would give; they are matched whole, before anything else.
    private static let exceptions: [String: String] = [
        "skis": "ski", "skies": "sky", "idly": "idl", "gently": "gentl", "ugly": "ugli", "early": "earli",
        "only": "onli", "singly": "singl",
        // Words that rules would cut but that are left whole.
        "sky": "sky", "news": "news", "howe": "howe", "atlas": "atlas", "cosmos": "cosmos", "bias": "bias",
        "andes": "andes",
    ]

    private static func exception(_ letters: [Unicode.Scalar]) -> String? {
        // All the exceptions are ASCII, and an ASCII string equals another only byte for byte.
        guard (3...6).contains(letters.count), letters.allSatisfy(\.isASCII) else { return nil }
        return exceptions[String(String.UnicodeScalarView(letters))]
    }
}

extension EnglishStemmer {
    /// A word being stemmed: its letters, and the regions that decide which suffixes may go.
    struct Word {
        /// The letters, with a `y` that acts as a consonant written `Y` until the end.
        var letters: [Unicode.Scalar]
        /// Where region R1 starts: after the first consonant that follows a vowel (or after one of
        /// a few prefixes). Not moved as suffixes go, as in Snowball. It is never before the third
        /// letter, so a suffix in R1 or R2 has at least two letters before it.
        var r1: Int
        /// Where region R2 starts: R1 found again from R1's start.
        var r2: Int
        /// Whether some `y` became `Y`, to be turned back at the end.
        var markedY = false

        init(_ letters: [Unicode.Scalar]) {
            self.letters = letters
            r1 = letters.count
            r2 = letters.count
        }

        /// Stems the word in place: the steps in Snowball's order.
        mutating func stem() {
            markConsonantY()
            markRegions()
            removePluralSuffix()
            removeEdOrIng()
            replaceFinalY()
            replaceDoubleSuffix()
            replaceSingleSuffix()
            removeSuffixInR2()
            removeFinalEOrL()
            if markedY {
                letters = letters.map { $0 == "Y" ? "y" : $0 }
            }
        }

        /// Marks as `Y` a `y` that starts the word or follows a vowel, so that no rule takes it
        /// for a vowel.
        private mutating func markConsonantY() {
            // Left to right, so that a `y` just made `Y` is no vowel to the `y` after it ("sayyid").
            for index in letters.indices where letters[index] == "y" {
                if index == 0 || Self.isVowel(letters[index - 1]) {
                    letters[index] = "Y"
                    markedY = true
                }
            }
        }

        /// Prefixes after which R1 starts, where the usual rule would start it too early or too late
        /// ("generous" would otherwise stem with "general").
        private static let regionPrefixes = [
            "arsen", "commun", "emerg", "gener", "inter", "later", "organ", "past", "univers",
        ].map { Array($0.unicodeScalars) }

        private mutating func markRegions() {
            if let prefix = Self.regionPrefixes.first(where: { letters.starts(with: $0) }) {
                r1 = prefix.count
            } else if let start = regionStart(from: 0) {
                r1 = start
            } else {
                return
            }
            r2 = regionStart(from: r1) ?? letters.count
        }

        /// Where a region starts when looked for from `start`: after the first consonant that
        /// follows a vowel; `nil` when there is none.
        private func regionStart(from start: Int) -> Int? {
            guard let vowel = letters[start...].firstIndex(where: Self.isVowel),
                let consonant = letters[(vowel + 1)...].firstIndex(where: { !Self.isVowel($0) })
            else { return nil }
            return consonant + 1
        }

        /// Whether `letter` is one of Snowball's English vowels (`Y`, a consonant `y`, is not).
        static func isVowel(_ letter: Unicode.Scalar) -> Bool {
            switch letter {
            case "a", "e", "i", "o", "u", "y": true
            default: false
            }
        }
    }
}
