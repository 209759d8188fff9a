/// A file name that starts with a day, as Jekyll's posts and Zola's pages are named
/// (`2024-03-14-intro.md`, `2024-03-14_intro.md`): the day is the episode's date when its front
/// matter gives none, and the rest of the name is its slug, as both generators make them.
package struct DatedFileName: Equatable {
    /// The day the name starts with.
    var date: ContentDate
    /// That day, its month and day in two digits (`2024-03-14`, for `2024-3-14-intro.md` too).
    package var day: String
    /// The rest of the name, without the day, its separator and `.md` (`intro`).
    package var rest: String

    /// The name's day and rest, or nil for a name that does not start with a real day followed by
    /// `-` or `_` and more. The month and the day may have one digit, as Jekyll reads a post's
    /// name (`2019-4-6-sample.md`, jinyuzu99/jekyll-podcast).
    package init?(_ name: String) {
        let bytes = Array(MarkdownFileName.stem(name).utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (48...57).contains(bytes[index]) }
        var index = 0
        var parts: [String] = []
        for (count, separators) in [(4...4, "-"), (1...2, "-"), (1...2, "-_")] {
            let start = index
            while isDigit(index), index - start < count.upperBound { index += 1 }
            guard count.contains(index - start), index < bytes.count,
                separators.utf8.contains(bytes[index])
            else { return nil }
            let digits = String(decoding: bytes[start..<index], as: UTF8.self)
            parts.append(digits.count == 1 ? "0" + digits : digits)
            index += 1
        }
        guard index < bytes.count, case .success(let date) = ContentDate.parse(parts.joined(separator: "-")) else {
            return nil
        }
        self.date = date
        day = parts.joined(separator: "-")
        rest = String(decoding: bytes[index...], as: UTF8.self)
    }
}
