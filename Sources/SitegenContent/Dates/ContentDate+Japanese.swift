import SitegenFormats

/// Dates written as Japanese shows write them (`2022年10月14日`, with a weekday after it or not:
/// `2022年10月14日(金)`): a year of four digits, a month and a day, each named by its unit, so
/// that nothing is left to guess.
extension ContentDate {
    /// The weekdays' names as a Japanese date may end with them, in brackets.
    private static let japaneseWeekdays: Set<Character> = ["月", "火", "水", "木", "金", "土", "日"]

    /// `2022年10月14日` respelled as `2022-10-14` (what follows the day, a time, after a space),
    /// for ``parseISO(_:)`` to check; `nil` when the text is no such date. Full-width digits
    /// (`２０２２年`) are read as digits.
    /// - Parameter text: The value, trimmed.
    /// - Returns: The respelled date, or `nil`.
    static func japaneseSpelling(_ text: String) -> String? {
        let characters = Array(text.map(Self.halfWidth))
        var index = 0
        func number(before unit: Character, digits: ClosedRange<Int>) -> Int? {
            let start = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            guard digits.contains(index - start), index < characters.count, characters[index] == unit else {
                return nil
            }
            index += 1
            return Int(String(characters[start..<(index - 1)]))
        }
        guard let year = number(before: "年", digits: 4...4), let month = number(before: "月", digits: 1...2),
            let day = number(before: "日", digits: 1...2)
        else { return nil }
        var rest = String(characters[index...]).trimmingWhitespace(newlines: false)
        // A weekday in brackets says nothing more, as `Sat,` before an English date does not.
        for (open, close) in [("(", ")"), ("（", "）")] {
            if rest.count >= 3, rest.hasPrefix(open), let weekday = rest.dropFirst().first,
                japaneseWeekdays.contains(weekday), rest.dropFirst(2).hasPrefix(close)
            {
                rest = String(rest.dropFirst(3)).trimmingWhitespace(newlines: false)
            }
        }
        let date = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        return rest.isEmpty ? date : date + " " + rest
    }

    /// A full-width digit (`０`–`９`) as its ASCII digit; any other character as it is.
    static func halfWidth(_ character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xFF10...0xFF19).contains(scalar.value), let digit = Unicode.Scalar(scalar.value - 0xFF10 + 48)
        else { return character }
        return Character(digit)
    }
}
