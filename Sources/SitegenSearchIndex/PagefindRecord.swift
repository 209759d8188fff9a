/// One page as Pagefind 1.5 indexes it, read in process: its fragment (URL, text, filters, meta,
/// anchors) and its words with their positions and weights, in text and in meta.
///
/// sitegen writes Pagefind's index itself from these records ( ``PagefindIndex/init(records:version:)``),
/// where running Pagefind would read every page again; a page it cannot read exactly as Pagefind
/// does throws ``UnsupportedPage``, and its pages are left to Pagefind.
public struct PagefindRecord: Sendable, Equatable {
    /// Where a word occurs: its position and its weight (24 for plain text).
    struct Place: Equatable, Sendable {
        var position: Int
        var weight: Int
    }

    /// A word's places on the page, in text and by meta field.
    struct Places: Equatable, Sendable {
        var text: [Place] = []
        var meta: [String: [Int]] = [:]
    }

    /// A word as the index holds it: its places, and the places of its forms with diacritics.
    struct Word: Equatable, Sendable {
        var places = Places()
        var variants: [String: Places] = [:]
    }

    /// The page's URL (`/episodes/a/`).
    public var url: String
    /// The page's language (its `lang`, lowercased), or `unknown`.
    public var language: String
    /// Whether the page has a `data-pagefind-body` element.
    public var hasCustomBody: Bool
    /// The number of words in its text.
    var wordCount: Int
    /// The fragment file's JSON.
    var fragment: [UInt8]
    var filters: [String: [String]]
    var meta: [String: String]
    /// The page's words, stemmed and without diacritics, as UTF-8.
    var words: [String: Word]

    /// A page's URL as Pagefind makes it from its path in the site (`episodes/a/index.html` is
    /// `/episodes/a/`).
    public static func url(ofPath path: String) -> String {
        if path == "index.html" { return "/" }
        return "/" + (path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path)
    }

    /// Reads the page at `url` from its HTML, its English words' stems from `stems`.
    public init(html: [UInt8], url: String, stems: PagefindStems = PagefindStems()) throws(UnsupportedPage) {
        let content = try PagefindPageReader.read(html)
        let stemmer = content.language.split(separator: "-").first == "en" ? stems : nil
        var digest = PagefindDigest(stems: stemmer)
        try digest.read(content)
        var words = digest.words
        for (field, value) in content.meta {
            var metaDigest = PagefindDigest(stems: stemmer)
            try metaDigest.read(value, anchorContent: [:])
            for (word, found) in metaDigest.words {
                if !found.places.text.isEmpty {
                    words[word, default: Word()].places.meta[field] = found.places.text.map(\.position)
                }
                for (form, places) in found.variants {
                    words[word, default: Word()].variants[form, default: Places()].meta[field] =
                        places.text.map(\.position)
                }
            }
        }
        self.url = url
        language = content.language
        hasCustomBody = content.hasCustomBody
        wordCount = digest.wordCount
        filters = content.filters
        meta = content.meta
        self.words = words
        fragment = PagefindFragmentJSON.encode(
            url: url, content: digest.content, wordCount: digest.wordCount, filters: content.filters,
            meta: content.meta, anchors: digest.anchors)
    }
}
