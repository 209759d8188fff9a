import SitegenSearchIndex
import Testing

/// CBOR as Pagefind's files use it: RFC 8949's examples decode and encode back to their bytes,
/// and malformed bytes are errors, not crashes.
@Suite struct CBORValueTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var hex: String
        var what: String
        var testDescription: String { what }
    }

    @Test(
        "an item decodes and encodes back to the same bytes",
        arguments: Fixture.decoded("cbor-items.json", as: [Case].self))
    func roundTrip(item: Case) throws {
        let bytes = Fixture.bytes(hex: item.hex)
        #expect(try CBORValue.decode(bytes).encoded == bytes)
    }

    @Test("integers and text read as what they are")
    func values() throws {
        #expect(try CBORValue.decode(Fixture.bytes(hex: "3903e7")).integer == -1000)
        #expect(try CBORValue.decode(Fixture.bytes(hex: "62c3bc")).string == "ü")
        #expect(CBORValue.int(-1000).encoded == Fixture.bytes(hex: "3903e7"))
        #expect(CBORValue.int(1_000_000).encoded == Fixture.bytes(hex: "1a000f4240"))
    }

    @Test("malformed bytes are an error", arguments: Fixture.decoded("cbor-malformed.json", as: [Case].self))
    func malformed(item: Case) {
        #expect(throws: SearchIndexError.self) { try CBORValue.decode(Fixture.bytes(hex: item.hex)) }
    }

    @Test("nesting deeper than any index file is an error, not a stack overflow")
    func deepNesting() {
        let bytes = [UInt8](repeating: 0x81, count: 100_000) + [0]
        #expect(throws: SearchIndexError.self) { try CBORValue.decode(bytes) }
    }
}
