import SitegenContent

extension FrontMatterMapping {
    /// Podcasting 2.0's soundbites as the build reads them: `{start, duration, title}` with a
    /// start from 0, a duration above 0 and at most 120 seconds, a title of at most 128
    /// characters; `nil` when one is not.
    static func soundbites(_ value: Any) -> [[String: Any]]? {
        guard let items = value as? [Any], !items.isEmpty else { return nil }
        var read: [[String: Any]] = []
        for item in items {
            guard let map = ImportValue.lowercasedKeys(item as? [String: Any]),
                Set(map.keys).isSubset(of: ["start", "duration", "title"]),
                let start = seconds(map["start"]), start >= 0,
                let duration = seconds(map["duration"]), duration > 0, duration <= 120
            else { return nil }
            var soundbite: [String: Any] = ["start": map["start"]!, "duration": map["duration"]!]
            if let title = map["title"] {
                guard let text = ImportValue.text(title), text.count <= PodcastNamespaceReader.shortTextLimit else {
                    return nil
                }
                soundbite["title"] = text
            }
            read.append(soundbite)
        }
        return read
    }

    /// A time as the build reads it: seconds, or `"mm:ss"`, `"h:mm:ss"`.
    private static func seconds(_ value: Any?) -> Double? {
        switch value {
        case let number as Int: Double(number)
        case let number as Double: number.isFinite ? number : nil
        case let text as String: MediaTimestamp.seconds(text)
        default: nil
        }
    }
}
