import SitegenFormats
import Yams

extension FrontMatterReader {
    /// Any YAML value as templates get it: an episode's `params:` and a data file's whole value.
    /// - Parameters:
    ///   - node: The value.
    ///   - place: How the message about a key that is not a plain name names the map
    ///     (`` `params` ``, "a data file").
    ///   - key: The key the value is under, which a message about a character no page may hold names.
    /// - Returns: The value, or `nil` when the reading stopped (too large, too many errors) or
    ///   the value holds such a character, which it has said.
    mutating func paramValue(_ node: Node, place: String, key: String? = nil) -> ParamValue? {
        guard visit(node) else { return nil }
        switch node {
        case .scalar(let scalar):
            if node.tagName == .bool, let flag = Bool(scalar.string.lowercased()) { return .flag(flag) }
            // A template writes the value into pages as it is: a control character would reach them.
            let label = key ?? place.filter { $0 != "`" }
            guard refuseForbiddenCodePoints(scalar.string, label: label, at: node) else { return nil }
            return .text(Self.isNull(node) ? "" : scalar.string)
        case .sequence(let sequence):
            return .list(sequence.compactMap { paramValue($0, place: place, key: key) })
        case .mapping(let mapping):
            var entries: [ParamEntry] = []
            for (key, value) in mapping {
                guard case .scalar(let name) = key else {
                    error("a key in \(place) must be a plain name", at: key)
                    continue
                }
                // No value: the reading stopped (too large, too many errors), which it has said.
                if let problem = Self.forbiddenCodePoint(in: name.string) {
                    error("a key in \(place) holds \(problem)", at: key)
                    continue
                }
                guard let converted = paramValue(value, place: place, key: name.string) else {
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
