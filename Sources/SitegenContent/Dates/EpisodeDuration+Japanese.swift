/// Running times written as Japanese shows write them (`54分43秒`, `1時間2分3秒`, `90分`): each
/// number named by its unit, so that nothing is left to guess.
extension EpisodeDuration {
    /// The running time of `1時間2分3秒` (hours `時間`, minutes `分`, seconds `秒`, in that order,
    /// each at most once; spaces between them allowed; full-width digits read as digits), or `nil`
    /// when the text is not one. As in `h:mm:ss`, minutes after hours and seconds after minutes
    /// or hours go from 0 to 59 (a failure says so); the first unit may be any size (`90分`).
    /// - Parameter text: The value, trimmed.
    /// - Returns: The duration or what is wrong with it, or `nil`.
    package static func japanese(_ text: String) -> Result<EpisodeDuration, ContentError>? {
        let units: [(name: String, seconds: Int)] = [("時間", 3600), ("分", 60), ("秒", 1)]
        var rest = Substring(String(text.map(ContentDate.halfWidth)))
        var next = 0
        var values: [Int?] = [nil, nil, nil]
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let unit = units.indices.first(where: { $0 >= next && rest.hasPrefix(units[$0].name) }) else {
                return nil
            }
            values[unit] = number
            next = unit + 1
            rest = rest.dropFirst(units[unit].name.count).drop { $0 == " " || $0 == "\u{3000}" }
        }
        guard values.contains(where: { $0 != nil }) else { return nil }
        if values[0] != nil, let minutes = values[1], minutes >= 60 {
            return .failure(ContentError("'\(text)' has \(minutes) minutes; with hours, minutes go from 0 to 59"))
        }
        if values[0] != nil || values[1] != nil, let seconds = values[2], seconds >= 60 {
            return .failure(ContentError("'\(text)' has \(seconds) seconds; seconds go from 0 to 59"))
        }
        let total = zip(values, units).reduce(0) { $0 + ($1.0 ?? 0) * $1.1.seconds }
        return .success(EpisodeDuration(seconds: total))
    }
}
