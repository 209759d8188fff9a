public import Foundation

/// Swift highlighting kept between builds: the tokens of each code block swift-syntax has
/// classified, by a 128-bit hash of the block's text, as bytes a build reads back in one go
/// (the site keeps them in its cache folder, as it keeps encoded pictures).
///
/// Parsing is most of the cost of highlighting Swift, and a show's blocks rarely change once
/// published, so a build with the cache parses only new and edited blocks. A hit gives exactly
/// the tokens the parse would give: the key is the block's bytes and length, and
/// ``formatVersion`` changes whenever the classification may change. An entry that does not fit
/// its block (a damaged file, a hash collision) is not used.
///
/// The file is a header line, a version line, then entries: the key (two 64-bit words and the
/// block's length in bytes), the number of tokens, and per token the gap from the last one's
/// end, its length (LEB128) and its kind.
public struct SwiftHighlightCache: Sendable {
    /// A code block's identity: its text's digest.
    public typealias Key = TextDigest

    /// One block's entry, encoded: what a build passes on to be written into the next file.
    public struct Entry: Sendable, Hashable, Codable {
        /// The block's key.
        public var key: Key
        /// The entry's bytes in the file format (key included).
        public var bytes: Data
    }

    /// Changes whenever a cached entry could differ from what this build would make: the
    /// classifier's rules, swift-syntax's version or the token kinds.
    public static let formatVersion =
        "sitegen-swift-highlight 1; swift-syntax 603; kinds "
        + TokenKind.allCases.map(\.rawValue).joined(separator: ",")

    /// The token kinds by their number in the file.
    private static let kinds = TokenKind.allCases

    private static let header = Data("sitegen swift highlight cache\n\(formatVersion)\n".utf8)

    /// The file's bytes, read once: lookups read entries in place.
    private var bytes: [UInt8]
    private var ranges: [Key: Range<Int>]

    /// An empty cache.
    public init() {
        bytes = []
        ranges = [:]
    }

    /// The cache a file holds; an empty one when the file is of another version or damaged.
    public init(data: Data) {
        self.init()
        guard data.starts(with: Self.header) else { return }
        let bytes = [UInt8](data)
        var reader = ByteReader(bytes: bytes, offset: Self.header.count)
        var ranges: [Key: Range<Int>] = [:]
        while reader.offset < reader.bytes.count {
            let start = reader.offset
            guard let key = reader.key(), let count = reader.word32() else { return }
            for _ in 0..<count {
                guard reader.varint() != nil, reader.varint() != nil, reader.byte() != nil else { return }
            }
            ranges[key] = start..<reader.offset
        }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// How many blocks the cache holds.
    public var count: Int { ranges.count }

    /// The keys of the blocks the cache holds.
    public var keys: Set<Key> { Set(ranges.keys) }

    /// The key of a block's text.
    public static func key(_ code: String) -> Key { TextDigest(code) }

    /// The cached tokens of a block and its entry, if the cache has them and they fit the text.
    public func lookup(_ key: Key) -> (code: HighlightedCode, entry: Entry)? {
        guard let range = ranges[key] else { return nil }
        var reader = ByteReader(bytes: bytes, offset: range.lowerBound + 20)
        guard let count = reader.word32() else { return nil }
        var tokens: [HighlightToken] = []
        tokens.reserveCapacity(Int(count))
        var end = 0
        for _ in 0..<count {
            guard let gap = reader.varint(), let length = reader.varint(), let raw = reader.byte(),
                Int(raw) < Self.kinds.count
            else { return nil }
            let start = end + gap
            end = start + length
            guard end <= Int(key.length) else { return nil }
            tokens.append(HighlightToken(start: start, end: end, kind: Self.kinds[Int(raw)]))
        }
        return (HighlightedCode(tokens: tokens), Entry(key: key, bytes: Data(bytes[range])))
    }

    /// A block's tokens as an entry.
    public static func entry(_ key: Key, _ code: HighlightedCode) -> Entry {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24 + code.tokens.count * 3)
        ByteReader.append(key, to: &bytes)
        ByteReader.append32(UInt32(code.tokens.count), to: &bytes)
        var end = 0
        for token in code.tokens {
            ByteReader.appendVarint(token.start - end, to: &bytes)
            ByteReader.appendVarint(token.end - token.start, to: &bytes)
            bytes.append(UInt8(Self.kinds.firstIndex(of: token.kind) ?? 0))
            end = token.end
        }
        return Entry(key: key, bytes: Data(bytes))
    }

    /// The file holding `entries` (each block once, in key order).
    public static func file(_ entries: [Entry]) -> Data {
        var seen: Set<Key> = []
        var data = header
        for entry in entries.sorted(by: { $0.key < $1.key }) where seen.insert(entry.key).inserted {
            data.append(entry.bytes)
        }
        return data
    }
}
