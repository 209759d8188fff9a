import Foundation
import Yams

/// Writes imported values as YAML that reads back as the same types: a text YAML would take
/// for something else (`yes`, `null`, `2019`, `2019-07-05`) is quoted.
enum ImportYAML {
    /// A Markdown file: YAML front matter (keys in the given order), then the body as it was.
    static func document(_ fields: [(String, Any)], body: String) -> String {
        "---\n" + mapping(fields) + "---\n" + body
    }

    /// A mapping of keys in the given order.
    static func mapping(_ fields: [(String, Any)]) -> String {
        let root = Node.mapping(Node.Mapping(fields.map { (Node($0.0), node(for: $0.1)) }))
        return (try? Yams.serialize(node: root, allowUnicode: true)) ?? ""
    }

    /// A value as a YAML node: dates in ISO 8601 (UTC), maps with their keys sorted.
    static func node(for value: Any) -> Node {
        switch value {
        case let text as String:
            let plain = Resolver.default.resolveTag(of: Node(text)) == .str && !text.hasPrefix(" ")
            return Node(text, Tag(.str), text.isEmpty || !plain || Double(text) != nil ? .doubleQuoted : .any)
        case let flag as Bool: return Node(flag ? "true" : "false", Tag(.bool))
        case let number as Int: return Node(String(number), Tag(.int))
        case let number as Double where number.isFinite: return Node(String(number), Tag(.float))
        case let date as Date:
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            return Node(formatter.string(from: date), Tag(.str), .doubleQuoted)
        case is NSNull: return Node("null", Tag(.null))
        case let list as [Any]: return Node.sequence(Node.Sequence(list.map(node(for:))))
        case let map as [String: Any]:
            return Node.mapping(Node.Mapping(map.keys.sorted().map { (Node($0), node(for: map[$0]!)) }))
        case let map as [AnyHashable: Any]:
            let keys = map.keys.map { "\($0)" }
            let values = Dictionary(map.map { ("\($0.key)", $0.value) }, uniquingKeysWith: { first, _ in first })
            return Node.mapping(Node.Mapping(keys.sorted().map { (Node($0), node(for: values[$0]!)) }))
        default: return Node("\(value)", Tag(.str), .doubleQuoted)
        }
    }
}
