import Foundation
import SitegenContent

/// RSS's dates (RFC 822, as RFC 2822 reads it: `Tue, 05 Aug 2026 09:00:00 +0000`) as the ISO
/// 8601 front matter takes, the feed's offset kept, so that the new feed says the same instant.
enum RSSDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `2026-08-05T09:00:00+00:00` for `Tue, 05 Aug 2026 09:00:00 +0000`; `nil` when the text is
    /// no such date (a day of the week, if given, is not checked, as feed readers do not).
    static func iso8601(_ text: String) -> String? {
        // Some feeds write ISO 8601 (`2026-02-03T09:30:00Z`), which feed readers take too.
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.first?.isNumber == true, trimmed.contains("-"), case .success = ContentDate.parse(trimmed) {
            return trimmed
        }
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        if let first = words.first,
            first.hasSuffix(",")
                || months.firstIndex(of: first.prefix(3).lowercased()) == nil
                    && Int(first) == nil
        {
            words.removeFirst()
        }
        guard words.count >= 4, let day = Int(words[0]), (1...31).contains(day),
            let month = months.firstIndex(of: words[1].prefix(3).lowercased()), var year = Int(words[2])
        else { return nil }
        if words[2].count == 2 { year += year < 50 ? 2000 : 1900 }
        let time = words[3].split(separator: ":").map { Int($0) }
        guard (2...3).contains(time.count), time.allSatisfy({ $0 != nil }), (1...9999).contains(year) else {
            return nil
        }
        let (hour, minute, second) = (time[0]!, time[1]!, time.count == 3 ? time[2]! : 0)
        guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else { return nil }
        let daysInMonth = [
            31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31,
            30, 31, 30, 31,
        ]
        guard day <= daysInMonth[month] else { return nil }
        var offset = 0
        if words.count > 4 {
            let zone = words[4]
            // RFC 822's zone names, and others feeds write (`JST`), as Ruby's table reads them.
            if let named = ImportValue.zoneOffsets[zone.uppercased()] {
                offset = named
            } else if zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
                let hours = Int(zone.dropFirst().prefix(2)), hours < 24, let minutes = Int(zone.suffix(2)), minutes < 60
            {
                offset = (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
            } else {
                return nil
            }
        }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let sign = offset < 0 ? "-" : "+"
        let zone = offset == 0 ? "Z" : sign + two(abs(offset) / 60) + ":" + two(abs(offset) % 60)
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month + 1))-\(two(day))T\(two(hour)):\(two(minute)):\(two(min(second, 59)))\(zone)"
    }
}
