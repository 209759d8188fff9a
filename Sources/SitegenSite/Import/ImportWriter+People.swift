import Foundation

extension ImportWriter {
    /// The keys of a person's page the build reads besides the name: `avatar` from its picture
    /// (`image`, `avatar`, `photo`, `picture`: a picture of the imported Content/), `role` (`role`,
    /// `position`, `job`) and, for a page without a body, its `description` (or `bio`, `summary`)
    /// as the bio. The other keys are counted as dropped from people.
    mutating func personFields(
        _ fields: [String: Any], of person: ImportPlan.File
    ) -> (fields: [(String, Any)], description: String?) {
        var result: [(String, Any)] = []
        var used: Set<String> = ["title", "name"]
        context.bundle = person.bundle
        defer { context.bundle = nil }
        if let key = ["avatar", "image", "photo", "picture"].first(where: { !ImportValue.isEmpty(fields[$0]) }) {
            used.insert(key)
            let first = (fields[key] as? [Any])?.first ?? fields[key]
            if let path = ImportValue.contentFile(first, in: context), context.isUsableImage(path) {
                result.append(("avatar", path))
            } else {
                count(
                    "people's pictures left out (not a picture of the imported Content/ the build can read)",
                    person.page.path)
            }
        }
        if let key = ["role", "position", "job"].first(where: { ImportValue.text(fields[$0]) != nil }) {
            used.insert(key)
            result.append(("role", ImportValue.text(fields[key])!))
        }
        var description: String?
        if let key = ["description", "bio", "summary"].first(where: { ImportValue.text(fields[$0]) != nil }) {
            used.insert(key)
            description = ImportValue.text(fields[key])
        }
        for key in fields.keys.sorted() where !used.contains(key) && !ImportValue.isEmpty(fields[key]) {
            count("dropped from people", key)
        }
        return (result, description)
    }
}
