extension SiteImporter.Report {
    /// Adds a line saying what `items` are (`what`, then `: ` and the items), when there are any.
    mutating func list(_ what: String, _ items: [String]) {
        guard !items.isEmpty else { return }
        lines.append(what + ": " + items.joined(separator: ", "))
    }
}

extension SiteImporter.Report {
    /// The names, each once, in the order first seen, with how often each came when more than
    /// once (`itunes:keywords (120), podcast:txt`).
    static func counted(_ names: [String]) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for name in names {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!))" : $0 }.joined(separator: ", ")
    }
}
