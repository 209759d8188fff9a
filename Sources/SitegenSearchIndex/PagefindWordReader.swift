/// Reads a word index file's CBOR straight into words, keeping each word's pages as their bytes
/// (``PagefindPageList``): a site's word files hold millions of positions.
struct PagefindWordReader {
    private var reader: CBORReader

    init(_ bytes: [UInt8], from offset: Int) {
        reader = CBORReader(bytes: bytes, position: offset)
    }

    /// The words of the file (`WordIndex { words }`), their page numbers made absolute.
    mutating func words() throws(SearchIndexError) -> [PagefindIndex.Word] {
        try fields(at: 1, "word index")
        let count = try reader.expect(4, "words")
        var words: [PagefindIndex.Word] = []
        words.reserveCapacity(count)
        for _ in 0..<count {
            try fields(at: 3, "word")
            let word = try reader.text("word")
            let pages = try pageList()
            let variantCount = try reader.expect(4, "variants")
            var variants: [PagefindIndex.Variant] = []
            for _ in 0..<variantCount {
                try fields(at: 2, "variant")
                let form = try reader.text("variant")
                variants.append(PagefindIndex.Variant(form: form, pageList: try pageList()))
            }
            words.append(PagefindIndex.Word(word: word, pageList: pages, variants: variants))
        }
        guard reader.position == reader.bytes.count else { throw .malformed("bytes after the word index") }
        return words
    }

    private mutating func pageList() throws(SearchIndexError) -> PagefindPageList {
        let count = try reader.expect(4, "word pages")
        return try PagefindPageList(reading: count, from: &reader)
    }

    /// A struct's array head with at least `count` fields (more are not expected from Pagefind 1.5).
    private mutating func fields(at count: Int, _ what: String) throws(SearchIndexError) {
        guard try reader.expect(4, what) == count else {
            throw .malformed("\(what) is not an array of \(count) fields")
        }
    }
}

extension CBORReader {
    /// The argument of an item of major type `major` (a count, a length, a number).
    mutating func expect(_ major: UInt8, _ what: String) throws(SearchIndexError) -> Int {
        let (found, argument) = try head()
        guard found == major, argument <= UInt64(Int32.max) else {
            throw .malformed("\(what) is not what Pagefind writes")
        }
        return Int(argument)
    }

    /// A text item's UTF-8 bytes.
    mutating func text(_ what: String) throws(SearchIndexError) -> [UInt8] {
        let length = try expect(3, what)
        guard length <= bytes.count - position else { throw .malformed("\(what) longer than its file") }
        defer { position += length }
        return Array(bytes[position..<position + length])
    }

    /// A signed integer item.
    mutating func integer(_ what: String) throws(SearchIndexError) -> Int {
        let (major, argument) = try head()
        guard major <= 1, argument <= UInt64(Int32.max) else { throw .malformed("\(what) is not an integer") }
        return major == 0 ? Int(argument) : -1 - Int(argument)
    }
}
