/// The picture a page draws for an episode or collection that has none: a colour of the
/// collection's own and its initials, so that a show without artwork still looks designed.
///
/// The colour comes from the name (not from the collection's place among the others), so that
/// adding or reordering collections leaves every other card as it was. Every colour of the
/// palette holds white text at 4.5:1 or more, so the initials read at any size.
struct GeneratedArtwork: Equatable, Sendable {
    /// The background gradient's first colour, a CSS hex colour.
    var start: String
    /// The background gradient's last colour, darker.
    var end: String
    /// One or two letters from the name.
    var initials: String
    /// Which of the theme's four compositions draws it (0...3), so that neighbouring episodes
    /// of one collection do not look the same.
    var variant: Int

    /// Colours from the named families of Apple's and Tailwind's palettes, each at a shade that
    /// white text reads on.
    static let palette: [(start: String, end: String)] = [
        ("#C7381F", "#8F2413"), ("#B45309", "#7C3A06"), ("#15803D", "#0E5A2B"),
        ("#0F766E", "#0A4F4A"), ("#1D4ED8", "#163A9E"), ("#6D28D9", "#4C1D95"),
        ("#A21CAF", "#701A75"), ("#BE123C", "#881337"), ("#334155", "#1E293B"),
        ("#0369A1", "#075985"),
    ]

    /// Words left out of the initials unless a name has no other.
    private static let minorWords: Set<String> = [
        "a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with",
    ]

    /// The artwork of the collection, category or site called `name`; `variant` picks a
    /// composition (an episode's number, so that siblings differ).
    init(name: String, variant: Int = 0) {
        (start, end) = Self.palette[Int(Self.hash(name) % UInt64(Self.palette.count))]
        initials = Self.initials(of: name)
        self.variant = ((variant % 4) + 4) % 4
    }

    /// The first letters of the name's first two words that are not minor words (`Swift
    /// Concurrency from the Ground Up` → `SC`), upper-cased; one letter for a one-word name.
    static func initials(of name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        let major = words.filter { !minorWords.contains($0.lowercased()) }
        let chosen = (major.isEmpty ? words : major).prefix(2)
        return chosen.compactMap { $0.first.map { String($0).uppercased() } }.joined()
    }

    /// FNV-1a over the name's UTF-8 bytes: the same on every machine and every run, unlike
    /// `Hasher`.
    private static func hash(_ name: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    /// The value templates read: `start`, `end`, `initials`, `variant`.
    var templateValue: TemplateValue {
        ["start": .text(start), "end": .text(end), "initials": .text(initials), "variant": .number(variant)]
    }
}
