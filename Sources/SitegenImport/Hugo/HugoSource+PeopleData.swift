import Foundation
import SitegenContent

extension HugoSource {
    /// The people of the data directory (`data/people/*.yml`, `.yaml`, `.toml` or `.json`, and
    /// `data/hosts.yml`), read by ``ImportPeopleData``.
    /// - Parameters:
    ///   - configuration: The site's settings (`dataDir` moves the data directory).
    ///   - plan: Gets the people, and the problems.
    func readPeopleData(_ configuration: [String: Any], into plan: inout ImportPlan) {
        let name = ImportValue.text(ImportValue.lowercasedKeys(configuration)?["datadir"]) ?? "data"
        ImportPeopleData(folder: folder.appendingPathComponent(name), name: name, fileSystem: fileSystem)
            .read(into: &plan)
        // The people of `[params.authors]` (Kubecast/kubecast-hugo, the Arrested DevOps theme:
        // `[params.authors.ivan]` with a name, a bio and profiles), after those with pages or files.
        let params = ImportValue.lowercasedKeys(ImportValue.lowercasedKeys(configuration)?["params"] as? [String: Any])
        guard let authors = params?["authors"] else { return }
        let people = ImportPeopleData.people(in: authors, path: "params.authors")
        for person in people where !plan.people.contains(where: { $0.slug == person.slug }) {
            plan.people.append(person)
        }
        for person in people {
            plan.paramAuthors[person.slug] = person.slug
            let fields = ImportValue.lowercasedKeys(person.page.fields) ?? [:]
            if let name = ImportValue.text(fields["name"]).map(slugify), plan.paramAuthors[name] == nil {
                plan.paramAuthors[name] = person.slug
            }
        }
    }
}
