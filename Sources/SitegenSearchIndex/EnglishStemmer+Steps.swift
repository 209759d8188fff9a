/// Snowball's English steps 1a to 5, each working on the end of the word.
extension EnglishStemmer.Word {
    /// Step 1a: plural endings ("caresses", "ponies", "cats").
    mutating func removePluralSuffix() {
        if hasSuffix("sses") {
            replaceSuffix(length: 4, with: "ss")
        } else if hasSuffix("ied") || hasSuffix("ies") {
            // "ties" keeps its e ("tie") where "cries" loses it ("cri").
            replaceSuffix(length: 3, with: letters.count > 4 ? "i" : "ie")
        } else if hasSuffix("ss") || hasSuffix("us") {
            return
        } else if hasSuffix("s") {
            // Only when a vowel comes before the letter before the s: "gaps" but not "gas".
            let beforeS = letters.count - 2
            if beforeS > 0, letters[..<beforeS].contains(where: Self.isVowel) {
                letters.removeLast()
            }
        }
    }

    /// Step 1b: "-ed", "-ing" and their "-ly" forms, and "-eed".
    mutating func removeEdOrIng() {
        // Longest first, as everywhere: "eedly" is not taken for "edly", nor "eed" for "ed".
        guard let suffix = ["eedly", "ingly", "edly", "eed", "ing", "ed"].first(where: hasSuffix) else { return }
        let stem = letters.count - suffix.utf8.count
        switch suffix {
        case "eedly", "eed":
            // "agreed" becomes "agree", but the stem must be in R1 and these verbs keep "eed" whole.
            if stem >= r1, !["succ", "proc", "exc"].contains(where: { isWhole(stem, $0) }) {
                replaceSuffix(length: suffix.utf8.count, with: "ee")
            }
            return
        case "ing" where stem == 2 && letters[1] == "y" && !Self.isVowel(letters[0]):
            // "dying", "lying", "tying": the y was an ie.
            letters = [letters[0], "i", "e"]
            return
        case "ing" where ["inn", "out", "cann", "herr", "earr", "even"].contains(where: { isWhole(stem, $0) }):
            // "inning", "outing", "canning", "herring", "earring", "evening": nouns, not verbs.
            return
        default:
            break
        }
        guard letters[..<stem].contains(where: Self.isVowel) else { return }
        letters.removeLast(suffix.utf8.count)
        if hasSuffix("at") || hasSuffix("bl") || hasSuffix("iz") {
            // "conflated", "troubled", "sized": the e the suffix replaced.
            letters.append("e")
        } else if endsWithDoubleConsonant() {
            // "hopping" to "hop", but "adding", "egged" and "offing" keep their two letters.
            if !(letters.count == 3 && ["a", "e", "o"].contains(letters[0])) {
                letters.removeLast()
            }
        } else if letters.count == r1, endsWithShortSyllable(letters.count) {
            // A short word: "hoped" to "hope".
            letters.append("e")
        }
    }

    /// Step 1c: a final y after a consonant that is not the first letter becomes i ("cry" to "cri").
    mutating func replaceFinalY() {
        let last = letters.count - 1
        guard last > 1, letters[last] == "y" || letters[last] == "Y", !Self.isVowel(letters[last - 1]) else {
            return
        }
        letters[last] = "i"
    }

    /// Step 2's suffixes in R1 and what they become, longest first.
    private static let doubleSuffixes = longestFirst([
        "tional": "tion", "enci": "ence", "anci": "ance", "abli": "able", "entli": "ent", "izer": "ize",
        "ization": "ize", "ational": "ate", "ation": "ate", "ator": "ate", "alism": "al", "aliti": "al", "alli": "al",
        "fulness": "ful", "ousli": "ous", "ousness": "ous", "iveness": "ive", "iviti": "ive", "biliti": "ble",
        "bli": "ble", "ogist": "og", "ogi": "og", "fulli": "ful", "lessli": "less", "li": "",
    ])

    /// The letters that can end a word that "-ly" is added to ("gently" but not "ally").
    private static let validBeforeLi: Set<Unicode.Scalar> = ["c", "d", "e", "g", "h", "k", "m", "n", "r", "t"]

    /// Step 2: suffixes made of two suffixes, cut to the first ("relational" to "relate").
    mutating func replaceDoubleSuffix() {
        guard let (suffix, replacement) = Self.doubleSuffixes.first(where: { hasSuffix($0.suffix) }) else { return }
        let stem = letters.count - suffix.utf8.count
        guard stem >= r1 else { return }
        switch suffix {
        case "ogi" where letters[stem - 1] != "l": return  // "analogi" but not "yogi"
        case "li" where !Self.validBeforeLi.contains(letters[stem - 1]): return
        default: replaceSuffix(length: suffix.utf8.count, with: replacement)
        }
    }

    /// Step 3's suffixes in R1 and what they become, longest first ("ative" must be in R2 too).
    private static let singleSuffixes = longestFirst([
        "tional": "tion", "ational": "ate", "alize": "al", "icate": "ic", "iciti": "ic", "ical": "ic", "ful": "",
        "ness": "", "ative": "",
    ])

    /// Step 3: more suffixes in R1 ("hopeful" to "hope").
    mutating func replaceSingleSuffix() {
        guard let (suffix, replacement) = Self.singleSuffixes.first(where: { hasSuffix($0.suffix) }) else { return }
        let stem = letters.count - suffix.utf8.count
        guard stem >= r1, suffix != "ative" || stem >= r2 else { return }
        replaceSuffix(length: suffix.utf8.count, with: replacement)
    }

    /// Step 4's suffixes, deleted in R2, longest first.
    private static let r2Suffixes = longestFirst([
        "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous",
        "ive", "ize", "ion",
    ])

    /// Step 4: suffixes deleted when in R2 ("adjustment" to "adjust").
    mutating func removeSuffixInR2() {
        guard let suffix = Self.r2Suffixes.first(where: hasSuffix) else { return }
        let stem = letters.count - suffix.utf8.count
        guard stem >= r2 else { return }
        // "ion" only after s or t: "adoption" but not "champion".
        if suffix == "ion", letters[stem - 1] != "s", letters[stem - 1] != "t" { return }
        letters.removeLast(suffix.utf8.count)
    }

    /// Step 5: a final e in R2, or in R1 after no short syllable; a double l's second l in R2.
    mutating func removeFinalEOrL() {
        guard let last = letters.last else { return }
        let stem = letters.count - 1
        if last == "e" {
            if stem >= r2 || (stem >= r1 && !endsWithShortSyllable(stem)) {
                letters.removeLast()
            }
        } else if last == "l", stem >= r2, letters[stem - 1] == "l" {
            letters.removeLast()
        }
    }

    /// Whether the letters before `end` end in a short syllable: a consonant other than w, x or a
    /// consonant y after a vowel after a consonant ("hop"), or a vowel then a consonant that make
    /// the whole word ("at"); or "past", whose e Snowball gives back ("pasted" to "paste").
    private func endsWithShortSyllable(_ end: Int) -> Bool {
        if end >= 3, !["w", "x", "Y"].contains(letters[end - 1]), !Self.isVowel(letters[end - 1]),
            Self.isVowel(letters[end - 2]), !Self.isVowel(letters[end - 3])
        {
            return true
        }
        if end == 2, !Self.isVowel(letters[1]), Self.isVowel(letters[0]) {
            return true
        }
        return end >= 4 && letters[(end - 4)..<end].elementsEqual("past".unicodeScalars)
    }

    private func endsWithDoubleConsonant() -> Bool {
        let count = letters.count
        guard count >= 2, letters[count - 1] == letters[count - 2] else { return false }
        return ["b", "d", "f", "g", "m", "n", "p", "r", "t"].contains(letters[count - 1])
    }

    /// Whether the word ends with `suffix` (ASCII, as every suffix of the algorithm is).
    private func hasSuffix(_ suffix: String) -> Bool {
        let count = suffix.utf8.count
        guard letters.count >= count else { return false }
        return zip(letters[(letters.count - count)...], suffix.utf8).allSatisfy { $0.value == UInt32($1) }
    }

    /// Whether the letters before `end` are exactly `word` (ASCII).
    private func isWhole(_ end: Int, _ word: String) -> Bool {
        end == word.utf8.count && zip(letters[..<end], word.utf8).allSatisfy { $0.value == UInt32($1) }
    }

    private mutating func replaceSuffix(length: Int, with replacement: String) {
        letters.replaceSubrange((letters.count - length)..., with: replacement.unicodeScalars)
    }

    /// Suffixes ordered so that the first one that ends a word is the longest: Snowball tries no
    /// shorter one, even when the longest one's conditions fail.
    private static func longestFirst(_ suffixes: [String]) -> [String] {
        suffixes.sorted { $0.utf8.count > $1.utf8.count }
    }

    /// Suffixes and what replaces them, ordered as `longestFirst(_:)` orders suffixes.
    private static func longestFirst(_ table: [String: String]) -> [(suffix: String, replacement: String)] {
        table.map { (suffix: $0.key, replacement: $0.value) }.sorted { $0.suffix.utf8.count > $1.suffix.utf8.count }
    }
}
