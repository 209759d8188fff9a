/// The episode number a title starts with, as shows that number their episodes only in the
/// title write it (GolangShow's `Выпуск 038. В гостях…`, `Episode 127. Interview with…`,
/// `#42: …`). Without it the build would number an episode by its position, which differs
/// from the show's own number wherever the show skipped, split or doubled one.
enum TitleNumber {
    /// The words a numbered title starts with, lowercased, in the languages shows are made in.
    static let words: Set<String> = [
        "episode", "ep", "ep.", "épisode", "episodio", "episódio", "episodi", "folge", "aflevering", "afl.", "odcinek",
        "avsnitt", "afsnit", "jakso", "epizoda", "epizód", "выпуск", "эпизод", "випуск", "епізод", "show", "podcast",
    ]

    /// The number, when the title starts with one of ``words`` (or `#`) and a number followed by
    /// `.`, `:`, `,`, `)`, `|`, a dash, or the end; `nil` for any other title (`2024: the year`,
    /// `Episode 119b.`, `Ep 12 Title`).
    static func number(in title: String) -> Int? {
        var rest = title.drop(while: \.isWhitespace)
        if rest.first == "#" {
            rest = rest.dropFirst()
        } else {
            guard let space = rest.firstIndex(where: \.isWhitespace),
                words.contains(rest[..<space].lowercased())
            else { return nil }
            rest = rest[space...].drop(while: \.isWhitespace)
            if rest.first == "#" { rest = rest.dropFirst() }
        }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...9).contains(digits.count), let number = Int(digits) else { return nil }
        let after = rest[digits.endIndex...].drop(while: { $0 == " " })
        guard let next = after.first else { return number }
        return ".:,)|-–—".contains(next) ? number : nil
    }
}
