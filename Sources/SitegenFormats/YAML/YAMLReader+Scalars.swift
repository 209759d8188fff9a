import SitegenDiagnostics
import SitegenMarkdown
package import Yams

extension YAMLReader {
    /// Reads a finite YAML number (an int or a float, never a string or a boolean) in a range.
    /// - Parameters:
    ///   - node: The value node.
    ///   - label: The key, for messages.
    ///   - minimum: The smallest value allowed.
    ///   - maximum: The largest value allowed, if any.
    /// - Returns: The number, or `nil` after reporting an error.
    package mutating func number(_ node: Node, label: String, minimum: Double = 0, maximum: Double? = nil) -> Double? {
        let tag = node.tagName
        guard case .scalar = node, tag == .int || tag == .float else {
            wrongType(node, "`\(label)`", expected: "a number")
            return nil
        }
        guard let value = tag == .int ? node.int.map(Double.init) : node.float, value.isFinite else {
            error("`\(label)` must be a finite number, not \(describe(node))", at: node)
            return nil
        }
        if let maximum, value < minimum || value > maximum {
            error(
                "`\(label)` must be between \(Self.format(minimum)) and \(Self.format(maximum)), "
                    + "not \(Self.format(value))", at: node)
            return nil
        }
        if value < minimum {
            let bound = minimum == 0 ? "must not be negative" : "must be at least \(Self.format(minimum))"
            error("`\(label)` \(bound), not \(Self.format(value))", at: node)
            return nil
        }
        return value
    }

    /// Reads a YAML integer in a range.
    package mutating func wholeNumber(_ node: Node, label: String, in range: ClosedRange<Int>) -> Int? {
        guard case .scalar = node, node.tagName == .int else {
            wrongType(node, "`\(label)`", expected: "a whole number")
            return nil
        }
        guard let value = node.int, range.contains(value) else {
            error(
                "`\(label)` must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "not \(Self.shortened(node.scalar?.string ?? ""))", at: node)
            return nil
        }
        return value
    }

    /// Reads a YAML boolean (`true` or `false`).
    package mutating func bool(_ node: Node, label: String) -> Bool? {
        guard case .scalar = node, node.tagName == .bool, let value = node.bool else {
            wrongType(node, "`\(label)`", expected: "true or false")
            return nil
        }
        return value
    }

    /// Reads any non-empty scalar as its text.
    package mutating func string(_ node: Node, label: String) -> String? {
        guard case .scalar(let scalar) = node, !Self.isNull(node) else {
            wrongType(node, "`\(label)`", expected: "a string")
            return nil
        }
        guard refuseForbiddenCodePoints(scalar.string, label: label, at: node) else { return nil }
        return scalar.string
    }

    /// Reports a string that holds a code point HTML forbids (a YAML escape such as `"\x01"`
    /// can write one); returns whether the string is free of them.
    package mutating func refuseForbiddenCodePoints(_ text: String, label: String, at node: Node) -> Bool {
        guard let problem = Self.forbiddenCodePoint(in: text) else { return true }
        error("`\(label)` holds \(problem)", at: node)
        return false
    }

    /// What is wrong with a text that holds a code point HTML forbids (`U+0007, a control
    /// character … remove it`), or `nil`.
    package static func forbiddenCodePoint(in text: String) -> String? {
        guard let scalar = HTMLCodePoints.firstForbidden(in: text) else { return nil }
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), a control character or "
            + "noncharacter that a web page may not contain; remove it"
    }

    /// Reads a name such as a section name or an element kind: `[A-Za-z][A-Za-z0-9_-]*`.
    package mutating func identifier(_ node: Node, label: String, noun: String) -> String? {
        guard let text = string(node, label: label) else { return nil }
        guard Self.isIdentifier(text) else {
            error(
                "\(noun) '\(Self.shortened(text))' is not a valid name: it must start with a letter "
                    + "and contain only letters, digits, '-' and '_'", at: node)
            return nil
        }
        return text
    }

    /// Reads one of an enumeration's raw values, listing the valid ones on a mistake.
    package mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ node: Node, label: String, noun: String, as type: Value.Type = Value.self
    ) -> Value? where Value.RawValue == String {
        choice(node, label: label, noun: noun, among: Array(Value.allCases))
    }

    /// Reads one of the given values by its raw value, listing the valid ones on a mistake.
    package mutating func choice<Value: RawRepresentable>(
        _ node: Node, label: String, noun: String, among values: [Value]
    ) -> Value? where Value.RawValue == String {
        guard let text = string(node, label: label) else { return nil }
        if let value = values.first(where: { $0.rawValue == text }) { return value }
        let valid = values.map(\.rawValue)
        var message = "unknown \(noun) '\(Self.shortened(text))'"
        if let suggestion = KeySuggestion.closest(to: text, in: valid) {
            message += "; did you mean `\(suggestion)`?"
        }
        message += " (valid: \(valid.joined(separator: ", ")))"
        error(message, at: node)
        return nil
    }

    /// Whether a text is a name: a letter, then letters, digits, `-` and `_`.
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// A number the short way for messages: `3`, `0.5`.
    package static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

private extension Unicode.Scalar {
    /// Whether the scalar is an ASCII letter.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
