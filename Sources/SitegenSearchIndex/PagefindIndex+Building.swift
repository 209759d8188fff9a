/// An index made from pages read in process, as Pagefind 1.5 would make it from the same pages.
extension PagefindIndex {
    /// The index of one language and its fragment files (name and compressed bytes).
    public struct Built: Sendable {
        /// The language (`en`, `en-gb`, `unknown`).
        public var language: String
        /// The index.
        public var index: PagefindIndex
        /// The fragment files: `fragment/<name>.pf_fragment`.
        public var fragments: [(name: String, bytes: [UInt8])]
    }

    /// The indexes of `records`, one per language, pages without a language joining the language
    /// most pages have (Pagefind's rule). Pages without words are left out, and so are pages
    /// without a `data-pagefind-body` when another page has one. `version` is the Pagefind
    /// version the index claims (the scripts beside it read it).
    public static func build(_ records: [PagefindRecord], version: String) -> [Built] {
        let customBody = records.contains(where: \.hasCustomBody)
        let kept = records.filter { !$0.words.isEmpty && (!customBody || $0.hasCustomBody) }
        var languages: [String: [PagefindRecord]] = [:]
        for record in kept { languages[record.language, default: []].append(record) }
        let primary =
            languages.filter { $0.key != "unknown" }
            .max { a, b in a.value.count != b.value.count ? a.value.count < b.value.count : a.key > b.key }?.key
            ?? "unknown"
        if let unknown = languages.removeValue(forKey: "unknown") { languages[primary, default: []] += unknown }
        return languages.keys.sorted().map { language in
            build(language: language, records: languages[language]!, version: version)
        }
    }

    private static func build(language: String, records: [PagefindRecord], version: String) -> Built {
        let metaFields = Set(records.flatMap(\.meta.keys)).sorted {
            Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
        }
        let fieldNumbers = Dictionary(uniqueKeysWithValues: metaFields.enumerated().map { ($1, $0) })
        var pages: [Page] = []
        var fragments: [(name: String, bytes: [UInt8])] = []
        var names: [String: [UInt8]] = [:]
        var words: [String: (pages: PagefindPageList, variants: [String: PagefindPageList])] = [:]
        var filters: [String: [String: [Int]]] = [:]
        // One page's occurrences of one word, packed again for each: their arrays keep their room.
        var scratch = Occurrences(page: 0, locations: [], metaLocations: [])
        for (number, record) in records.enumerated() {
            var bytes = PagefindFile.signature
            bytes += record.fragment
            let hash = fingerprint(bytes)
            var length = 7
            var name = "\(language)_\(hash.prefix(length))"
            while let taken = names[name], taken != bytes, length < hash.count {
                length += 1
                name = "\(language)_\(hash.prefix(length))"
            }
            if names[name] == nil {
                names[name] = bytes
                fragments.append((name, Gzip.compress(bytes)))
            }
            pages.append(Page(fragment: name, wordCount: record.wordCount))
            scratch.page = number
            for (word, found) in record.words {
                if !found.places.text.isEmpty || !found.places.meta.isEmpty {
                    pack(found.places, fieldNumbers, into: &scratch)
                    words[word, default: (PagefindPageList(), [:])].pages.append(scratch)
                }
                for (form, places) in found.variants {
                    pack(places, fieldNumbers, into: &scratch)
                    words[word, default: (PagefindPageList(), [:])].variants[form, default: PagefindPageList()].append(
                        scratch)
                }
            }
            for (filter, values) in record.filters {
                for value in values { filters[filter, default: [:]][value, default: []].append(number) }
            }
        }
        let sortedWords = words.map { word, found in
            Word(
                word: Array(word.utf8), pageList: found.pages,
                variants: found.variants.map { Variant(form: Array($0.key.utf8), pageList: $0.value) }
                    .sorted { $0.form.lexicographicallyPrecedes($1.form) })
        }.sorted { $0.word.lexicographicallyPrecedes($1.word) }
        let sortedFilters = filters.map { name, values in
            Filter(
                name: name,
                values: values.map { Value(value: $0.key, pages: $0.value) }
                    .sorted {
                        CBORValue.string($0.value).encoded.lexicographicallyPrecedes(CBORValue.string($1.value).encoded)
                    })
        }.sorted { CBORValue.string($0.name).encoded.lexicographicallyPrecedes(CBORValue.string($1.name).encoded) }
        let index = PagefindIndex(
            version: version, pages: pages, words: sortedWords, filters: sortedFilters, sorts: [],
            metaFields: metaFields)
        return Built(language: language, index: index, fragments: fragments)
    }

    /// A word's places on one page as the word file packs them: text positions lightest weight
    /// first (plain text's first of all), each change of weight a negative number and the
    /// position after it whole, the rest as differences; then per meta field its number, negated,
    /// and its positions as differences.
    static func pack(_ places: PagefindRecord.Places, _ fields: [String: Int], into occurrences: inout Occurrences) {
        occurrences.locations.removeAll(keepingCapacity: true)
        occurrences.metaLocations.removeAll(keepingCapacity: true)
        // Most words have one weight on a page: they need no sorting.
        let first = places.text.first?.weight ?? 0
        let ordered =
            places.text.allSatisfy { $0.weight == first }
            ? places.text
            : places.text.enumerated().sorted { a, b in
                let (x, y) = (
                    a.element.weight == 25 ? 0 : a.element.weight, b.element.weight == 25 ? 0 : b.element.weight
                )
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element)
        var weight = 25
        var previous = 0
        for place in ordered {
            if place.weight != weight {
                occurrences.locations.append(-place.weight - 1)
                occurrences.locations.append(place.position)
                weight = place.weight
            } else {
                occurrences.locations.append(place.position - previous)
            }
            previous = place.position
        }
        guard !places.meta.isEmpty else { return }
        for (field, positions) in places.meta.sorted(by: { fields[$0.key]! < fields[$1.key]! }) {
            occurrences.metaLocations.append(-fields[field]! - 1)
            var previous = 0
            for position in positions {
                occurrences.metaLocations.append(position - previous)
                previous = position
            }
        }
    }
}
