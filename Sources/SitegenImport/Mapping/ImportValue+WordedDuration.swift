import Foundation

/// Running times written in words, as themes show them (`56 min`, `1 h 5 min`, `90 seconds`).
extension ImportValue {
    /// The unit words of a running time, largest first, with their seconds.
    private static let durationUnits: [(names: Set<String>, seconds: Int)] = [
        (["h", "hr", "hrs", "hour", "hours"], 3600), (["m", "min", "mins", "minute", "minutes"], 60),
        (["s", "sec", "secs", "second", "seconds"], 1),
    ]

    /// The seconds of a running time written as numbers with unit words, largest unit first and
    /// each at most once (tech-leadership-deep-dives' `duration: "56 min"`, `1 h 5 min`), or
    /// `nil` when the text is not one.
    /// - Parameter text: The value, trimmed.
    /// - Returns: The seconds, or `nil`.
    static func wordedSeconds(_ text: String) -> Int? {
        var rest = Substring(text.lowercased())
        var total = 0
        var smallest = 0
        var found = false
        while !rest.isEmpty {
            rest = rest.drop { $0 == " " }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count).drop { $0 == " " }
            let word = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(word.count)
            if rest.first == "." { rest = rest.dropFirst() }
            guard
                let unit = durationUnits.indices.first(where: {
                    $0 >= smallest && durationUnits[$0].names.contains(String(word))
                })
            else { return nil }
            total += number * durationUnits[unit].seconds
            smallest = unit + 1
            found = true
            rest = rest.drop { $0 == " " || $0 == "," }
        }
        return found ? total : nil
    }
}
