/// A file name that starts with a day, as Jekyll's posts and Zola's pages are named
/// (`2024-03-14-intro.md`, `2024-03-14_intro.md`): the day is the episode's date when its front
/// matter gives none, and the rest of the name is its slug, as both generators make them.
struct DatedFileName: Equatable {
    /// The day the name starts with.
    var date: ContentDate
    /// That day as written (`2024-03-14`).
    var day: String
    /// The rest of the name, without the day, its separator and `.md` (`intro`).
    var rest: String

    /// The name's day and rest, or nil for a name that does not start with a real day followed by
    /// `-` or `_` and more.
    init?(_ name: String) {
        let base = MarkdownFileName.stem(name)
        let bytes = Array(base.utf8)
        guard bytes.count > 11, bytes[10] == UInt8(ascii: "-") || bytes[10] == UInt8(ascii: "_"),
            bytes[0..<10].allSatisfy({ $0 == UInt8(ascii: "-") || (48...57).contains($0) }),
            case .success(let date) = ContentDate.parse(String(decoding: bytes[0..<10], as: UTF8.self))
        else { return nil }
        self.date = date
        day = String(decoding: bytes[0..<10], as: UTF8.self)
        rest = String(decoding: bytes[11...], as: UTF8.self)
    }
}
