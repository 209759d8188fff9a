import Foundation
import SitegenFormats

extension ContentDate {
    /// The months' names, as RFC 822 and English prose spell them.
    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// The weekdays' names, which a date may start with (`Sat, 20 Jul 2019`) and which say nothing more.
    private static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// RFC 822's named time zones (besides `UT`, `GMT` and `Z`), as offsets in hours.
    private static let zones = [
        "ut": 0, "utc": 0, "gmt": 0, "z": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
        "pst": -8, "pdt": -7,
    ]

    /// A date spelled as Hugo (Go's `time` layouts: RFC 1123, RFC 822, `02 Jan 2006`,
    /// `Time.String()`, `ANSIC`, `UnixDate`, `RubyDate`) or Jekyll (Ruby's `Time.parse`: `July 20,
    /// 2019`, `2019/07/20`, `2019-7-2`) reads it, or as Japanese shows write it (`2022年10月14日`:
    /// ``japaneseSpelling(_:)``), respelled as RFC 3339 for ``parseISO(_:)`` to check; nil when
    /// the text is no such spelling.
    static func otherSpelling(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace(newlines: false)
        if let numeric = numericSpelling(trimmed) { return numeric }
        if let japanese = japaneseSpelling(trimmed) { return japanese }
        var tokens = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.lowercased() }
        if let first = tokens.first, weekdays.contains(where: { $0 == first || $0.prefix(3) == first }) {
            tokens.removeFirst()
        }
        var month: Int?
        var numbers: [String] = []
        var time: [Int]?
        var afternoon: Bool?
        var offset: Int?
        for token in tokens {
            if month == nil, token.count >= 3,
                let index = months.firstIndex(where: { $0.hasPrefix(token.trimmingPeriod) })
            {
                month = index + 1
                // `20 Jul 2019`: a number before the month is its day.
            } else if token.allSatisfy(\.isASCIINumber), !token.isEmpty, token.count <= 4, numbers.count < 2 {
                numbers.append(token)
            } else if time == nil, token.contains(":") {
                let parts = token.split(separator: ":", omittingEmptySubsequences: false)
                let values = parts.compactMap { Int($0) }
                guard (2...3).contains(parts.count), values.count == parts.count, parts.allSatisfy({ $0.count <= 2 })
                else { return nil }
                time = values
            } else if afternoon == nil, time != nil, token == "am" || token == "pm" {
                afternoon = token == "pm"
            } else if offset == nil, let minutes = zoneOffset(token) {
                offset = minutes
            } else {
                return nil
            }
        }
        guard let month, numbers.count == 2 else { return nil }
        // The day has one or two digits; the year four (or two, as RFC 822 allows).
        let (dayText, yearText) =
            numbers[0].count <= 2 && numbers[1].count != 1 ? (numbers[0], numbers[1]) : (numbers[1], numbers[0])
        guard let day = Int(dayText), var year = Int(yearText), dayText.count <= 2 else { return nil }
        if yearText.count == 2 { year += year >= 69 ? 1900 : 2000 } else if yearText.count != 4 { return nil }
        var result = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        guard var clock = time else { return offset == nil && afternoon == nil ? result : nil }
        if let afternoon {
            guard (1...12).contains(clock[0]) else { return nil }
            clock[0] = clock[0] % 12 + (afternoon ? 12 : 0)
        }
        result += "T" + clock.map { pad($0, 2) }.joined(separator: ":")
        if let offset {
            let magnitude = abs(offset)
            result += (offset < 0 ? "-" : "+") + pad(magnitude / 60, 2) + ":" + pad(magnitude % 60, 2)
        }
        return result
    }

    /// `2019/07/20`, `2019-7-2` (and a time after them, or joined by `T`), and Go's `Time.String()`
    /// (`2019-07-20 18:00:00 -0500 CDT`), respelled for ``parseISO(_:)``.
    private static func numericSpelling(_ text: String) -> String? {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 8, utf8.prefix(4).allSatisfy({ (48...57).contains($0) }) else { return nil }
        var parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // `Time.String()`: a zone's name after its offset.
        if parts.count >= 3, let last = parts.last, last.allSatisfy(\.isLetter), last.count <= 5,
            let previous = parts.dropLast().last, previous.first == "+" || previous.first == "-"
        {
            parts.removeLast()
        }
        // A time joined by `T` (firebasejp/cast-site's `2019-02-7T09:00:00+09:00`) stays joined.
        var day = Substring(parts[0])
        var joinedTime = ""
        if let t = day.firstIndex(where: { $0 == "T" || $0 == "t" }) {
            joinedTime = String(day[t...])
            day = day[..<t]
        }
        let fields = day.split(whereSeparator: { $0 == "-" || $0 == "/" }).map(String.init)
        guard fields.count == 3, fields[0].count == 4, fields.allSatisfy({ $0.allSatisfy(\.isASCIINumber) }),
            (1...2).contains(fields[1].count), (1...2).contains(fields[2].count)
        else { return nil }
        let date = fields[0] + "-" + pad(Int(fields[1]) ?? 0, 2) + "-" + pad(Int(fields[2]) ?? 0, 2) + joinedTime
        let respelled = ([date] + parts.dropFirst()).joined(separator: " ")
        return respelled == text ? nil : respelled
    }

    /// A date written day first with dashes, `02-10-2015`, as Jekyll (Ruby's `Time.parse`) reads
    /// it: day, month, year (brandonb927/faviconvalley.show); respelled `2015-10-02`, or nil.
    package static func dayFirstSpelling(_ text: String) -> String? {
        let fields = text.trimmingWhitespace(newlines: false).split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIINumber) }),
            (1...2).contains(fields[0].count), (1...2).contains(fields[1].count), fields[2].count == 4,
            let day = Int(fields[0]), let month = Int(fields[1]), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return "\(fields[2])-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// A time zone written after a time, in minutes east of UTC: `+0200`, `-07:00`, `Z`, `UTC`,
    /// `GMT` or one of RFC 822's North American names (`EST`, `PDT`); nil for anything else.
    private static func zoneOffset(_ token: String) -> Int? {
        if let hours = zones[token] { return hours * 60 }
        guard let sign = token.first, sign == "+" || sign == "-" else { return nil }
        let digits = token.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy(\.isASCIINumber), let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.suffix(2))
        else { return nil }
        let total = hours * 60 + minutes
        return sign == "-" ? -total : total
    }
}

extension String {
    /// The text without a trailing `.` (`Jan.`).
    fileprivate var trimmingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}

extension Character {
    /// Whether the character is one of the ASCII digits.
    fileprivate var isASCIINumber: Bool { isASCII && isNumber }
}
