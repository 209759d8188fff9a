import Foundation
import SitegenFormats

/// A calendar date (and optional time) from front matter, kept as written and as seconds since
/// 1970 in UTC for sorting and feeds.
public struct ContentDate: Sendable, Hashable, Comparable, Codable {
    /// The year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month.
    public var day: Int
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSince1970: Int

    /// `2024-03-14`.
    public var isoDate: String { "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))" }

    /// `2024-03-14T09:30:00Z`, the RFC 3339 form feeds use: the instant in UTC, whose day is not
    /// the day written when the date has an offset (`2024-02-01T23:30:00-05:00` is the 2nd in UTC).
    public var rfc3339: String {
        let days = secondsSince1970 >= 0 ? secondsSince1970 / 86_400 : (secondsSince1970 - 86_399) / 86_400
        let seconds = secondsSince1970 - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
            + "\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2))Z"
    }

    /// Orders by time.
    public static func < (lhs: ContentDate, rhs: ContentDate) -> Bool { lhs.secondsSince1970 < rhs.secondsSince1970 }

    /// Parses `YYYY-MM-DD`, optionally followed by `T` or a space, `HH:MM[:SS]` and `Z` or `±HH:MM`;
    /// else one of the other spellings Hugo and Jekyll read (``otherSpelling(_:)``).
    /// - Returns: The date, or a message saying what is wrong.
    package static func parse(_ text: String) -> Result<ContentDate, ContentError> {
        let result = parseISO(text)
        guard case .failure(let error) = result, error == notADate(text) else { return result }
        if let respelled = otherSpelling(text) { return parseISO(respelled) }
        // Jekyll (Ruby's Time.parse) reads `02-10-2015` day first; Hugo reads no such date.
        if let dayFirst = dayFirstSpelling(text), case .success = parseISO(dayFirst) {
            return .failure(
                ContentError(
                    "'\(text)' is not a date; write it as YYYY-MM-DD: Jekyll read it day first, as \(dayFirst)"))
        }
        return result
    }

    /// The message for a text that is no date at all.
    static func notADate(_ text: String) -> ContentError {
        ContentError("'\(text)' is not a date; write it as YYYY-MM-DD, e.g. 2024-03-14")
    }

    /// Parses `YYYY-MM-DD`, optionally followed by `T` or a space, `HH:MM[:SS]` and `Z` or `±HH:MM`.
    /// - Returns: The date, or a message saying what is wrong.
    package static func parseISO(_ text: String) -> Result<ContentDate, ContentError> {
        let chars = Array(text.trimmingWhitespace(newlines: false).utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= chars.count else { return nil }
            var value = 0
            for byte in chars[start..<(start + count)] {
                guard byte >= 48 && byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        let bad = notADate(text)
        guard chars.count >= 10, let year = number(0, 4), chars[4] == 45, let month = number(5, 2), chars[7] == 45,
            let day = number(8, 2)
        else { return .failure(bad) }
        guard year >= 1 else { return .failure(ContentError("'\(text)' has no year 0; years start at 0001")) }
        guard (1...12).contains(month) else { return .failure(ContentError("'\(text)' has no month \(month)")) }
        guard (1...daysInMonth(year, month)).contains(day) else {
            return .failure(
                ContentError("'\(text)' is not a real date: \(pad(year, 4))-\(pad(month, 2)) has no day \(day)"))
        }
        var seconds = 0
        var index = 10
        if index < chars.count {
            guard chars[index] == 84 || chars[index] == 116 || chars[index] == 32,
                let hour = number(index + 1, 2), index + 3 < chars.count, chars[index + 3] == 58,
                let minute = number(index + 4, 2)
            else { return .failure(bad) }
            guard hour < 24 else {
                return .failure(ContentError("'\(text)' has no hour \(hour); hours go from 00 to 23"))
            }
            guard minute < 60 else {
                return .failure(ContentError("'\(text)' has no minute \(minute); minutes go from 00 to 59"))
            }
            seconds = hour * 3600 + minute * 60
            index += 6
            if index < chars.count, chars[index] == 58 {
                guard let second = number(index + 1, 2) else { return .failure(bad) }
                guard second < 60 else {
                    return .failure(ContentError("'\(text)' has no second \(second); seconds go from 00 to 59"))
                }
                seconds += second
                index += 3
            }
            if index < chars.count, chars[index] == 46 {
                index += 1
                while index < chars.count, chars[index] >= 48 && chars[index] <= 57 { index += 1 }
            }
            while index < chars.count, chars[index] == 32 { index += 1 }
            if index < chars.count {
                if chars[index] == 90 || chars[index] == 122 {
                    index += 1
                } else if chars[index] == 43 || chars[index] == 45, let hours = number(index + 1, 2) {
                    var next = index + 3
                    if next < chars.count, chars[next] == 58 { next += 1 }
                    let minutes = number(next, 2)
                    if minutes != nil { next += 2 }
                    guard hours < 24, (minutes ?? 0) < 60 else {
                        return .failure(
                            ContentError(
                                "'\(text)' has an impossible time zone offset; offsets go from -23:59 to +23:59"))
                    }
                    let offset = hours * 3600 + (minutes ?? 0) * 60
                    seconds -= chars[index] == 43 ? offset : -offset
                    index = next
                } else {
                    return .failure(bad)
                }
            }
            guard index == chars.count else { return .failure(bad) }
        }
        let total = daysFromCivil(year, month, day) * 86_400 + seconds
        return .success(ContentDate(year: year, month: month, day: day, secondsSince1970: total))
    }

    static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}

/// Pads a number with zeros.
func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}

/// A message about a content value, placed by the caller.
package struct ContentError: Error, Sendable, Hashable {
    package var message: String
    init(_ message: String) { self.message = message }
}
