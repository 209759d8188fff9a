/// Hugo's people data files (jcast.dev's `data/people/risa_somers.yml`, which episodes name by
/// file: `guests: [{id: risa_somers}]`): sitegen's people are `Content/people/<slug>.md`, so the
/// build names such files when they are found in `Content/`, and `sitegen import hugo` converts
/// them.
package enum HugoPeopleData {
    /// The data directory's folders whose files are people.
    package static let folders = ["people", "person", "persons", "guests", "guest", "hosts", "host", "authors"]
    /// The kinds of data file Hugo reads.
    package static let extensions = ["yml", "yaml", "toml", "json"]

    /// Whether a path relative to a data directory's parent is a people data file: one of a
    /// people folder (`data/people/jane.yml`), or a file of people (`data/hosts.yml`).
    static func isDataFile(_ path: String) -> Bool {
        guard path.hasPrefix("data/") else { return false }
        let parts = path.split(separator: "/")
        guard parts.count == 2 || parts.count == 3, let name = parts.last, let dot = name.lastIndex(of: "."),
            dot != name.startIndex, extensions.contains(name[name.index(after: dot)...].lowercased())
        else { return false }
        return folders.contains(String(parts.count == 3 ? parts[1] : name[..<dot]))
    }

    /// The people data file among `files` (relative to `Content/`) whose name is `id`, if any.
    static func file(named id: String, in files: Set<String>) -> String? {
        for folder in folders {
            for ext in extensions where files.contains("data/\(folder)/\(id).\(ext)") {
                return "data/\(folder)/\(id).\(ext)"
            }
        }
        return nil
    }
}
