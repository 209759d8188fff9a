extension SiteImporter.Report {
    /// Adds a line saying what `items` are (`what`, then `: ` and the items), when there are any.
    mutating func list(_ what: String, _ items: [String]) {
        guard !items.isEmpty else { return }
        lines.append(what + ": " + items.joined(separator: ", "))
    }
}
