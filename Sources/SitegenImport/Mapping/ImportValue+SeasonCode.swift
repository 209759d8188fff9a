import Foundation

extension ImportValue {
    /// The season and the episode's number of a code that gives both (WhyCantTheyJust/website's
    /// `episode = "S2-06"`, an `S02E06`, an `s1 e3`): `S`, the season, then `E` or a separator
    /// (`-`, `_`, `.`, `:`, `/`, a space) or both, then the number; `nil` for any other value.
    static func seasonCode(_ value: Any?) -> (season: Int, number: Int)? {
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces),
            text.first == "S" || text.first == "s"
        else { return nil }
        var rest = Substring(text.dropFirst())
        let season = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(season.count)
        let separators = rest.prefix { "-_.:/ ".contains($0) }
        rest = rest.dropFirst(separators.count)
        let marked = rest.first == "E" || rest.first == "e"
        if marked { rest = rest.dropFirst() }
        let number = rest.drop { $0 == " " }
        guard (1...4).contains(season.count), !separators.isEmpty || marked, (1...6).contains(number.count),
            number.allSatisfy({ $0.isASCII && $0.isNumber }), let seasonValue = Int(season), seasonValue >= 1,
            let numberValue = Int(number)
        else { return nil }
        return (seasonValue, numberValue)
    }
}
