import Foundation

extension ImportWriter {
    /// The keys of an episode's front matter that describe its one guest (or, without guests,
    /// its one host): the person's bio and role (focoacessivel/focoacessivel.github.io's `guest:
    /// Marcelo Sales`, `role: Consultor e Designer`, `bio: "<p>…</p>"`, which its layout shows
    /// as the guest's).
    static let episodePersonKeys: [(key: String, field: String)] = [
        ("guest_bio", "bio"), ("bio", "bio"), ("guest_role", "role"), ("role", "role"),
    ]

    /// Makes an episode's `author` (or `authors`) its hosts when each id or name it gives is a
    /// person of the settings' `[params.authors]` and the episode names no hosts, and takes it out
    /// of the episode's `params:`.
    mutating func takeAuthorsAsHosts(
        _ file: ImportPlan.File, fields: inout [(String, Any)], mapping: inout FrontMatterMapping
    ) {
        guard !paramAuthors.isEmpty, !fields.contains(where: { $0.0 == "hosts" }) else { return }
        for key in ["author", "authors"] {
            guard let written = mapping.toParams.first(where: { $0.key.lowercased() == key })?.key,
                let names = ImportValue.strings(file.page.fields[written]), !names.isEmpty
            else { continue }
            let ids = names.compactMap { paramAuthors[slugify($0)] }
            guard ids.count == names.count else { continue }
            fields.insert(("hosts", ids), at: fields.firstIndex { $0.0 == "params" } ?? fields.count)
            fields = Self.removing(written, fromParamsOf: fields)
            mapping.toParams.removeAll { $0.key == written }
            count("hosts from the author, a person of the settings' [params.authors]", file.page.path)
            return
        }
    }

    /// Gives the episode's one person the bio and role its front matter describes them with,
    /// where their page has none, and takes those keys out of the episode's `params:`.
    mutating func takeEpisodePerson(
        _ file: ImportPlan.File, fields: inout [(String, Any)], mapping: inout FrontMatterMapping
    ) {
        let guests = fields.first { $0.0 == "guests" }?.1 as? [String] ?? []
        let hosts = fields.first { $0.0 == "hosts" }?.1 as? [String] ?? []
        let persons = guests.isEmpty ? hosts : guests
        guard persons.count == 1, let slug = persons.first else { return }
        let source = ImportValue.lowercasedKeys(file.page.fields) ?? [:]
        var taken: Set<String> = []
        for (key, field) in Self.episodePersonKeys where !taken.contains(field) {
            guard let text = ImportValue.text(source[key]),
                let written = mapping.toParams.first(where: { $0.key.lowercased() == key })?.key
            else { continue }
            taken.insert(field)
            if field == "bio", (people[slug]?.body ?? "").isEmpty {
                people[slug] = (people[slug]?.name ?? mapping.people[slug] ?? slug, text + "\n")
            } else if field == "role", personRoles[slug] == nil {
                personRoles[slug] = text
            }
            fields = Self.removing(written, fromParamsOf: fields)
            mapping.toParams.removeAll { $0.key == written }
            count("people's bio or role from the episode that names them alone", written)
        }
    }
}
