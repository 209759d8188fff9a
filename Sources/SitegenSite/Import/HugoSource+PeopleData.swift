import Foundation

extension HugoSource {
    /// The people of the data directory (`data/people/*.yml`, `.yaml`, `.toml` or `.json`, and
    /// `data/hosts.yml`), read by ``ImportPeopleData``.
    /// - Parameters:
    ///   - configuration: The site's settings (`dataDir` moves the data directory).
    ///   - plan: Gets the people, and the problems.
    func readPeopleData(_ configuration: [String: Any], into plan: inout ImportPlan) {
        let name = ImportValue.text(ImportValue.lowercasedKeys(configuration)?["datadir"]) ?? "data"
        ImportPeopleData(folder: folder.appendingPathComponent(name), name: name).read(into: &plan)
    }
}
