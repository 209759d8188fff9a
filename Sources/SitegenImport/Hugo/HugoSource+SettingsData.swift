import Foundation

extension HugoSource {
    /// Names of data files that hold the show's settings, which a theme's templates read as
    /// `.Site.Data.show.itunes_owner_email` (ElmarJ/delossetegels.nl's `data/show.toml`: the
    /// description, owner, category and artwork its `config.toml` does not give).
    static let settingsDataNames = ["show", "metadata"]

    /// The settings of the data files of ``settingsDataNames``, each with where it is.
    func settingsData(_ configuration: [String: Any]) -> [(source: String, values: [String: Any])] {
        let name = ImportValue.text(ImportValue.lowercasedKeys(configuration)?["datadir"]) ?? "data"
        var found: [(source: String, values: [String: Any])] = []
        for base in Self.settingsDataNames {
            for ext in ["toml", "yaml", "yml", "json"] {
                let display = "\(name)/\(base).\(ext)"
                guard
                    case .success(let values)? = ImportSettingsFile.load(
                        folder.appendingPathComponent(display), display: display, fileSystem: fileSystem),
                    !values.isEmpty
                else { continue }
                found.append(("\(display) (the theme's templates read it as .Site.Data.\(base))", values))
            }
        }
        return found
    }
}
