import SitegenFormats
import Yams

extension FrontMatterReader {
    /// The people `hosts` or `guests` names (each a person's slug or name: ``strings(_:label:)``).
    /// An item written as a mapping, as Hugo themes name people from their data files (jcast.dev's
    /// `guests: [{id: risa_somers}]`, The Podlets' `{name, url}`), is an error that gives the
    /// entry to write: its `id`, else its `name`.
    mutating func people(_ node: Node, label: String) -> [String]? {
        guard case .sequence(let items) = node,
            items.contains(where: { if case .mapping = $0 { true } else { false } })
        else { return strings(node, label: label) }
        for item in items {
            guard case .mapping(let map) = item else { continue }
            var message = "each item of `\(label)` is a person's slug or name, not a mapping"
            for key in ["id", "name"] {
                guard case .scalar(let value)? = map[Node(key)], !value.string.isEmpty else { continue }
                message += ": write `- \(Self.shortened(value.string))` (its `\(key)`"
                message += key == "name" ? "; links go in Content/people/\(slugify(value.string)).md)" : ")"
                break
            }
            error(message, at: item)
        }
        return nil
    }
}
