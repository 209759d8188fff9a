import Foundation
import SitegenContent
import SitegenMarkdown

/// Normalises one front-matter value of another generator to what `sitegen build` accepts for a
/// key, or says there is none: each function returns `nil` when the value would not validate.
enum ImportValue {
    /// Whether a value says nothing: null, an empty or blank text, an empty list or map.
    static func isEmpty(_ value: Any?) -> Bool {
        switch value {
        case nil, is NSNull: true
        case let text as String: text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case let list as [Any]: list.allSatisfy { isEmpty($0) }
        case let map as [String: Any]: map.isEmpty
        default: false
        }
    }

    /// A scalar as trimmed, non-empty text free of code points a page may not hold.
    static func text(_ value: Any?) -> String? {
        let raw: String
        switch value {
        case let text as String: raw = text
        case let flag as Bool: raw = flag ? "true" : "false"
        case let number as Int: raw = String(number)
        case let number as Double:
            raw = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        default: return nil
        }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, HTMLCodePoints.firstForbidden(in: trimmed) == nil else { return nil }
        return trimmed
    }

    /// A list of texts (a single text is a list of one), without empty items or repeats.
    static func strings(_ value: Any?) -> [String]? {
        let items = (value as? [Any]) ?? [value as Any]
        var result: [String] = []
        for item in items where !isEmpty(item) {
            guard let text = text(item) else { return nil }
            if !result.contains(text) { result.append(text) }
        }
        return result.isEmpty ? nil : result
    }

    /// A whole number in `range`: a number, or a text of digits (`"12"`, `"#12"`).
    static func wholeNumber(_ value: Any?, in range: ClosedRange<Int>) -> Int? {
        var number: Int?
        switch value {
        case let int as Int: number = int
        case let double as Double: number = Int(exactly: double)
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
            if !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
                number = Int(digits)
            }
        default: break
        }
        return number.flatMap { range.contains($0) ? $0 : nil }
    }

    /// A whole number written after words that name it (fastlane-screencast's
    /// `episode: "Episode 2"`, an `Ep. 12`, a `Folge 7`): letters, `.` and `#` then one number;
    /// a text with another number (`Season 2 Episode 3`) is none.
    static func labelledNumber(_ value: Any?, in range: ClosedRange<Int>) -> Int? {
        guard let text = value as? String else { return nil }
        let words = text.split(separator: " ")
        guard words.count >= 2, let last = words.last,
            words.dropLast().allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "." || $0 == "#" || $0 == ":" } })
        else { return nil }
        return wholeNumber(String(last), in: range)
    }

    /// A flag: a boolean, `yes`/`no`, `true`/`false`, `explicit`/`clean`, `on`/`off`, `1`/`0`.
    static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let flag as Bool: return flag
        case let number as Int where number == 0 || number == 1: return number == 1
        case let text as String:
            if let value = FrontMatterReader.explicitValue(of: text) { return value }
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "on", "1", "y": return true
            case "off", "0", "n": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// A running time as the build writes it (`"14:02"`, `"1:08:21"`): from seconds (a number or
    /// a text of digits), `h:mm:ss`, `mm:ss` with any fraction of a second dropped, words
    /// (`56 min`), ISO 8601 (`PT55M32S`) or Japanese units (`54分43秒`).
    static func duration(_ value: Any?) -> String? {
        var seconds: Int?
        switch value {
        case let number as Int: seconds = number
        case let number as Double: seconds = wholeSeconds(number)
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let number = Double(trimmed), trimmed.allSatisfy({ $0.isNumber || $0 == "." }) {
                seconds = wholeSeconds(number)
            } else if let worded = wordedSeconds(trimmed) {
                seconds = worded
            } else if let iso = EpisodeDuration.iso8601Seconds(trimmed) {
                seconds = iso
            } else if case .success(let japanese)? = EpisodeDuration.japanese(trimmed) {
                seconds = japanese.seconds
            } else {
                let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
                var total = 0
                for (index, part) in parts.enumerated() {
                    let whole = index == parts.count - 1 ? part.prefix { $0 != "." } : part
                    let fraction = part.dropFirst(whole.count)
                    guard (2...3).contains(parts.count), !whole.isEmpty, whole.count <= 6,
                        whole.allSatisfy({ $0.isASCII && $0.isNumber }),
                        fraction.isEmpty || fraction.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
                        let number = Int(whole), index == 0 || number < 60
                    else { return nil }
                    total = total * 60 + number
                }
                seconds = total
            }
        default: break
        }
        guard let seconds, (0...999_999 * 60).contains(seconds) else { return nil }
        let text = EpisodeDuration(seconds: seconds).text
        guard case .success = EpisodeDuration.parse(text) else { return nil }
        return text
    }

    /// A number of seconds to the nearest whole one (apps show whole seconds), or `nil` when no
    /// `Int` holds it (`1e300`, 25 digits, infinity: converting such a `Double` to `Int` traps).
    private static func wholeSeconds(_ number: Double) -> Int? {
        guard number.isFinite, number.magnitude < 1e15 else { return nil }
        return Int(number.rounded())
    }

    /// A date the build reads: a `Date`, a text `ContentDate` parses (kept as written), Unix
    /// seconds or milliseconds, or a text in a common other form (written as ISO 8601 in UTC).
    static func date(_ value: Any?) -> Any? {
        switch value {
        case let date as Date: return date
        case let number as Int:
            guard case .success = ContentDate.fromEpoch(number) else { return nil }
            return number
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if case .success = ContentDate.parse(trimmed) { return trimmed }
            if let number = Int(trimmed) { return date(number) }
            if let numeric = numericZone(trimmed) { return date(numeric) }
            // Hugo archetypes that write `.Date.Format "2006-01-02_15:04:05-0700"`
            // (gallo-s-chingon/tokyo-mistakes' `created`): the `_` stands for ISO 8601's `T`.
            if trimmed.count > 11, trimmed.range(of: #"^\d{4}-\d{2}-\d{2}_\d"#, options: .regularExpression) != nil {
                return date(
                    trimmed.replacingCharacters(
                        in: trimmed.index(
                            trimmed.startIndex, offsetBy: 10)...trimmed.index(trimmed.startIndex, offsetBy: 10),
                        with: "T"))
            }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            for format in [
                "yyyy-MM-dd HH:mm:ss Z", "yyyy-MM-dd HH:mm Z", "yyyy-MM-dd'T'HH:mm:ss.SSSZ", "yyyy-MM-dd'T'HH:mm:ssZ",
                "yyyy-MM-dd'T'HH:mm:ss.SSS", "yyyy-MM-dd'T'HH:mm:ss", "EEE, dd MMM yyyy HH:mm:ss Z", "dd MMM yyyy",
                "MMMM d, yyyy",
                "MMM d, yyyy", "yyyy/MM/dd", "yyyy/MM/dd HH:mm:ss", "yyyy-M-d", "yyyy-MM-dd HH:mm:ss",
            ] {
                formatter.dateFormat = format
                if let date = formatter.date(from: trimmed), (1...9999).contains(year(of: date)) { return date }
            }
            return nil
        default: return nil
        }
    }

    /// A count of bytes: a whole number from 1, or a text of digits; not a human size ("13.7 MB").
    static func byteLength(_ value: Any?) -> Int? {
        wholeNumber(value, in: 1...Int(Int64.max))
    }

    private static func year(of date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.component(.year, from: date)
    }
}
