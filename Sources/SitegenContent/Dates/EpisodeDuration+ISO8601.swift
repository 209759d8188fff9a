import Foundation

/// Running times written as ISO 8601 durations (`PT55M32S`, `PT1H2M`), as schema.org's
/// `duration` and the Jekyll themes that fill it from front matter write them.
extension EpisodeDuration {
    /// The seconds of an ISO 8601 duration of hours, minutes and seconds (`PT15M03S`,
    /// `PT1H5M`, `PT90S`, `pt1h`; a fraction of the seconds is dropped), or `nil` when the text
    /// is not one. Days and larger units are not running times and give `nil`.
    /// - Parameter text: The value, trimmed.
    /// - Returns: The seconds, or `nil`.
    package static func iso8601Seconds(_ text: String) -> Int? {
        let upper = text.uppercased()
        guard upper.hasPrefix("PT"), upper.count > 2 else { return nil }
        var rest = Substring(upper.dropFirst(2))
        let units: [(Character, Int)] = [("H", 3600), ("M", 60), ("S", 1)]
        var next = 0
        var total = 0
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            if rest.first == "." || rest.first == "," {
                let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                guard !fraction.isEmpty, rest.dropFirst(1 + fraction.count).first == "S" else { return nil }
                rest = rest.dropFirst(1 + fraction.count)
            }
            guard let letter = rest.first,
                let unit = units.indices.first(where: { $0 >= next && units[$0].0 == letter })
            else { return nil }
            total += number * units[unit].1
            next = unit + 1
            rest = rest.dropFirst()
        }
        return total
    }
}
