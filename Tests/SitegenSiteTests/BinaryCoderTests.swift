import Foundation
import SitegenFormats
import SitegenTestSupport
import Testing

/// ``BinaryCoder``: values come back equal, whatever they hold, and bytes that were cut short
/// or damaged throw (or decode to some value) without crashing.
@Suite struct BinaryCoderTests {
    /// A value with every shape the decoded content files have: strings, signed and unsigned
    /// numbers, optionals, arrays, dictionaries, sets, enums with and without payloads, raw-value
    /// enums, data and values of its own type.
    struct Sample: Codable, Equatable, Sendable {
        enum Place: Codable, Equatable, Sendable {
            case remote(String)
            case local(path: String, size: Int?)
            case none
        }

        enum Kind: String, Codable, Equatable, Sendable {
            case full, trailer, bonus
        }

        var name: String
        var text: String
        var count: Int
        var byte: UInt8
        var ratio: Double
        var flag: Bool
        var note: String?
        var numbers: [Int]
        var positions: [String: Int]
        var tags: Set<String>
        var place: Place
        var kind: Kind
        var bytes: Data
        var nested: [[Int]]
        var maybe: [String?]
        var children: [Sample]
    }

    static let samples: [Sample] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/binary-coder/values", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return [] }
        return (try? JSONDecoder().decode([Sample].self, from: data)) ?? []
    }()

    @Test("the fixture's values are read")
    func fixtureIsRead() {
        #expect(Self.samples.count == 3)
    }

    @Test("a value comes back equal", arguments: samples)
    func roundTrip(_ sample: Sample) throws {
        let bytes = try BinaryCoder.encode(sample)
        #expect(try BinaryCoder.decode(Sample.self, from: bytes[...]) == sample)
        #expect(try BinaryCoder.encode(sample) == bytes, "the same value is the same bytes")
    }

    @Test("every cut of the bytes throws", arguments: samples)
    func cutBytesThrow(_ sample: Sample) throws {
        let bytes = try BinaryCoder.encode(sample)
        for length in 0..<bytes.count {
            #expect(throws: (any Error).self, "cut at \(length)") {
                try BinaryCoder.decode(Sample.self, from: bytes[..<length])
            }
        }
        #expect(throws: (any Error).self) { try BinaryCoder.decode(Sample.self, from: (bytes + [0])[...]) }
    }

    @Test("damaged bytes throw or decode, never crash", arguments: samples)
    func damagedBytesDoNotCrash(_ sample: Sample) throws {
        let bytes = try BinaryCoder.encode(sample)
        var generator = SplitMix64(seed: UInt64(bytes.count))
        for _ in 0..<2_000 {
            var damaged = bytes
            for _ in 0...Int(generator.next() % 3) {
                damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            _ = try? BinaryCoder.decode(Sample.self, from: damaged[...])
        }
    }
}

/// Sets and dictionaries of strings are written in the order of their encoded bytes: the order
/// the coder gives every other element type, so that equal values are equal bytes.
@Suite struct BinaryCoderOrderTests {
    struct Fixture: Decodable {
        var sets: [[String]]
    }

    static let sets: [[String]] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/binary-coder/string-sets", withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return [] }
        return (try? JSONDecoder().decode(Fixture.self, from: data).sets) ?? []
    }()

    /// The bytes the order is defined by: each string encoded alone, sorted, after the count.
    static func expected(_ strings: Set<String>) throws -> [UInt8] {
        let parts = try strings.map { try BinaryCoder.encode($0) }.sorted { $0.lexicographicallyPrecedes($1) }
        return try BinaryCoder.encode(UInt64(strings.count)) + parts.flatMap { $0 }
    }

    @Test("the fixture's sets are read")
    func fixtureIsRead() {
        #expect(Self.sets.count == 4)
    }

    @Test("a set of strings is its elements' bytes in order", arguments: sets)
    func setOrder(_ strings: [String]) throws {
        let set = Set(strings)
        #expect(try BinaryCoder.encode(set) == Self.expected(set))
        #expect(try BinaryCoder.decode(Set<String>.self, from: BinaryCoder.encode(set)[...]) == set)
    }

    @Test("a dictionary keyed by strings is in its keys' order", arguments: sets)
    func dictionaryOrder(_ strings: [String]) throws {
        let dictionary = Dictionary(strings.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var expected = try BinaryCoder.encode(UInt64(dictionary.count))
        let sorted = try dictionary.map { (key: try BinaryCoder.encode($0.key), value: $0.value) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
        for entry in sorted { expected += try entry.key + BinaryCoder.encode(entry.value) }
        let bytes = try BinaryCoder.encode(dictionary)
        #expect(bytes == expected)
        #expect(try BinaryCoder.decode([String: Int].self, from: bytes[...]) == dictionary)
    }
}
