import Foundation

extension ImportValue {
    /// Time zone abbreviations Jekyll's dates may end with (it reads them with Ruby's
    /// `Time.parse`: CafeNerd/cafenerd.pl's `date: 2018-01-31 22:00:00 CET`), as their offsets
    /// from UTC in minutes; the ones of Ruby's zone table that name one offset.
    static let zoneOffsets: [String: Int] = [
        "UTC": 0, "UT": 0, "GMT": 0, "Z": 0, "WET": 0, "WEST": 60, "BST": 60, "CET": 60, "CEST": 120, "MET": 60,
        "MEST": 120, "EET": 120, "EEST": 180, "MSK": 180, "IST": 330, "SGT": 480, "HKT": 480, "AWST": 480,
        "JST": 540, "KST": 540, "ACST": 570, "AEST": 600, "AEDT": 660, "NZST": 720, "NZDT": 780, "HST": -600,
        "AKST": -540, "AKDT": -480, "PST": -480, "PDT": -420, "MST": -420, "MDT": -360, "CST": -360, "CDT": -300,
        "EST": -300, "EDT": -240, "AST": -240, "ADT": -180, "NST": -210, "NDT": -150,
    ]

    /// A date and time ending in a zone abbreviation (`2018-01-31 22:00:00 CET`) with the
    /// abbreviation written as its offset (`2018-01-31 22:00:00 +0100`), or `nil`.
    static func numericZone(_ text: String) -> String? {
        guard let space = text.lastIndex(of: " "), text[..<space].contains(":") else { return nil }
        let name = text[text.index(after: space)...].uppercased()
        guard let minutes = zoneOffsets[name] else { return nil }
        let sign = minutes < 0 ? "-" : "+"
        let hours = abs(minutes) / 60
        let rest = abs(minutes) % 60
        return text[..<space] + " " + sign + (hours < 10 ? "0" : "") + String(hours) + (rest < 10 ? "0" : "")
            + String(rest)
    }
}
