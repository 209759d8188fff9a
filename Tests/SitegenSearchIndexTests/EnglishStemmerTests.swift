import Foundation
import SitegenSearchIndex
import Testing

/// The English stemmer gives Pagefind's stems: `Fixtures/english-stems.tsv` is what Pagefind 1.5.2
/// itself indexed a few thousand words under (made by `Tests/SitegenSearchIndexTests/Scripts/stem-oracle.py`), covering each of
/// Snowball's rules and exceptions, short words, digits and letters outside ASCII.
@Suite struct EnglishStemmerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var word: String
        var stem: String
        var testDescription: String { "\(word) → \(stem)" }
    }

    static let cases: [Case] = {
        // A fixture that does not read is a broken test, not a failing one.
        let text = String(decoding: try! Fixture.bytes("english-stems.tsv"), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            precondition(fields.count == 2, "english-stems.tsv: \(line) is not word<TAB>stem")
            return Case(word: String(fields[0]), stem: String(fields[1]))
        }
    }()

    @Test("a word has Pagefind's stem", arguments: cases)
    func pagefindStem(item: Case) {
        #expect(EnglishStemmer().stem(PagefindText.folded(item.word)) == item.stem)
    }

    @Test("the fixture covers the rules and their exceptions")
    func coverage() {
        let stems = Dictionary(Self.cases.map { ($0.word, $0.stem) }, uniquingKeysWith: { first, _ in first })
        #expect(Self.cases.count > 3000)
        #expect(stems["skies"] == "sky")
        #expect(stems["dying"] == "die")
        #expect(stems["succeed"] == "succeed")
        #expect(stems["generously"] == "generous")
        #expect(stems["straße"] == "straße")
    }

    @Test(
        "a word without an ASCII letter is its own stem",
        arguments: ["", "7", "1990", "日本語", "東京", "москва", "αβγδ", "١٢٣", "ßß", "ﬀﬀﬀ"])
    func noASCIILetters(word: String) {
        #expect(EnglishStemmer().stem(word) == word)
    }

    @Test(
        "a word under three letters is its own stem, whatever its letters",
        arguments: ["", "a", "s", "y", "é", "ß", "日", "ed", "is", "yy", "ly", "é日", "a\u{301}"])
    func shortWords(word: String) {
        #expect(EnglishStemmer().stem(word) == word)
    }

    @Test(
        "words whose letters are outside ASCII stem as Snowball has them, letter by letter",
        arguments: [
            ("naïve", "naïv"), ("cafés", "café"), ("ﬁnding", "ﬁnding"), ("þinking", "þink"),
            ("élan", "élan"), ("yé", "yé"), ("ïed", "ïed"), ("ßies", "ßie"), ("日本ing", "日本ing"),
        ])
    func unfolded(word: String, stem: String) {
        #expect(EnglishStemmer().stem(word) == stem)
    }
}
