/// Hugo's people data files (jcast.dev's `data/people/risa_somers.yml`, which episodes name by
/// file: `guests: [{id: risa_somers}]`): sitegen's people are `Content/people/<slug>.md`, so the
/// build names such files when they are found in `Content/`, and `sitegen import hugo` converts
/// them.
enum HugoPeopleData {
    /// The data directory's folders whose files are people.
    static let folders = ["people", "person", "persons", "guests", "guest", "hosts", "host", "authors"]
    /// The kinds of data file Hugo reads.
    static let extensions = ["yml", "yaml", "toml", "json"]

    /// Whether a path relative to a data directory's parent (`data/people/jane.yml`) is a
    /// people data file.
    static func isDataFile(_ path: String) -> Bool {
        guard path.hasPrefix("data/") else { return false }
        let parts = path.split(separator: "/")
        guard parts.count == 3, parts[0] == "data", folders.contains(String(parts[1])),
            let dot = parts[2].lastIndex(of: "."), dot != parts[2].startIndex
        else { return false }
        return extensions.contains(parts[2][parts[2].index(after: dot)...].lowercased())
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
