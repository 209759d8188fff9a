/// The envelope of Pagefind's binary files: `pagefind_dcd`, then CBOR, the whole gzip-compressed
/// (pagefind.js also reads a file that starts with the signature uncompressed).
public enum PagefindFile {
    /// The signature before the CBOR.
    static let signature = Array("pagefind_dcd".utf8)

    /// The CBOR item inside a file's bytes.
    public static func value(of bytes: [UInt8]) throws(SearchIndexError) -> CBORValue {
        try CBORValue.decode(try payload(of: bytes), from: signature.count)
    }

    /// A file's bytes uncompressed, starting with the signature.
    static func payload(of bytes: [UInt8]) throws(SearchIndexError) -> [UInt8] {
        let plain = bytes.starts(with: signature) ? bytes : try Gzip.decompress(bytes)
        guard plain.starts(with: signature) else { throw .malformed("a file without Pagefind's signature") }
        return plain
    }

    /// A file's bytes for a CBOR item, compressed as Pagefind's are.
    public static func bytes(of value: CBORValue) -> [UInt8] {
        var plain = signature
        value.append(to: &plain)
        return Gzip.compress(plain)
    }
}
