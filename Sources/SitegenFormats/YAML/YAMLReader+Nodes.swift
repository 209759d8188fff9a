import SitegenDiagnostics
package import Yams

extension YAMLReader {
    /// Reads a node as a mapping, reporting a wrong type and every key that is not valid there.
    /// - Parameters:
    ///   - node: The node to read.
    ///   - what: How messages name the value, e.g. "`size`" or "each section".
    ///   - keys: The keys valid in this mapping.
    ///   - place: How unknown-key messages name the mapping, e.g. "a section".
    ///   - prefix: A prefix for the entries' labels, e.g. `contentInsets` for `contentInsets.top`.
    ///   - quiet: Whether to leave unknown keys to the caller instead of reporting them.
    /// - Returns: The mapping with its valid entries, or `nil` when the node is not a mapping.
    package mutating func mapping(
        _ node: Node, _ what: String, keys: [String], place: String, prefix: String? = nil, quiet: Bool = false
    ) -> YAMLMapping? {
        guard case .mapping(let mapping) = node else {
            wrongType(node, what, expected: "a mapping")
            return nil
        }
        guard visit(node, count: 1 + mapping.count) else { return nil }
        var result = YAMLMapping(node: node, entries: [], unknown: [], foundNames: [])
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else {
                error("a key must be a plain name, not \(describe(key))", at: key)
                continue
            }
            let name = scalar.string
            let entry = YAMLEntry(
                name: name, label: prefix.map { "\($0).\(name)" } ?? name, key: key,
                value: Self.placingEmpty(value, at: key))
            result.foundNames.append(name)
            if keys.contains(name) {
                result.entries.append(entry)
            } else {
                result.unknown.append(entry)
                if !quiet { unknownKey(name, at: key, keys: keys, place: place) }
            }
        }
        return result
    }

    /// Reads a node as a list, reporting a wrong type.
    package mutating func sequence(_ node: Node, _ what: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            wrongType(node, what, expected: "a list")
            return nil
        }
        guard visit(node, count: 1 + sequence.count) else { return nil }
        return Array(sequence)
    }

    /// Reports a value of the wrong kind, e.g. "`size` must be a mapping, not a list".
    package mutating func wrongType(_ node: Node, _ what: String, expected: String) {
        if Self.isNull(node) {
            error("\(what) has no value; it must be \(expected)", at: node)
        } else {
            error("\(what) must be \(expected), not \(describe(node))", at: node)
        }
    }

    /// Reports a key that is not valid at its place, with a hint.
    package mutating func unknownKey(_ name: String, at key: Node, keys: [String], place: String) {
        var message = "unknown key `\(Self.shortened(name))` in \(place)"
        if name == "<<" {
            message += "; merge keys are not supported (use an alias for a whole value instead)"
        } else if let suggestion = KeySuggestion.closest(to: name, in: keys) {
            message += "; did you mean `\(suggestion)`?"
        } else {
            message += "; valid keys are " + keys.map { "`\($0)`" }.joined(separator: ", ")
        }
        error(message, at: key)
    }

    /// Names a node's kind and value for messages: "a list", "the string 'abc'", "the number 3".
    package func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch node.tagName {
            case .null: return "an empty value"
            case .bool: return "the boolean \(scalar.string)"
            case .int, .float: return "the number \(Self.shortened(scalar.string))"
            default: return "the string '\(Self.shortened(scalar.string))'"
            }
        }
    }

    /// An empty value (`key:` with nothing after it) moved onto its key, so errors about it point there.
    package static func placingEmpty(_ value: Node, at key: Node) -> Node {
        guard case .scalar(var scalar) = value, scalar.string.isEmpty, isNull(value) else { return value }
        scalar.mark = key.mark
        return .scalar(scalar)
    }

    /// Whether a node is YAML's null (`~`, `null` or nothing).
    package static func isNull(_ node: Node) -> Bool {
        guard case .scalar = node else { return false }
        return node.tagName == .null
    }

    /// A user's text cut to a length that fits in a one-line message.
    package static func shortened(_ text: String) -> String {
        let oneLine = text.replacingNewlines
        guard oneLine.count > 40 else { return oneLine }
        return String(oneLine.prefix(40)) + "…"
    }
}

private extension String {
    /// The text with line breaks written as `\n`.
    var replacingNewlines: String {
        var result = ""
        for character in self {
            result += character.isNewline ? "\\n" : String(character)
        }
        return result
    }
}
