import Yams

/// One `key: value` pair of a YAML mapping whose key is a plain name.
struct YAMLEntry {
    /// The key's name.
    var name: String
    /// The name used in messages, e.g. `contentInsets.top`.
    var label: String
    /// The key node (its mark is where the key was written).
    var key: Node
    /// The value node.
    var value: Node
}
