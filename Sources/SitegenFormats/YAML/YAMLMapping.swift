package import Yams

/// A YAML mapping whose keys were checked against the keys valid at its place.
package struct YAMLMapping {
    /// The mapping node itself.
    package var node: Node
    /// The entries with valid keys, in file order.
    package var entries: [YAMLEntry]
    /// The entries whose keys are not valid here (reported unless the mapping was read quietly).
    package var unknown: [YAMLEntry]
    /// Every plain key's name, valid or not, in file order.
    package var foundNames: [String]

    /// Whether the mapping had no plain keys at all (not even unknown ones).
    package var isEmpty: Bool { foundNames.isEmpty }

    /// The entry for a key, if given.
    package subscript(_ name: String) -> YAMLEntry? {
        // By index: only the entry found is copied (each copy retains its two nodes and texts).
        for index in entries.indices where entries[index].name == name { return entries[index] }
        return nil
    }

    /// The entries for some keys, in file order.
    package func entries(named names: Set<String>) -> [YAMLEntry] {
        entries.filter { names.contains($0.name) }
    }
}
