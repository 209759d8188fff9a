import SitegenContent

extension ThemeStrings {
    /// A date as a page shows it (`dateFormat` with `{day}`, `{month}`: the month's name,
    /// `{monthNumber}` and `{year}`): `14 March 2024`, `14. März 2024`, `2024年3月14日`.
    func date(_ date: ContentDate) -> String {
        format(
            "dateFormat",
            [
                "day": String(date.day), "month": self["month.\(date.month)"], "monthNumber": String(date.month),
                "year": String(date.year),
            ])
    }

    /// A running time as a screen reader should say it (`12:48` may be read as a time of day):
    /// `12 minutes 48 seconds`, `1 hour 4 minutes`, `0 seconds`.
    func spokenDuration(_ seconds: Int) -> String {
        let parts = [("hours", seconds / 3600), ("minutes", seconds / 60 % 60), ("seconds", seconds % 60)]
        let spoken = parts.filter { $0.1 > 0 }.map { count($0.0, $0.1) }
        return spoken.isEmpty ? count("seconds", 0) : spoken.joined(separator: self["durationSeparator"])
    }
}
