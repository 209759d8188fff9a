import SitegenLayoutFile
import Yams

extension FrontMatterReader {
    /// Reads an `explicit` flag: `true` or `false`, or as text the values Apple's older podcast
    /// specification and Hugo's and Jekyll's podcast themes write (`"yes"`, `"no"`, `"clean"`,
    /// `"explicit"`, `"true"`, `"false"`, in any case); `clean` is not explicit.
    mutating func explicitFlag(_ node: Node, label: String) -> Bool? {
        if case .scalar(let scalar) = node, node.tagName != .bool {
            if let value = Self.explicitValue(of: scalar.string) { return value }
            wrongType(node, "`\(label)`", expected: "true or false (or \"yes\", \"no\", \"clean\")")
            return nil
        }
        return bool(node, label: label)
    }

    /// The flag a text of an `explicit` value says (`yes`, `true`, `explicit`; `no`, `false`,
    /// `clean`; any case, spaces around), or nil.
    static func explicitValue(of text: String) -> Bool? {
        switch text.trimmingWhitespace(newlines: false).lowercased() {
        case "yes", "true", "explicit": true
        case "no", "false", "clean": false
        default: nil
        }
    }
}

extension FrontMatterReader {
    /// The entry of `key`, else of `alias` (another tool's name for it: Hugo's `description`,
    /// Zola's `extra`); with both given, the alias is ignored with a warning at it.
    /// - Parameter aliasName: how the warning names the alias (default: `` `alias` ``).
    mutating func entry(
        _ key: String, orAlias alias: String, in mapping: YAMLMapping, aliasName: String? = nil
    ) -> YAMLEntry? {
        guard let own = mapping[key] else { return mapping[alias] }
        if let other = mapping[alias] {
            warning("\(aliasName ?? "`\(alias)`") is ignored, since `\(key)` is given", at: other.key)
        }
        return own
    }
}
