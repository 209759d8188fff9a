/// Percent-encodes file paths for use as relative URLs in `href` and `src` attributes, and
/// decodes the escapes of URLs.
public enum URLPathEncoding {
    private static let hex = Array("0123456789ABCDEF".utf8)

    /// The path with every byte outside the unreserved set (`A-Z a-z 0-9 - . _ ~`) and `/`
    /// percent-encoded, so that a file named `a b#1?.png` or `%2e%2e.png` links to itself.
    package static func encode(_ path: String) -> String {
        // Most paths need nothing encoded: they are returned as they are, sharing their storage.
        // (A native string's bytes are scanned in place, not through the view's iterator: the path
        // of every local file a page links comes through here.)
        let plain =
            path.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { !isKept($0) } }
            ?? !path.utf8.contains { !isKept($0) }
        guard !plain else { return path }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a byte stands for itself in a path: the unreserved set and `/`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// The text of some bytes with their `%` escapes decoded; `nil` for a malformed escape, for
    /// bytes that are not UTF-8 once decoded, or for an escape of a byte `refusing` names (an
    /// escaped `/` in a path, which would split a segment in two).
    public static func decode(_ bytes: some Collection<UInt8>, refusing: (UInt8) -> Bool) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(validating: Array(bytes), as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var rest = bytes[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                result.append(byte)
                continue
            }
            guard let first = rest.popFirst(), let second = rest.popFirst(), let high = hexValue(first),
                let low = hexValue(second)
            else { return nil }
            let value = high << 4 | low
            if refusing(value) { return nil }
            result.append(value)
        }
        return String(validating: result, as: UTF8.self)
    }

    /// The value of a hexadecimal digit.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
