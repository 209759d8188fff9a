import SitegenFormats
import Yams

extension FrontMatterReader {
    /// Any YAML value as templates get it: an episode's `params:` and a data file's whole value.
    /// - Parameters:
    ///   - node: The value.
    ///   - place: How the message about a key that is not a plain name names the map
    ///     (`` `params` ``, "a data file").
    /// - Returns: The value, or `nil` when the reading stopped (too large, too many errors),
    ///   which it has said.
    mutating func paramValue(_ node: Node, place: String) -> ParamValue? {
        guard visit(node) else { return nil }
        switch node {
        case .scalar(let scalar):
            if node.tagName == .bool, let flag = Bool(scalar.string.lowercased()) { return .flag(flag) }
            return .text(Self.isNull(node) ? "" : scalar.string)
        case .sequence(let sequence):
            return .list(sequence.compactMap { paramValue($0, place: place) })
        case .mapping(let mapping):
            var entries: [ParamEntry] = []
            for (key, value) in mapping {
                guard case .scalar(let name) = key else {
                    error("a key in \(place) must be a plain name", at: key)
                    continue
                }
                // No value: the reading stopped (too large, too many errors), which it has said.
                guard let converted = paramValue(value, place: place) else {
                    if isExhausted { return nil }
                    continue
                }
                entries.append(ParamEntry(key: name.string, value: converted))
            }
            return .map(entries)
        case .alias:
            return nil
        }
    }
}
