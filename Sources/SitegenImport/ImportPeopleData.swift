import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem

/// People kept as data files, as Hugo (`data/`) and Jekyll (`_data/`) keep them: a folder of
/// people (`people/jane.yml`, one person a file, named by it) and files of people (`hosts.yml`:
/// a map of ids to people, or, as Jekyll sites often write it, a list of people with a `name`).
/// Each person's values are read as a person page's front matter with no body.
struct ImportPeopleData {
    /// The data directory.
    var folder: URL
    /// The data directory's path in the site, as the report names it (`data`, `_data`).
    var name: String
    /// The file system the files are read from.
    var fileSystem: FileSystem

    /// Adds the data directory's people to the plan: first those of its people folders, then those
    /// of its people files; a person who already has a page (or was read first) keeps that, a
    /// folder's file filling what the page lacks (``fillPage(from:in:)``). A
    /// file that cannot be read is the plan's to report (``ImportPlan/cannotRead(_:at:)``); one
    /// that holds no people is named.
    /// - Parameter plan: Gets the people, the problems and the notes.
    func read(into plan: inout ImportPlan) {
        for section in HugoPeopleData.folders {
            let people = folder.appendingPathComponent(section)
            for path in ImportPlan.files(under: people, fileSystem: fileSystem) where !path.contains("/") {
                let base = (path as NSString).deletingPathExtension
                guard HugoPeopleData.extensions.contains((path as NSString).pathExtension.lowercased()),
                    !base.isEmpty
                else { continue }
                let display = "\(name)/\(section)/\(path)"
                switch ImportSettingsFile.load(
                    people.appendingPathComponent(path), display: display, subject: "the data file",
                    fileSystem: fileSystem)
                {
                case .success(let fields)?:
                    let page = ImportedPage(path: display, fields: fields, body: "")
                    let person = ImportPlan.File(page: page, slug: slugify(base))
                    if !Self.fillPage(from: person, in: &plan) { plan.people.append(person) }
                case .failure(let problem)?:
                    plan.cannotRead(problem.message, at: problem.position)
                case nil: continue
                }
            }
        }
        readFiles(into: &plan)
    }

    /// The people of the data directory's people files (jcast.dev's `data/hosts.yml`: `viktor:
    /// {name, sameAs, image}`; a Jekyll show's `_data/guests.yml`: `- name: Jane`).
    private func readFiles(into plan: inout ImportPlan) {
        let named = Self.namedIDs(in: plan.episodes)
        for section in Self.fileNames {
            for ext in HugoPeopleData.extensions {
                let display = "\(name)/\(section).\(ext)"
                switch ImportSettingsFile.value(
                    folder.appendingPathComponent("\(section).\(ext)"), display: display, subject: "the data file",
                    fileSystem: fileSystem)
                {
                case .success(let value)?:
                    let people = Self.people(in: value, path: display, named: named)
                    if people.isEmpty {
                        plan.notes.append(
                            "\(display): not read as people (neither a map of ids to people nor a list of people, "
                                + "each with a `name`)")
                    }
                    for person in people where !plan.people.contains(where: { $0.slug == person.slug }) {
                        plan.people.append(person)
                    }
                case .failure(let problem)?:
                    plan.cannotRead(problem.message, at: problem.position)
                case nil: continue
                }
            }
        }
    }

    /// The people of one file's value: each key of a map a person named so; each item of a list
    /// (or of the one list a map holds: writethedocspodcast's `info:`) a person named by its `id`,
    /// `slug` or `key`, else by another of its values that episodes name people by (`named`:
    /// writethedocspodcast's `slack_handle`), else by its `name`. Only entries with a `name` are people.
    static func people(in value: Any?, path: String, named: Set<String> = []) -> [ImportPlan.File] {
        func person(_ value: Any?, id: String?) -> ImportPlan.File? {
            let fields = ImportedPage.stringKeyed(value)
            let keys = ImportValue.lowercasedKeys(fields) ?? [:]
            guard let name = ImportValue.text(keys["name"]) else { return nil }
            let given =
                id ?? ["id", "slug", "key"].lazy.compactMap { ImportValue.text(keys[$0]) }.first
                ?? keys.keys.sorted().lazy.compactMap { ImportValue.text(keys[$0]) }.first {
                    named.contains(slugify($0))
                } ?? name
            let slug = slugify(given)
            guard !slug.isEmpty else { return nil }
            return ImportPlan.File(page: ImportedPage(path: path, fields: fields, body: ""), slug: slug)
        }
        if let items = (value as? [Any]) ?? Self.onlyList(in: value) {
            return items.compactMap { person($0, id: nil) }
        }
        let map = ImportedPage.stringKeyed(value)
        return map.keys.sorted().compactMap { person(map[$0], id: $0) }
    }
}
