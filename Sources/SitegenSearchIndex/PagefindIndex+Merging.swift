/// One index made of several: what the shards of a site merge into.
extension PagefindIndex {
    /// The indexes as one: pages one after the other (the first index's first), each word's and
    /// each filter value's pages together, meta fields renumbered. Fragment names must already be
    /// distinct across the indexes (or name the same fragment).
    ///
    /// The result answers every query as one Pagefind run over all the pages would: a page's
    /// words, positions, weights and meta positions are Pagefind's own, and ranking reads only
    /// those and the pages' word counts.
    public static func merged(_ indexes: [PagefindIndex]) throws(SearchIndexError) -> PagefindIndex {
        guard let first = indexes.first else { throw .unmergeable("there is no index") }
        if let other = indexes.first(where: { $0.version != first.version }) {
            throw .unmergeable("they were written by Pagefind \(first.version) and \(other.version)")
        }
        if indexes.count > 1, indexes.contains(where: { !$0.sorts.isEmpty }) {
            throw .unmergeable("pages are sorted by data-pagefind-sort keys, which the index files do not keep")
        }
        let metaFields = Set(indexes.flatMap(\.metaFields)).sorted {
            Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
        }
        var pages: [Page] = []
        var words: [[UInt8]: Word] = [:]
        words.reserveCapacity(indexes.first?.words.count ?? 0)
        var filters: [String: [String: [Int]]] = [:]
        for index in indexes {
            let offset = pages.count
            pages += index.pages
            let numbers = index.metaFields.map { field in metaFields.firstIndex(of: field) ?? 0 }
            // Shards usually name the same fields: their meta locations are then kept as they are.
            let fieldNumbers = numbers == Array(numbers.indices) ? nil : numbers
            for word in index.words {
                let moved = word.moved(by: offset, fieldNumbers: fieldNumbers)
                if let place = words.index(forKey: word.word) {
                    words.values[place].absorb(moved)
                } else {
                    words[word.word] = moved
                }
            }
            for filter in index.filters {
                for value in filter.values {
                    filters[filter.name, default: [:]][value.value, default: []] += value.pages.map { $0 + offset }
                }
            }
        }
        let sortedWords = words.values.sorted { $0.word.lexicographicallyPrecedes($1.word) }
        let sortedFilters = filters.map { name, values in
            Filter(
                name: name,
                values: values.map { Value(value: $0.key, pages: $0.value.sorted()) }
                    .sorted {
                        CBORValue.string($0.value).encoded.lexicographicallyPrecedes(CBORValue.string($1.value).encoded)
                    })
        }.sorted { CBORValue.string($0.name).encoded.lexicographicallyPrecedes(CBORValue.string($1.name).encoded) }
        return PagefindIndex(
            version: first.version, pages: pages, words: sortedWords, filters: sortedFilters,
            sorts: indexes.count == 1 ? first.sorts : [], metaFields: metaFields)
    }
}

extension PagefindIndex.Word {
    /// The word with its page numbers moved up by `offset` and its meta fields renumbered
    /// (`fieldNumbers[old]` is the new number; `nil`: they keep theirs, and no position is decoded).
    func moved(by offset: Int, fieldNumbers: [Int]?) -> Self {
        func move(_ list: PagefindPageList) -> PagefindPageList {
            guard let fieldNumbers else { return list.moved(by: offset) }
            return PagefindPageList(
                list.occurrences.map { occurrences in
                    PagefindIndex.Occurrences(
                        page: occurrences.page + offset, locations: occurrences.locations,
                        metaLocations: occurrences.metaLocations.map { location in
                            // A negative number names a field: -(field + 1).
                            guard location < 0, -location - 1 < fieldNumbers.count else { return location }
                            return -(fieldNumbers[-location - 1] + 1)
                        })
                })
        }
        return Self(
            word: word, pageList: move(pageList),
            variants: variants.map { PagefindIndex.Variant(form: $0.form, pageList: move($0.pageList)) })
    }

    /// Adds another index's occurrences of the same word (whose pages come after this one's).
    mutating func absorb(_ other: Self) {
        pageList.append(other.pageList)
        for variant in other.variants {
            if let place = variants.firstIndex(where: { $0.form == variant.form }) {
                variants[place].pageList.append(variant.pageList)
            } else {
                variants.append(variant)
            }
        }
    }
}
