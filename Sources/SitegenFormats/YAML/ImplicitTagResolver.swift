package import Yams

/// The tag of a plain YAML scalar by its text: exactly the rules of Yams' `Resolver.default`
/// (YAML 1.1: bool, int, float, merge, null, timestamp, value, else str, first match wins),
/// matched by hand instead of with seven `NSRegularExpression`s per scalar.
///
/// Files are composed with `Resolver.basic`, so Yams runs no regular expression, and
/// ``Node/tagName`` asks this resolver instead. `ImplicitTagResolverTests` checks it against
/// `Resolver.default` on tricky and on random texts.
enum ImplicitTagResolver {
    /// The tag `Resolver.default` gives a plain scalar with this text.
    static func tag(of text: String) -> Tag.Name {
        var text = text
        return text.withUTF8 { tag(of: $0) }
    }

    private static func tag(of bytes: UnsafeBufferPointer<UInt8>) -> Tag.Name {
        guard let first = bytes.first else { return .null }
        // Every non-str rule starts with one of these bytes; most keys and words do not.
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: "~"),
            UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"),
            UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            break
        default:
            return .str
        }
        let word = String(decoding: bytes, as: UTF8.self)
        if boolWords.contains(word) { return .bool }
        var scanner = ByteScanner(bytes)
        if scanner.matchesInt() { return .int }
        scanner = ByteScanner(bytes)
        if scanner.matchesFloat() { return .float }
        if word == "<<" { return .merge }
        if nullWords.contains(word) { return .null }
        scanner = ByteScanner(bytes)
        if scanner.matchesTimestamp() { return .timestamp }
        if word == "=" { return .value }
        return .str
    }

    private static let boolWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON",
        "off", "Off", "OFF",
    ]
    private static let nullWords: Set<String> = ["~", "null", "Null", "NULL"]
}

extension Node {
    /// The node's resolved tag name (`int`, `float`, `bool`, `null`, `str`, ...).
    ///
    /// A plain scalar without an explicit tag is typed by ``ImplicitTagResolver``; a quoted one
    /// is a string; an explicit tag (`!!int 3`) is kept.
    package var tagName: Tag.Name {
        guard case .scalar(let scalar) = self else { return Tag.Name(rawValue: tag.rawValue) }
        switch scalar.tag.rawValue {
        case Tag.Name.implicit.rawValue: return ImplicitTagResolver.tag(of: scalar.string)
        case Tag.Name.nonSpecific.rawValue: return .str
        case let raw: return Tag.Name(rawValue: raw)
        }
    }
}
