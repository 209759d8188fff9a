import Foundation
import SitegenContent

extension ImportPeopleData {
    /// The names of the data files of people: Hugo's people sections, and `profiles`
    /// (writethedocspodcast/writethedocspodcast.github.io's `_data/profiles.yml`).
    static let fileNames = HugoPeopleData.folders + ["profiles"]

    /// The ids episodes name people by in `hosts`, `guests`, `host` and `guest` (a list, or a
    /// map's keys), slugified.
    static func namedIDs(in episodes: [ImportPlan.File]) -> Set<String> {
        var ids: Set<String> = []
        for file in episodes {
            let fields = ImportValue.lowercasedKeys(file.page.fields) ?? [:]
            for key in ["hosts", "guests", "host", "guest"] {
                var value = fields[key]
                if let map = value as? [String: Any] { value = Array(map.keys) }
                for name in ImportValue.strings(value) ?? [] { ids.insert(slugify(name)) }
            }
        }
        return ids
    }

    /// The list a map holds as its only value (`info: [- name: …]`), if it is one.
    static func onlyList(in value: Any?) -> [Any]? {
        let map = ImportedPage.stringKeyed(value)
        guard map.count == 1 else { return nil }
        return map.values.first as? [Any]
    }
}
