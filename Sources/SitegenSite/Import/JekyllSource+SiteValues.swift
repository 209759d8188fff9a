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
        for path in ImportPlan.files(under: data) {
            let parts = path.split(separator: "/").map { ($0 as NSString).deletingPathExtension }
            guard parts.count <= 2, ["yml", "yaml", "json"].contains((path as NSString).pathExtension.lowercased()),
                case .success(let fields)? = ImportSettingsFile.load(
                    data.appendingPathComponent(path), display: "\(name)/\(path)", subject: "the data file")
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
