import Foundation

extension JekyllSource {
    /// The people of Jekyll's data directory (`_data/hosts.yml`, `_data/guests.yml`,
    /// `_data/authors.yml`, `_data/people/*.yml`), read as Hugo's data files are, by
    /// ``ImportPeopleData``.
    /// - Parameters:
    ///   - configuration: The site's settings (`data_dir` moves the data directory).
    ///   - plan: Gets the people, and the problems.
    func readPeopleData(_ configuration: [String: Any], into plan: inout ImportPlan) {
        // `data_dir: _data/` names the same folder as `_data`.
        let given = ImportValue.text(configuration["data_dir"])?.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let name = given.flatMap { $0.isEmpty ? nil : $0 } ?? "_data"
        ImportPeopleData(folder: folder.appendingPathComponent(name), name: name, fileSystem: fileSystem)
            .read(into: &plan)
    }
}
