package import Yams

/// One `key: value` pair of a YAML mapping whose key is a plain name.
package struct YAMLEntry {
    /// The key's name.
    package var name: String
    /// The name used in messages, e.g. `contentInsets.top`.
    package var label: String
    /// The key node (its mark is where the key was written).
    package var key: Node
    /// The value node.
    package var value: Node
}
