import Foundation
import SitegenDiagnostics

extension HugoSource {
    /// The people of the data directory's people folders (`data/people/*.yml`, `.yaml`, `.toml`
    /// or `.json`): each file a person named by its file, its values read as a person page's
    /// front matter with no body; a person who has a page of the content already keeps that. A
    /// file that cannot be read is a warning, and skipped.
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
    }
}
