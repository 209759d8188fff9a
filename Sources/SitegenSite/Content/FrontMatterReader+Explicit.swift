import SitegenLayoutFile
import Yams

extension FrontMatterReader {
    /// Reads an `explicit` flag: `true` or `false`, or as text the values Apple's older podcast
    /// specification and Hugo's and Jekyll's podcast themes write (`"yes"`, `"no"`, `"clean"`,
    /// `"explicit"`, `"true"`, `"false"`, in any case); `clean` is not explicit.
    mutating func explicitFlag(_ node: Node, label: String) -> Bool? {
        if case .scalar(let scalar) = node, node.tagName != .bool {
            switch scalar.string.trimmingWhitespace(newlines: false).lowercased() {
            case "yes", "true", "explicit": return true
            case "no", "false", "clean": return false
            default:
                wrongType(node, "`\(label)`", expected: "true or false (or \"yes\", \"no\", \"clean\")")
                return nil
            }
        }
        return bool(node, label: label)
    }
}
