import Dispatch

/// Writing an index as Pagefind's files.
extension PagefindIndex {
    /// Pagefind's default size of a word index file, counted in locations (its
    /// `PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE`), so that a query loads files of the usual size.
    public static let chunkSize = 20_000

    /// The index as files for `language`: the metadata file's hash (the entry's `hash`) and every
    /// file by its path in the bundle. Names are content hashes, so the same index gives the
    /// same files.
    ///
    /// `compress` turns each file's bytes into its compressed bytes (``Gzip/compress(_:level:)``);
    /// a caller that writes the index again and again may remember its answers.
    public func files(
        language: String, compress: @Sendable ([UInt8]) -> [UInt8] = { Gzip.compress($0) }
    ) -> (metaHash: String, files: [(path: String, bytes: [UInt8])]) {
        var names = Set<String>()
        func name(_ bytes: [UInt8]) -> String {
            var hash = "\(language)_\(Self.fingerprint(bytes))"
            while names.contains(hash) { hash += "0" }
            names.insert(hash)
            return hash
        }
        var files: [(path: String, bytes: [UInt8])] = []
        var chunkEntries: [CBORValue] = []
        let chunks = Self.chunked(words)
        // Compressing the word files is most of the writing: they are compressed on every core.
        let compressed = Self.concurrentMap(chunks) { chunk in
            var bytes = PagefindFile.signature
            CBORValue.head(4, 1, into: &bytes)
            CBORValue.head(4, UInt64(chunk.words.count), into: &bytes)
            for word in chunk.words { word.append(to: &bytes) }
            return compress(bytes)
        }
        for (chunk, bytes) in zip(chunks, compressed) {
            let hash = name(bytes)
            files.append(("index/\(hash).pf_index", bytes))
            chunkEntries.append(.array([.text(chunk.from), .text(chunk.to), .string(hash)]))
        }
        var filterEntries: [CBORValue] = []
        for filter in filters {
            let values = filter.values.map { value in
                CBORValue.array([.string(value.value), .array(value.pages.map(CBORValue.int))])
            }
            let bytes = PagefindFile.bytes(of: .array([.string(filter.name), .array(values)]))
            let hash = name(bytes)
            files.append(("filter/\(hash).pf_filter", bytes))
            filterEntries.append(.array([.string(filter.name), .string(hash)]))
        }
        let meta = CBORValue.array([
            .string(version),
            .array(pages.map { .array([.string($0.fragment), .int($0.wordCount)]) }),
            .array(chunkEntries),
            .array(filterEntries),
            .array(sorts.map { .array([.string($0.key), .array($0.pages.map(CBORValue.int))]) }),
            .array(metaFields.map(CBORValue.string)),
        ])
        let bytes = PagefindFile.bytes(of: meta)
        let hash = name(bytes)
        files.append(("pagefind.\(hash).pf_meta", bytes))
        return (hash, files)
    }

    /// A word index file's words and the range of words it answers for.
    package struct Chunk: Equatable {
        /// The words of the file.
        package var words: [Word]
        /// The first word it answers for (a prefix of its first word).
        package var from: [UInt8]
        /// The last word it answers for (a prefix of its last word).
        package var to: [UInt8]
    }

    /// The words cut into files as Pagefind cuts them (`chunk_index`, `chunk_meta`): a file ends
    /// once it holds `chunkSize` locations, and neighbouring files' bounds are cut to the
    /// shortest prefixes that still tell them apart.
    package static func chunked(_ words: [Word], size chunkSize: Int = chunkSize) -> [Chunk] {
        var chunks: [Chunk] = []
        var current: [Word] = []
        var size = 0
        for word in words {
            size += word.pageList.size
            current.append(word)
            if size >= chunkSize {
                chunks.append(Chunk(words: current, from: current[0].word, to: current[current.count - 1].word))
                current = []
                size = 0
            }
        }
        if !current.isEmpty {
            chunks.append(Chunk(words: current, from: current[0].word, to: current[current.count - 1].word))
        }
        for place in chunks.indices.dropLast() {
            let (end, start) = prefixes(chunks[place].to, chunks[place + 1].from)
            // The end is cut only where the range stays the right way round.
            if !end.lexicographicallyPrecedes(chunks[place].from) { chunks[place].to = end }
            chunks[place + 1].from = start
        }
        return chunks
    }

    /// The shortest prefixes (in characters) of `a` and `b` one character longer than their
    /// common prefix (Pagefind's `get_prefixes`).
    package static func prefixes(_ a: [UInt8], _ b: [UInt8]) -> ([UInt8], [UInt8]) {
        let first = Array(String(decoding: a, as: UTF8.self).unicodeScalars)
        let second = Array(String(decoding: b, as: UTF8.self).unicodeScalars)
        let common = zip(second, first).prefix { $0 == $1 }.count
        func utf8(_ scalars: ArraySlice<Unicode.Scalar>) -> [UInt8] {
            scalars.flatMap { Array(String($0).utf8) }
        }
        return (utf8(first.prefix(common + 1)), utf8(second.prefix(common + 1)))
    }

    /// `transform` applied to each element on every core, in order.
    static func concurrentMap<T, U: Sendable>(_ items: [T], _ transform: (T) -> U) -> [U] {
        var results = [U?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let target = buffer
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let work = transform
                nonisolated(unsafe) let source = items
                DispatchQueue.concurrentPerform(iterations: source.count) { place in target[place] = work(source[place])
                }
            }
        }
        return results.map { $0! }
    }

    /// A name that changes when the bytes do.
    static func fingerprint(_ bytes: [UInt8]) -> String { FNV1a.hex(FNV1a.hash(bytes)) }
}

extension PagefindIndex.Word {
    /// Appends the word as a word index file holds it.
    func append(to bytes: inout [UInt8]) {
        CBORValue.head(4, 3, into: &bytes)
        CBORValue.appendText(word, to: &bytes)
        pageList.append(to: &bytes)
        CBORValue.head(4, UInt64(variants.count), into: &bytes)
        for variant in variants {
            CBORValue.head(4, 2, into: &bytes)
            CBORValue.appendText(variant.form, to: &bytes)
            variant.pageList.append(to: &bytes)
        }
    }
}
