import SitegenFormats

extension ThemeStrings {
    /// sitegen's English as an `i18n/en.yml` a site can edit: the inverse of
    /// `ThemeStringsDecoder` (a count's forms as a mapping, the months as a list, titles under
    /// `titles:`), every text quoted.
    package static var englishFile: String {
        var plain: [String] = []
        var counts: [String: [String: String]] = [:]
        var months: [Int: String] = [:]
        var titles: [String: String] = [:]
        for (key, text) in englishTexts {
            if key.hasPrefix("month."), let number = Int(key.dropFirst("month.".count)) {
                months[number] = text
            } else if key.hasPrefix("title.") {
                titles[String(key.dropFirst("title.".count))] = text
            } else if let dot = key.firstIndex(of: ".") {
                counts[String(key[..<dot]), default: [:]][String(key[key.index(after: dot)...])] = text
            } else {
                plain.append("\(key): \(JSONText.encode(text))")
            }
        }
        var lines = ["# sitegen's English words: change a text to change what the pages say."]
        lines += plain.sorted()
        lines += counts.sorted { $0.key < $1.key }.map { key, forms in
            "\(key): {"
                + forms.sorted { $0.key < $1.key }.map { "\($0.key): \(JSONText.encode($0.value))" }
                .joined(separator: ", ") + "}"
        }
        lines.append(
            "months: [" + months.sorted { $0.key < $1.key }.map { JSONText.encode($0.value) }.joined(separator: ", ")
                + "]")
        if !titles.isEmpty {
            lines.append("titles:")
            lines += titles.sorted { $0.key < $1.key }.map {
                "  \(JSONText.encode($0.key)): \(JSONText.encode($0.value))"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
