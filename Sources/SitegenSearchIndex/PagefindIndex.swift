/// One language's Pagefind index, decoded: its pages, its words with where they occur, its
/// filters. Page numbers are absolute (the files store them as deltas).
///
/// sitegen runs Pagefind over shards of the site (so that shards run on every core, stay small
/// in memory, and are kept between builds when their pages do not change) and merges the shards'
/// indexes into one with ``merged(_:)``: the visitor's browser loads one index, as before.
public struct PagefindIndex: Equatable, Sendable {
    /// The Pagefind version that wrote the index (`1.5.2`).
    public var version: String
    /// The pages, by page number: each page's fragment file and its word count.
    public var pages: [Page]
    /// The words, in the byte order of their UTF-8 (Pagefind's order).
    public var words: [Word]
    /// The filters, each with its values and their pages.
    public var filters: [Filter]
    /// Pages sorted by each `data-pagefind-sort` key.
    public var sorts: [Sort]
    /// The names of the meta fields (`title`, `image`, …), in order: `Word.Page.metaLocations`
    /// names them by their place in this list.
    public var metaFields: [String]

    /// Creates an index.
    public init(
        version: String, pages: [Page], words: [Word], filters: [Filter], sorts: [Sort], metaFields: [String]
    ) {
        self.version = version
        self.pages = pages
        self.words = words
        self.filters = filters
        self.sorts = sorts
        self.metaFields = metaFields
    }

    /// A page of the index.
    public struct Page: Hashable, Sendable {
        /// The name of the page's fragment file (`en_1a2b3c4`), which holds its URL, text and meta.
        public var fragment: String
        /// The number of words on the page.
        public var wordCount: Int

        /// Creates a page.
        public init(fragment: String, wordCount: Int) {
            self.fragment = fragment
            self.wordCount = wordCount
        }
    }

    /// A word and the pages it occurs on.
    public struct Word: Hashable, Sendable {
        /// The word, normalised and stemmed by Pagefind, as UTF-8.
        public var word: [UInt8]
        /// Where the word occurs, as the word file holds it.
        public var pageList: PagefindPageList
        /// Forms of the word with diacritics (`café` for `cafe`), each with its pages.
        public var variants: [Variant]

        /// Creates a word.
        public init(word: [UInt8], pages: [Occurrences], variants: [Variant]) {
            self.init(word: word, pageList: PagefindPageList(pages), variants: variants)
        }

        /// Creates a word from its pages as a word file holds them.
        public init(word: [UInt8], pageList: PagefindPageList, variants: [Variant]) {
            self.word = word
            self.pageList = pageList
            self.variants = variants
        }

        /// Where the word occurs, by page number, ascending.
        public var pages: [Occurrences] {
            get { pageList.occurrences }
            set { pageList = PagefindPageList(newValue) }
        }
    }

    /// A form of a word with diacritics.
    public struct Variant: Hashable, Sendable {
        /// The form, as UTF-8.
        public var form: [UInt8]
        /// Where it occurs, as the word file holds it.
        public var pageList: PagefindPageList

        /// Creates a variant.
        public init(form: [UInt8], pages: [Occurrences]) {
            self.init(form: form, pageList: PagefindPageList(pages))
        }

        /// Creates a variant from its pages as a word file holds them.
        public init(form: [UInt8], pageList: PagefindPageList) {
            self.form = form
            self.pageList = pageList
        }

        /// Where it occurs.
        public var pages: [Occurrences] {
            get { pageList.occurrences }
            set { pageList = PagefindPageList(newValue) }
        }
    }

    /// Where a word occurs on one page, as Pagefind packs it.
    public struct Occurrences: Hashable, Sendable {
        /// The page number.
        public var page: Int
        /// Positions in the page's text, delta-encoded, a negative number changing the weight.
        public var locations: [Int]
        /// Positions in meta fields, delta-encoded, a negative number `-(field + 1)` naming the
        /// field in ``PagefindIndex/metaFields``.
        public var metaLocations: [Int]

        /// Creates occurrences.
        public init(page: Int, locations: [Int], metaLocations: [Int]) {
            self.page = page
            self.locations = locations
            self.metaLocations = metaLocations
        }
    }

    /// A filter (`tag`, `collection`, …) and its values.
    public struct Filter: Hashable, Sendable {
        /// The filter's name.
        public var name: String
        /// Each value with its page numbers.
        public var values: [Value]

        /// Creates a filter.
        public init(name: String, values: [Value]) {
            self.name = name
            self.values = values
        }
    }

    /// A filter's value and the pages that have it.
    public struct Value: Hashable, Sendable {
        /// The value.
        public var value: String
        /// The page numbers.
        public var pages: [Int]

        /// Creates a value.
        public init(value: String, pages: [Int]) {
            self.value = value
            self.pages = pages
        }
    }

    /// The page numbers in the order of one sort key.
    public struct Sort: Hashable, Sendable {
        /// The key.
        public var key: String
        /// The page numbers, sorted.
        public var pages: [Int]

        /// Creates a sort.
        public init(key: String, pages: [Int]) {
            self.key = key
            self.pages = pages
        }
    }
}
