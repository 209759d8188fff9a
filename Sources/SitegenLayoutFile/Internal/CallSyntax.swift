/// The `name(argument)` spelling of dimensions and spacings, like the Swift calls they mirror.
struct CallSyntax {
    /// The function name, e.g. `fractionalWidth`.
    var name: String
    /// The text between the parentheses, trimmed, with an `estimate:` label removed.
    var argument: String
    /// The argument label, if one was written (`estimate` in `uniformAcrossSiblings(estimate: 200)`).
    var label: String?

    /// Splits `name( argument )`; returns `nil` when the text is not spelled like a call.
    init?(_ text: String) {
        let source = text.trimmingSpaces
        guard source.hasSuffix(")"), let open = source.firstIndex(of: "(") else { return nil }
        name = String(source[..<open]).trimmingSpaces
        var inside = String(source[source.index(after: open)..<source.index(before: source.endIndex)]).trimmingSpaces
        label = nil
        if let colon = inside.firstIndex(of: ":") {
            label = String(inside[..<colon]).trimmingSpaces
            inside = String(inside[inside.index(after: colon)...]).trimmingSpaces
        }
        argument = inside
        guard !name.isEmpty, !name.contains(where: { $0 == "(" || $0 == " " }) else { return nil }
    }

    /// Parses a plain decimal number such as `0.5`, `-3`, `1e3` (no `nan`, `inf`, hex or `_`).
    static func number(_ text: String) -> Double? {
        var rest = Substring(text).unicodeScalars
        func skipDigits() -> Int {
            var count = 0
            while let scalar = rest.first, ("0"..."9").contains(scalar) {
                rest.removeFirst()
                count += 1
            }
            return count
        }
        if rest.first == "+" || rest.first == "-" { rest.removeFirst() }
        var digits = skipDigits()
        if rest.first == "." {
            rest.removeFirst()
            digits += skipDigits()
        }
        guard digits > 0 else { return nil }
        if rest.first == "e" || rest.first == "E" {
            rest.removeFirst()
            if rest.first == "+" || rest.first == "-" { rest.removeFirst() }
            guard skipDigits() > 0 else { return nil }
        }
        guard rest.isEmpty else { return nil }
        return Double(text)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
