import Foundation
import SitegenContent

extension ImportPeopleData {
    /// Fills a person's page from the data file it stands for, when it has one: the page whose
    /// slug is the data file's, or whose `host` or `guest` names it (Kubecast/kubecast-hugo's
    /// `content/host/ivan.md`, `host = "ivan"` and a title only, whose theme shows
    /// `data/hosts/ivan.yml`'s `FullName`, `Bio` and profiles). The page's own keys win; the key
    /// that named the file is used up.
    /// - Parameters:
    ///   - person: A person of the data directory.
    ///   - plan: The plan whose people pages are looked through.
    /// - Returns: Whether a page took the person in (it is then not a person of its own).
    static func fillPage(from person: ImportPlan.File, in plan: inout ImportPlan) -> Bool {
        guard
            let index = plan.people.firstIndex(where: {
                $0.slug == person.slug || namedDataID(of: $0.page.fields) == person.slug
            })
        else { return false }
        var fields = plan.people[index].page.fields
        if let key = fields.keys.first(where: { ["host", "guest"].contains($0.lowercased()) }),
            ImportValue.text(fields[key]).map(slugify) == person.slug
        {
            fields[key] = nil
        }
        let present = Set(fields.keys.map { $0.lowercased() })
        for (key, value) in person.page.fields where !present.contains(key.lowercased()) { fields[key] = value }
        plan.people[index].page.fields = fields
        return true
    }

    /// The id of the data file a person's page names by its `host` or `guest`, slugified.
    private static func namedDataID(of fields: [String: Any]) -> String? {
        let keys = ImportValue.lowercasedKeys(fields) ?? [:]
        return (keys["host"] ?? keys["guest"]).flatMap(ImportValue.text).map(slugify)
    }
}
