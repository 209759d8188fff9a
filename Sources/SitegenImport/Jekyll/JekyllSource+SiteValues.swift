import Foundation

extension JekyllSource {
    /// Jekyll's `site` as Liquid reads it: the settings, and `data`, the data directory's files
    /// (`_data/speakers.yml` is `site.data.speakers`; `_data/people/ada.yml` is
    /// `site.data.people.ada`) that hold a mapping.
    /// - Parameters:
    ///   - configuration: The site's settings (`data_dir` moves the data directory).
    ///   - plan: Gets the values.
    func readSiteValues(_ configuration: [String: Any], into plan: inout ImportPlan) {
        let given = ImportValue.text(configuration["data_dir"])?.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let name = given.flatMap { $0.isEmpty ? nil : $0 } ?? "_data"
        let data = folder.appendingPathComponent(name)
        var values: [String: Any] = [:]
        for path in ImportPlan.files(under: data, fileSystem: fileSystem) {
            let parts = path.split(separator: "/").map { ($0 as NSString).deletingPathExtension }
            guard parts.count <= 2, ["yml", "yaml", "json"].contains((path as NSString).pathExtension.lowercased()),
                case .success(let fields)? = ImportSettingsFile.load(
                    data.appendingPathComponent(path), display: "\(name)/\(path)", subject: "the data file",
                    fileSystem: fileSystem)
            else { continue }
            if parts.count == 1 {
                values[parts[0]] = fields
            } else {
                var folderValues = values[parts[0]] as? [String: Any] ?? [:]
                folderValues[parts[1]] = fields
                values[parts[0]] = folderValues
            }
        }
        plan.siteValues = configuration.merging(["data": values]) { _, data in data }
    }
}

extension JekyllSource {
    /// Names of data files that hold a site's settings, which its templates read as
    /// `site.data.NAME.title` (CafeNerd/cafenerd.pl's `_data/metadata.yml`: `title`, `url`,
    /// `description`, `author`, `email`; its `_config.yml` gives none of them).
    static let settingsDataNames = ["metadata"]

    /// Adds to the settings the keys they lack from a data file of ``settingsDataNames``, and
    /// says so in the notes.
    func fillSettingsFromData(_ configuration: inout [String: Any], notes: inout [String]) {
        let given = ImportValue.text(configuration["data_dir"])?.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let name = given.flatMap { $0.isEmpty ? nil : $0 } ?? "_data"
        for base in Self.settingsDataNames {
            for ext in ["yml", "yaml", "json"] {
                let url = folder.appendingPathComponent(name).appendingPathComponent(base + "." + ext)
                guard
                    case .success(let fields)? = ImportSettingsFile.load(
                        url, display: "\(name)/\(base).\(ext)", fileSystem: fileSystem)
                else { continue }
                let present = Set(configuration.keys.map { $0.lowercased() })
                let added = fields.keys.sorted().filter { !present.contains($0.lowercased()) }
                for key in added { configuration[key] = fields[key] }
                if !added.isEmpty {
                    notes.append(
                        "settings _config.yml lacks read from \(name)/\(base).\(ext) (the site's templates read it as "
                            + "site.data.\(base)): " + added.joined(separator: ", "))
                }
            }
        }
    }
}
