/// A text's identity, the same in every process: its length in bytes and two independent 64-bit
/// hashes of them (``BlockHash``). Caches kept between builds name what they hold by it (a
/// Swift code block, a content file's text).
public struct TextDigest: Hashable, Sendable, Comparable, Codable {
    var first: UInt64
    var second: UInt64
    var length: UInt32

    /// The digest of a text's UTF-8.
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { TextDigest(bytes: $0) }
    }

    /// The digest of bytes.
    public init(bytes: UnsafeBufferPointer<UInt8>) {
        let hashes = BlockHash.hashes(bytes, seeds: (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F))
        self.init(first: hashes.0, second: hashes.1, length: UInt32(truncatingIfNeeded: bytes.count))
    }

    init(first: UInt64, second: UInt64, length: UInt32) {
        self.first = first
        self.second = second
        self.length = length
    }

    /// Orders digests by their words, so that a cache file is the same for the same texts.
    public static func < (lhs: TextDigest, rhs: TextDigest) -> Bool {
        (lhs.first, lhs.second, lhs.length) < (rhs.first, rhs.second, rhs.length)
    }
}
