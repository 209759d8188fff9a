import SitegenFormats
import SitegenLayout
import Yams

extension LayoutFileReader {
    /// Reads a mapping that must hold exactly one of `kinds` (a group or a child), and returns that entry.
    /// - Parameters:
    ///   - node: The mapping node.
    ///   - what: How a wrong-type message names the value.
    ///   - noun: How messages name the thing, e.g. "a group".
    ///   - kinds: The keys of which exactly one must be given.
    /// - Returns: The one entry, or `nil` after reporting an error.
    mutating func oneOf(_ node: Node, what: String, noun: String, kinds: [String]) -> YAMLEntry? {
        guard let mapping = mapping(node, what, keys: kinds, place: noun, quiet: true) else { return nil }
        let chosen = mapping.entries
        let expected = Self.list(kinds.map { "`\($0)`" }, conjunction: "or")
        if chosen.count > 1 {
            let names = chosen.map { "`\($0.name)`" }.joined(separator: " and ")
            error("\(noun) must be exactly one of \(expected); found \(names)", at: chosen[1].key)
            return nil
        }
        guard let entry = chosen.first else {
            let found = mapping.foundNames
            var message = "\(noun) must be one of \(expected)"
            if found.isEmpty {
                message += "; it is empty"
            } else {
                message += "; found " + found.map { "`\(Self.shortened($0))`" }.joined(separator: ", ")
                if let hint = found.lazy.compactMap({ KeySuggestion.closest(to: $0, in: kinds) }).first {
                    message += "; did you mean `\(hint)`?"
                }
            }
            error(message, at: node)
            return nil
        }
        for other in mapping.unknown {
            if Self.groupKeys.contains(other.name) {
                error("`\(other.name)` belongs inside `\(entry.name)`, not next to it", at: other.key)
            } else {
                unknownKey(other.name, at: other.key, keys: kinds, place: noun)
            }
        }
        return mapping.unknown.isEmpty ? entry : nil
    }

    /// Joins names for a message: "`a`, `b` or `c`".
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
