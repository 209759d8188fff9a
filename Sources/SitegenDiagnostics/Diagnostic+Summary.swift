extension Array where Element == Diagnostic {
    /// The lines to print, in order of place: every error and note, and every warning, except
    /// that a warning said of `threshold` or more places is one line: the first place in full,
    /// then how many there are and two more of them. A thousand episodes without an audio length
    /// are one line, not a thousand.
    public func summarizedLines(threshold: Int = 4) -> [String] {
        let sorted = self.sorted()
        var places: [String: [SourcePosition?]] = [:]
        for diagnostic in sorted where diagnostic.severity == .warning {
            places[diagnostic.message, default: []].append(diagnostic.position)
        }
        var written: Set<String> = []
        var lines: [String] = []
        for diagnostic in sorted {
            guard diagnostic.severity == .warning, let alike = places[diagnostic.message], alike.count >= threshold
            else {
                lines.append(diagnostic.description)
                continue
            }
            guard written.insert(diagnostic.message).inserted else { continue }
            let more = alike.dropFirst().prefix(2).map { $0.map(\.description) ?? "sitegen" }
            lines.append(
                "\(diagnostic.description) (\(alike.count) places, also \(more.joined(separator: ", ")) …; "
                    + "--verbose lists every one)")
        }
        return lines
    }
}
