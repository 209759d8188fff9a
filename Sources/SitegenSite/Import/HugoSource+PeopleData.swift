import Foundation
import SitegenDiagnostics

extension HugoSource {
    /// The people of the data directory's people folders (`data/people/*.yml`, `.yaml`, `.toml`
    /// or `.json`), each file a person named by its file, its values read as a person page's
    /// front matter with no body, then of its people files (`data/hosts.yml`); a person who has a
    /// page of the content already keeps that. A file that cannot be read is a warning, and skipped.
    /// - Parameters:
    ///   - configuration: The site's settings (`dataDir` moves the data directory).
    ///   - plan: Gets the people, and the problems.
    func readPeopleData(_ configuration: [String: Any], into plan: inout ImportPlan) {
        let name = ImportValue.text(ImportValue.lowercasedKeys(configuration)?["datadir"]) ?? "data"
        let data = folder.appendingPathComponent(name)
        for section in HugoPeopleData.folders {
            let people = data.appendingPathComponent(section)
            for path in ImportPlan.files(under: people) where !path.contains("/") {
                let base = (path as NSString).deletingPathExtension
                guard HugoPeopleData.extensions.contains((path as NSString).pathExtension.lowercased()),
                    !base.isEmpty, !plan.people.contains(where: { $0.slug == slugify(base) })
                else { continue }
                let display = "\(name)/\(section)/\(path)"
                switch ImportSettingsFile.load(
                    people.appendingPathComponent(path), display: display, subject: "the data file")
                {
                case .success(let fields)?:
                    let page = ImportedPage(path: display, fields: fields, body: "")
                    plan.people.append(ImportPlan.File(page: page, slug: slugify(base)))
                case .failure(let problem)?:
                    plan.problems.append(.warning("\(problem.message); skipped", at: problem.position))
                case nil: continue
                }
            }
        }
        readPeopleDataFiles(in: data, named: name, into: &plan)
    }

    /// The people of one data file of the people (jcast.dev's `data/hosts.yml`: `viktor: {name,
    /// sameAs, image}`), each key a person named so, its values read as a person page's front
    /// matter with no body; a person already read keeps what was read. A file that is no map of
    /// people is named in the report.
    func readPeopleDataFiles(in data: URL, named name: String, into plan: inout ImportPlan) {
        for section in HugoPeopleData.folders {
            for ext in HugoPeopleData.extensions {
                let display = "\(name)/\(section).\(ext)"
                switch ImportSettingsFile.load(
                    data.appendingPathComponent("\(section).\(ext)"), display: display, subject: "the data file")
                {
                case .success(let map)?:
                    let people = map.keys.sorted().compactMap { key -> ImportPlan.File? in
                        guard let fields = map[key] as? [String: Any],
                            ImportValue.text(ImportValue.lowercasedKeys(fields)?["name"]) != nil
                        else { return nil }
                        let page = ImportedPage(path: display, fields: fields, body: "")
                        return ImportPlan.File(page: page, slug: slugify(key))
                    }
                    if people.isEmpty {
                        plan.notes.append("\(display): not read as people (not a map of ids to people with a `name`)")
                    }
                    for person in people where !plan.people.contains(where: { $0.slug == person.slug }) {
                        plan.people.append(person)
                    }
                case .failure(let problem)?:
                    plan.problems.append(.warning("\(problem.message); skipped", at: problem.position))
                case nil: continue
                }
            }
        }
    }
}
