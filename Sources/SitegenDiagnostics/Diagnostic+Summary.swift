extension Array where Element == Diagnostic {
    /// The lines to print, in order of place: every error and note, and every warning, except
    /// that a warning said of `threshold` or more places is one line: the first place in full,
    /// then how many there are and two more of them. A thousand episodes without an audio length
    /// are one line, not a thousand, also when each names its own file ('…' in the message).
    public func summarizedLines(threshold: Int = 4) -> [String] {
        let sorted = self.sorted()
        var places: [String: [SourcePosition?]] = [:]
        for diagnostic in sorted where diagnostic.severity == .warning {
            places[Self.shape(of: diagnostic.message), default: []].append(diagnostic.position)
        }
        var written: Set<String> = []
        var lines: [String] = []
        for diagnostic in sorted {
            let shape = Self.shape(of: diagnostic.message)
            guard diagnostic.severity == .warning, let alike = places[shape], alike.count >= threshold else {
                lines.append(diagnostic.description)
                continue
            }
            guard written.insert(shape).inserted else { continue }
            let more = alike.dropFirst().prefix(2).map { $0.map(\.description) ?? "sitegen" }
            lines.append(
                "\(diagnostic.description) (\(alike.count) places, also \(more.joined(separator: ", ")) …; "
                    + "--verbose lists every one)")
        }
        return lines
    }

    /// A message with each quoted value ('…': a file, a URL, a name the user wrote) left out, so
    /// that one warning about many values is one warning. A quote opens only after a space, `(`
    /// or the start, and closes only before a space, punctuation or the end: an apostrophe inside
    /// a word (`episode's`) is text.
    static func shape(of message: String) -> String {
        let characters = [Character](message)
        var shape = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let opens = character == "'" && (index == 0 || characters[index - 1] == " " || characters[index - 1] == "(")
            if opens, let close = closingQuote(in: characters, after: index) {
                shape += "'…'"
                index = close + 1
                continue
            }
            shape.append(character)
            index += 1
        }
        return shape
    }

    /// The index of the quote that closes the one at `open`, if any.
    private static func closingQuote(in characters: [Character], after open: Int) -> Int? {
        var index = open + 1
        while index < characters.count {
            if characters[index] == "'" {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if next == " " || next.isPunctuation { return index }
            }
            index += 1
        }
        return nil
    }
}
