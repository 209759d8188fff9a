/// Reading an index from Pagefind's files.
extension PagefindIndex {
    /// Decodes a language's index from its metadata file (`pagefind.<hash>.pf_meta`) and the word
    /// and filter files it names, which `file` reads by their path in the bundle
    /// (`index/<hash>.pf_index`, `filter/<hash>.pf_filter`).
    public static func decode(
        meta: [UInt8], file: (String) throws(SearchIndexError) -> [UInt8]
    ) throws(SearchIndexError) -> PagefindIndex {
        let fields = try PagefindFile.value(of: meta).fields(6, "metadata")
        let pages = try fields[1].list("pages").map { item throws(SearchIndexError) in
            let page = try item.fields(2, "page")
            return Page(fragment: try page[0].text("fragment"), wordCount: try page[1].number("word count"))
        }
        var words: [Word] = []
        for chunk in try fields[2].list("index chunks") {
            let hash = try chunk.fields(3, "index chunk")[2].text("chunk hash")
            let plain = try PagefindFile.payload(of: try file("index/\(hash).pf_index"))
            var reader = PagefindWordReader(plain, from: PagefindFile.signature.count)
            words += try reader.words()
        }
        var filters: [Filter] = []
        for entry in try fields[3].list("filters") {
            let named = try entry.fields(2, "filter")
            let index = try PagefindFile.value(of: try file("filter/\(try named[1].text("filter hash")).pf_filter"))
                .fields(2, "filter index")
            let values = try index[1].list("filter values").map { item throws(SearchIndexError) in
                let value = try item.fields(2, "filter value")
                return Value(
                    value: try value[0].text("value"),
                    pages: try value[1].list("pages").map { page throws(SearchIndexError) in try page.number("page") })
            }
            filters.append(Filter(name: try named[0].text("filter"), values: values))
        }
        let sorts = try fields[4].list("sorts").map { item throws(SearchIndexError) in
            let sort = try item.fields(2, "sort")
            return Sort(
                key: try sort[0].text("sort key"),
                pages: try sort[1].list("pages").map { page throws(SearchIndexError) in try page.number("page") })
        }
        let metaFields = try fields[5].list("meta fields").map { item throws(SearchIndexError) in
            try item.text("meta field")
        }
        return PagefindIndex(
            version: try fields[0].text("version"), pages: pages, words: words, filters: filters, sorts: sorts,
            metaFields: metaFields)
    }
}

extension CBORValue {
    /// The fields of a struct Pagefind wrote as an array (at least `count` of them).
    func fields(_ count: Int, _ what: String) throws(SearchIndexError) -> [CBORValue] {
        guard let items, items.count >= count else { throw .malformed("\(what) is not an array of \(count) fields") }
        return items
    }

    func list(_ what: String) throws(SearchIndexError) -> [CBORValue] {
        guard let items else { throw .malformed("\(what) is not an array") }
        return items
    }

    func text(_ what: String) throws(SearchIndexError) -> String {
        guard let string else { throw .malformed("\(what) is not text") }
        return string
    }

    func number(_ what: String) throws(SearchIndexError) -> Int {
        guard case .unsigned = self, let integer else { throw .malformed("\(what) is not a count") }
        return integer
    }

    func signed(_ what: String) throws(SearchIndexError) -> Int {
        guard let integer else { throw .malformed("\(what) is not an integer") }
        return integer
    }
}
