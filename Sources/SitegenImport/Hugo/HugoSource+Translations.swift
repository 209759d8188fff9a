import Foundation
import SitegenDiagnostics

extension HugoSource {
    /// Reads the site's translation files (`i18n/`, or the folder `i18nDir` names: each
    /// `<language>.toml`, `.yaml`, `.yml` or `.json`) into the plan; a file that cannot be read
    /// is a problem of the import, as a page is.
    func readTranslations(_ configuration: [String: Any], into plan: inout ImportPlan) {
        let name = ImportValue.text(ImportValue.lowercasedKeys(configuration)?["i18ndir"]) ?? "i18n"
        let root = folder.appendingPathComponent(name)
        for path in ImportPlan.files(under: root, fileSystem: fileSystem).sorted() where !path.contains("/") {
            let stem = (path as NSString).deletingPathExtension
            guard ["toml", "yaml", "yml", "json"].contains((path as NSString).pathExtension.lowercased()),
                !stem.isEmpty
            else { continue }
            let display = name + "/" + path
            switch ImportSettingsFile.value(
                root.appendingPathComponent(path), display: display, subject: "the translation file",
                fileSystem: fileSystem)
            {
            case .success(let value):
                let entries = value.flatMap(ImportTranslations.entries) ?? [:]
                plan.translationFiles.append(.init(path: display, language: stem.lowercased(), entries: entries))
            case .failure(let problem):
                plan.cannotRead(problem.message, at: problem.position)
            case nil:
                continue
            }
        }
    }
}
