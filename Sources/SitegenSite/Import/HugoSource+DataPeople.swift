import Foundation
import SitegenDiagnostics

extension HugoSource {
    /// People a Hugo site keeps as data, as themes read them through `.Site.Data.hosts`: one
    /// file a person (`data/hosts/jessfraz.toml`, jessfraz/weirdtrickmafia.fm) or one file of
    /// them all, a map of slugs to people (`data/guests.yaml`); TOML, YAML or JSON. Each is a
    /// person page without a body; a content page of the same slug is taken instead.
    static func dataPeople(in folder: URL, configuration: [String: Any], plan: inout ImportPlan) {
        let name = ImportValue.text(ImportValue.lowercasedKeys(configuration)?["datadir"]) ?? "data"
        let data = folder.appendingPathComponent(name)
        var taken = Set(plan.people.map(\.slug))
        func add(_ base: String, _ fields: [String: Any], path: String) {
            let slug = slugify(base)
            guard taken.insert(slug).inserted else { return }
            plan.people.append(ImportPlan.File(page: ImportedPage(path: path, fields: fields, body: ""), slug: slug))
        }
        for path in ImportPlan.files(under: data) {
            let parts = path.split(separator: "/").map(String.init)
            let section = (parts[0] as NSString).deletingPathExtension.lowercased()
            guard parts.count <= 2, peopleSections.contains(section),
                ["toml", "yaml", "yml", "json"].contains((path as NSString).pathExtension.lowercased())
            else { continue }
            let display = name + "/" + path
            switch ImportSettingsFile.load(data.appendingPathComponent(path), display: display) {
            case .success(let fields) where parts.count == 2:
                add((parts[1] as NSString).deletingPathExtension, fields, path: display)
            case .success(let people):
                for key in people.keys.sorted() {
                    guard let fields = people[key] as? [String: Any] else { continue }
                    add(key, fields, path: display)
                }
            case .failure(let problem):
                plan.problems.append(.warning("\(problem.message); skipped", at: problem.position))
            case nil: continue
            }
        }
    }
}
