/// A word's pages as a word index file holds them: CBOR entries `[page delta, locations, meta
/// locations]`, kept as bytes. Merging shards only renumbers pages, so a list is moved and
/// joined by rewriting the first entry's page delta and copying the rest: a site's millions of
/// positions are never decoded.
public struct PagefindPageList: Hashable, Sendable {
    /// The number of entries.
    public private(set) var count: Int
    /// The page number of the first entry.
    public private(set) var first: Int
    /// The page number of the last entry.
    public private(set) var last: Int
    /// What Pagefind counts towards a word file's size: each entry's locations and meta
    /// locations, plus one.
    public private(set) var size: Int
    /// The entries' bytes (without the array's head), the first entry's delta counted from 0.
    private(set) var bytes: [UInt8]

    /// No pages.
    public init() {
        count = 0
        first = 0
        last = 0
        size = 0
        bytes = []
    }

    /// The list of `occurrences`, which must be sorted by page.
    public init(_ occurrences: [PagefindIndex.Occurrences]) {
        self.init()
        for entry in occurrences { append(entry) }
    }

    /// Adds the occurrences on one page, after the list's last page.
    mutating func append(_ entry: PagefindIndex.Occurrences) {
        CBORValue.head(4, 3, into: &bytes)
        CBORValue.head(0, UInt64(entry.page - (count == 0 ? 0 : last)), into: &bytes)
        CBORValue.head(4, UInt64(entry.locations.count), into: &bytes)
        for location in entry.locations { CBORValue.appendInteger(location, to: &bytes) }
        CBORValue.head(4, UInt64(entry.metaLocations.count), into: &bytes)
        for location in entry.metaLocations { CBORValue.appendInteger(location, to: &bytes) }
        size += entry.locations.count + entry.metaLocations.count + 1
        if count == 0 { first = entry.page }
        last = entry.page
        count += 1
    }

    /// Reads `entries` entries at the reader's position, skipping over their positions.
    init(reading entries: Int, from reader: inout CBORReader) throws(SearchIndexError) {
        self.init()
        let start = reader.position
        var page = 0
        for place in 0..<entries {
            guard try reader.expect(4, "word page") == 3 else { throw .malformed("a word page is not 3 fields") }
            page += try reader.expect(0, "page delta")
            if place == 0 { first = page }
            for what in ["locations", "meta locations"] {
                let values = try reader.expect(4, what)
                for _ in 0..<values { _ = try reader.integer(what) }
                size += values
            }
            size += 1
        }
        count = entries
        last = page
        bytes = Array(reader.bytes[start..<reader.position])
    }

    /// The entries decoded, with absolute page numbers.
    public var occurrences: [PagefindIndex.Occurrences] {
        var reader = CBORReader(bytes: bytes, position: 0)
        var list: [PagefindIndex.Occurrences] = []
        var page = 0
        // The bytes were read or written by this type: they decode.
        for _ in 0..<count {
            _ = try? reader.expect(4, "word page")
            page += (try? reader.expect(0, "page delta")) ?? 0
            var parts: [[Int]] = []
            for what in ["locations", "meta locations"] {
                let values = (try? reader.expect(4, what)) ?? 0
                parts.append((0..<values).map { _ in (try? reader.integer(what)) ?? 0 })
            }
            list.append(PagefindIndex.Occurrences(page: page, locations: parts[0], metaLocations: parts[1]))
        }
        return list
    }

    /// The list with every page number moved up by `offset`.
    func moved(by offset: Int) -> Self {
        guard offset != 0, count > 0 else { return self }
        var moved = self
        moved.bytes = Self.rebased(bytes, delta: first + offset)
        moved.first += offset
        moved.last += offset
        return moved
    }

    /// Adds `other`'s entries after these (its pages must come after this list's last).
    mutating func append(_ other: Self) {
        guard other.count > 0 else { return }
        guard count > 0 else {
            self = other
            return
        }
        bytes += Self.rebased(other.bytes, delta: other.first - last)
        count += other.count
        last = other.last
        size += other.size
    }

    /// Entries whose first page delta is `delta` (the rest as they are).
    private static func rebased(_ entries: [UInt8], delta: Int) -> [UInt8] {
        // The first entry: its array head (one byte), then its delta's head.
        var reader = CBORReader(bytes: entries, position: 1)
        _ = try? reader.head()
        var bytes = [entries[0]]
        bytes.reserveCapacity(entries.count + 8)
        CBORValue.head(0, UInt64(delta), into: &bytes)
        bytes += entries[reader.position...]
        return bytes
    }

    /// Appends the list as a CBOR array.
    func append(to output: inout [UInt8]) {
        CBORValue.head(4, UInt64(count), into: &output)
        output += bytes
    }
}
