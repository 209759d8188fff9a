import SitegenSearchIndex
import Testing

/// gzip on zlib: what is compressed comes back, the same bytes compress the same way, and
/// damaged data is an error.
@Suite struct GzipTests {
    @Test("compressed bytes come back, and compress the same way each time", arguments: [0, 1, 1000, 300_000])
    func roundTrip(count: Int) throws {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) }
        let compressed = Gzip.compress(bytes)
        #expect(compressed.starts(with: [0x1f, 0x8b]))
        #expect(try Gzip.decompress(compressed) == bytes)
        #expect(Gzip.compress(bytes) == compressed)
    }

    @Test("damaged or cut data is an error")
    func damaged() {
        let compressed = Gzip.compress(Array("pagefind_dcd and some text to compress".utf8))
        #expect(throws: SearchIndexError.self) { try Gzip.decompress(Array(compressed.prefix(12))) }
        #expect(throws: SearchIndexError.self) { try Gzip.decompress([0x1f, 0x8b, 0, 1, 2, 3]) }
    }
}
