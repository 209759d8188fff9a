import TOMLKit

/// Writes a TOML table as block YAML, one key to a line, anchoring each key, value and array
/// item at the place of the TOML text it was read from.
struct TOMLYAMLWriter {
    /// Where the TOML text writes each key and value.
    let positions: TOMLPositions
    /// The YAML lines written so far.
    private(set) var lines: [String] = []
    /// The anchors of those lines.
    private(set) var anchors: [SourceAnchor] = []

    init(positions: TOMLPositions) {
        self.positions = positions
    }

    /// Writes a table's keys as a block mapping, the first line starting with `first` (`- ` for
    /// an item of a list) and the others with `rest`.
    mutating func mapping(_ table: TOMLTable, path: [TOMLPositions.Step], first: String, rest: String) {
        for (number, key) in orderedKeys(of: table, at: path).enumerated() {
            guard let value = table[key]?.tomlValue else { continue }
            let keyPath = path + [.key(key)]
            let prefix = number == 0 ? first : rest
            let line = lines.count + 1
            if number == 0, first.hasSuffix("- ") {
                anchor(line: line, column: first.unicodeScalars.count - 1, at: positions.values[path])
            }
            anchor(line: line, column: prefix.unicodeScalars.count + 1, at: positions.keys[keyPath])
            let head = prefix + TOMLFrontMatter.yamlKey(key) + ":"
            let inner = String(repeating: " ", count: prefix.unicodeScalars.count + 2)
            if value.type == .table, let nested = value.table, !nested.isEmpty {
                lines.append(head)
                mapping(nested, path: keyPath, first: inner, rest: inner)
            } else if value.type == .array, let items = value.array, !items.isEmpty,
                items.allSatisfy({ $0.tomlValue.type == .table })
            {
                lines.append(head)
                for (index, item) in items.enumerated() {
                    let itemPath = keyPath + [.index(index)]
                    guard let itemTable = item.tomlValue.table, !itemTable.isEmpty else {
                        anchor(line: lines.count + 1, column: inner.count + 1, at: positions.values[itemPath])
                        lines.append(inner + "- {}")
                        continue
                    }
                    mapping(itemTable, path: itemPath, first: inner + "- ", rest: inner + "  ")
                }
            } else {
                let start = head.unicodeScalars.count + 2
                var flowAnchors: [(column: Int, place: TOMLPositions.Place?)] = []
                let text = flow(value, path: keyPath, column: start, anchors: &flowAnchors)
                for (column, place) in flowAnchors { anchor(line: line, column: column, at: place) }
                lines.append(head + " " + text)
            }
        }
    }

    /// A value in YAML's flow style, noting where each of its items and keys starts.
    private func flow(
        _ value: TOMLValue, path: [TOMLPositions.Step], column: Int,
        anchors: inout [(column: Int, place: TOMLPositions.Place?)]
    ) -> String {
        anchors.append((column, positions.values[path]))
        switch value.type {
        case .array:
            var text = "["
            let items: [any TOMLValueConvertible] = value.array.map { Array($0) } ?? []
            for (index, item) in items.enumerated() {
                if index > 0 { text += ", " }
                text += flow(
                    item.tomlValue, path: path + [.index(index)], column: column + text.unicodeScalars.count,
                    anchors: &anchors)
            }
            return text + "]"
        case .table:
            guard let table = value.table else { return "{}" }
            var text = "{"
            for (number, key) in orderedKeys(of: table, at: path).enumerated() {
                guard let item = table[key]?.tomlValue else { continue }
                if number > 0 { text += ", " }
                anchors.append((column + text.unicodeScalars.count, positions.keys[path + [.key(key)]]))
                text += TOMLFrontMatter.quoted(key) + ": "
                text += flow(
                    item, path: path + [.key(key)], column: column + text.unicodeScalars.count, anchors: &anchors)
            }
            return text + "}"
        default:
            return TOMLFrontMatter.flow(value)
        }
    }

    /// A table's keys in the order the TOML text writes them (any it was not seen to write last).
    private func orderedKeys(of table: TOMLTable, at path: [TOMLPositions.Step]) -> [String] {
        let present = table.keys
        let written = (positions.children[path] ?? []).filter { table[$0] != nil }
        let seen = Set(written)
        return written + present.filter { !seen.contains($0) }
    }

    /// Anchors a column of a YAML line at a TOML place, when the place is known.
    private mutating func anchor(line: Int, column: Int, at place: TOMLPositions.Place?) {
        guard let place else { return }
        anchors.append(SourceAnchor(yamlLine: line, yamlColumn: column, line: place.line, column: place.column))
    }
}
