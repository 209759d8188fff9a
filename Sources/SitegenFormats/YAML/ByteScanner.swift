/// A cursor over ASCII bytes that matches the number and timestamp patterns of YAML 1.1's
/// implicit typing, each over the whole text (the patterns are unambiguous, so a greedy
/// left-to-right match decides them without backtracking).
struct ByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var atEnd: Bool { index == bytes.count }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func take(_ byte: Character) -> Bool {
        guard current == byte.asciiValue else { return false }
        index += 1
        return true
    }

    private mutating func take(where predicate: (UInt8) -> Bool) -> Bool {
        guard let current, predicate(current) else { return false }
        index += 1
        return true
    }

    /// Skips bytes while `predicate` holds; returns how many.
    @discardableResult
    private mutating func skip(while predicate: (UInt8) -> Bool) -> Int {
        let start = index
        while let current, predicate(current) { index += 1 }
        return index - start
    }

    private mutating func optionalSign() { _ = take("-") || take("+") }

    private static func digit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func digitOrUnderscore(_ byte: UInt8) -> Bool { digit(byte) || byte == 0x5F }

    /// `:[0-5]?[0-9]` repeated at least once, each segment ending at `:` or at a byte not a digit.
    private mutating func sexagesimalSegments() -> Bool {
        var count = 0
        while take(":") {
            let digits = skip(while: Self.digit)
            guard digits == 1 || (digits == 2 && bytes[index - 2] <= UInt8(ascii: "5")) else { return false }
            count += 1
        }
        return count > 0
    }

    /// `[-+]?(0b[01_]+ | 0o?[0-7_]+ | 0 | [1-9][0-9_]* | 0x[0-9a-fA-F_]+ | [1-9][0-9_]*(:[0-5]?[0-9])+)`.
    mutating func matchesInt() -> Bool {
        optionalSign()
        if take("0") {
            if take("b") { return skip(while: { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F }) > 0 && atEnd }
            if take("x") {
                return skip(while: {
                    Self.digitOrUnderscore($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
                }) > 0 && atEnd
            }
            if atEnd { return true }
            _ = take("o")
            return skip(while: { ($0 >= 0x30 && $0 <= 0x37) || $0 == 0x5F }) > 0 && atEnd
        }
        guard take(where: { $0 >= 0x31 && $0 <= 0x39 }) else { return false }
        skip(while: Self.digitOrUnderscore)
        if atEnd { return true }
        return sexagesimalSegments() && atEnd
    }

    /// `[-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)? | \.[0-9_]+([eE][-+][0-9]+)?
    /// | [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)`.
    mutating func matchesFloat() -> Bool {
        let signed = take("-") || take("+")
        if take(".") {
            let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[index...]), as: UTF8.self)
            if ["inf", "Inf", "INF"].contains(rest) { return true }
            if signed { return false }
            if ["nan", "NaN", "NAN"].contains(rest) { return true }
            guard skip(while: Self.digitOrUnderscore) > 0 else { return false }
            if atEnd { return true }
            guard take("e") || take("E"), take("-") || take("+") else { return false }
            return skip(while: Self.digit) > 0 && atEnd
        }
        guard take(where: Self.digit) else { return false }
        skip(while: Self.digitOrUnderscore)
        if current == UInt8(ascii: ":") {
            // The sexagesimal form: its last segment runs into the fraction.
            var count = 0
            while take(":") {
                let digits = skip(while: Self.digit)
                guard digits == 1 || (digits == 2 && bytes[index - 2] <= UInt8(ascii: "5")) else { return false }
                count += 1
                if take(".") {
                    skip(while: Self.digitOrUnderscore)
                    return atEnd
                }
            }
            return false
        }
        if take(".") { skip(while: Self.digitOrUnderscore) }
        if atEnd { return true }
        guard take("e") || take("E") else { return false }
        optionalSign()
        return skip(while: Self.digit) > 0 && atEnd
    }

    /// `[0-9]{4}-[0-9]{2}-[0-9]{2}`, or a date with one- or two-digit month and day, a time and
    /// an optional fraction and zone: `2001-12-14t21:59:43.10-05:00`.
    mutating func matchesTimestamp() -> Bool {
        guard skip(while: Self.digit) == 4, take("-") else { return false }
        let month = skip(while: Self.digit)
        guard (1...2).contains(month), take("-") else { return false }
        let day = skip(while: Self.digit)
        guard (1...2).contains(day) else { return false }
        if atEnd { return month == 2 && day == 2 }
        if !(take("T") || take("t")) {
            guard skip(while: { $0 == 0x20 || $0 == 0x09 }) > 0 else { return false }
        }
        guard (1...2).contains(skip(while: Self.digit)), take(":"), skip(while: Self.digit) == 2, take(":"),
            skip(while: Self.digit) == 2
        else { return false }
        if take(".") { skip(while: Self.digit) }
        if atEnd { return true }
        skip(while: { $0 == 0x20 || $0 == 0x09 })
        if take("Z") { return atEnd }
        guard take("-") || take("+"), (1...2).contains(skip(while: Self.digit)) else { return false }
        if take(":") { guard skip(while: Self.digit) == 2 else { return false } }
        return atEnd
    }
}
