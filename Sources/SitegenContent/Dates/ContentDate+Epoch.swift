/// Dates written as Unix timestamps, as JavaScript-made and Hugo-made front matter has them.
extension ContentDate {
    /// The timestamps read as seconds: 1973-03-03 up to 2100-01-01.
    static let plausibleSeconds = 100_000_000...4_102_444_800
    /// The timestamps read as milliseconds: the same dates in milliseconds.
    static let plausibleMilliseconds = 100_000_000_000...4_102_444_800_000

    /// A date from a number of seconds or milliseconds since 1970 (UTC): seconds when it is in
    /// `plausibleSeconds`, milliseconds when it is in `plausibleMilliseconds` (the two ranges do
    /// not meet, so a number is one or the other); any other number could be either and is an error.
    package static func fromEpoch(_ value: Int) -> Result<ContentDate, ContentError> {
        let seconds: Int
        if plausibleSeconds.contains(value) {
            seconds = value
        } else if plausibleMilliseconds.contains(value) {
            seconds = value / 1_000
        } else if (19_000_101...21_001_231).contains(value), case .success = parse(yyyymmdd(value)) {
            return .failure(ContentError("is the number \(value); write it as the date \(yyyymmdd(value))"))
        } else {
            return .failure(
                ContentError(
                    "is the number \(value), which is not a date between 1973 and 2100 either as seconds or as milliseconds since 1970; write a date like 2024-03-14"
                ))
        }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = civil(fromDays: days)
        return .success(ContentDate(year: year, month: month, day: day, secondsSince1970: seconds))
    }

    /// `20240110` → `2024-01-10`.
    private static func yyyymmdd(_ value: Int) -> String {
        "\(value / 10_000)-\(pad(value / 100 % 100, 2))-\(pad(value % 100, 2))"
    }
}
