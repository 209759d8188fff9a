/// Percent-encodes file paths for use as relative URLs in `href` and `src` attributes.
enum URLPathEncoding {
    private static let hex = Array("0123456789ABCDEF".unicodeScalars)

    /// The path with every byte outside the unreserved set (`A-Z a-z 0-9 - . _ ~`) and `/`
    /// percent-encoded, so that a file named `a b#1?.png` or `%2e%2e.png` links to itself.
    static func encode(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 15)])
            }
        }
        return result
    }
}
