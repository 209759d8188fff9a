import Foundation
import SitegenFormats
import Yams

/// Reads another generator's YAML (a settings file, a page's front matter) into plain values,
/// as `Yams.load` does, but within the node budget the build's own YAML reading keeps: an alias
/// bomb ("billion laughs", ten anchors of nine aliases each) would otherwise be expanded into
/// a billion values, and the import would never end.
enum ImportYAMLLoader {
    /// Why a text was refused: what and where (1-based line and column, in Unicode scalars).
    struct Refusal: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// The values of the YAML text's first document (`nil` for an empty one). Throws a ``Refusal`` for a
    /// document too large to expand (`subject` names it in the message: "the settings file"),
    /// and YAML's own errors for text that is not YAML.
    static func load(yaml: String, subject: String) throws -> Any? {
        if let risk = AliasKeyScanner.firstRisk(in: yaml) {
            throw Refusal(
                message: "keys must be plain names when aliases are used", line: risk.line, column: risk.column)
        }
        // The first document, as Hugo's and Jekyll's YAML read it: rubenerd/rubenerd.com's
        // `config.yaml` ends with a `---` that starts an empty second one.
        guard let node = try Parser(yaml: yaml).nextRoot() else { return nil }
        var budget = YAMLReaderLimits.nodeBudget
        if let last = exhausting(node, budget: &budget) {
            throw Refusal(
                message: "\(subject) is too large: reading it visits more than "
                    + "\(YAMLReaderLimits.nodeBudget) YAML nodes (aliases count every time they are used)",
                line: last.mark?.line ?? 1, column: last.mark?.column ?? 1)
        }
        return node.any
    }

    /// The node at which the walk spends the budget, or `nil` when the whole tree fits in it.
    private static func exhausting(_ node: Node, budget: inout Int) -> Node? {
        budget -= 1
        guard budget >= 0 else { return node }
        switch node {
        case .scalar, .alias: return nil
        case .sequence(let sequence):
            for child in sequence {
                if let last = exhausting(child, budget: &budget) { return last }
            }
        case .mapping(let mapping):
            for (key, value) in mapping {
                if let last = exhausting(key, budget: &budget) ?? exhausting(value, budget: &budget) { return last }
            }
        }
        return nil
    }
}
