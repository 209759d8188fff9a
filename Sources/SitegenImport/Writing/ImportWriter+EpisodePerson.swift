import Foundation
import SitegenContent

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
    ///
    /// Zola (0.19 on) has `authors` among a page's own keys, the names its feeds write as the
    /// item's author: a Zola episode's `authors` are its hosts, each a person by their name
    /// (`"jane@example.org (Jane Doe)"`, as RSS writes an author, by the name in brackets), unless
    /// one is only an address.
    mutating func takeAuthorsAsHosts(
        _ file: ImportPlan.File, fields: inout [(String, Any)], mapping: inout FrontMatterMapping
    ) {
        guard !fields.contains(where: { $0.0 == "hosts" }) else { return }
        if generator == .zola {
            takeZolaAuthorsAsHosts(file, fields: &fields, mapping: &mapping)
            return
        }
        guard !paramAuthors.isEmpty else { return }
        for key in ["author", "authors"] {
            guard let written = mapping.toParams.first(where: { $0.key.lowercased() == key })?.key,
                let names = ImportValue.strings(file.page.fields[written]), !names.isEmpty
            else { continue }
            let ids = names.compactMap { paramAuthors[slugify($0)] }
            guard ids.count == names.count else { continue }
            take(written, asHosts: ids, fields: &fields, mapping: &mapping)
            count("hosts from the author, a person of the settings' [params.authors]", file.page.path)
            return
        }
    }

    /// Makes a Zola page's `authors` its hosts (``takeAuthorsAsHosts(_:fields:mapping:)``).
    private mutating func takeZolaAuthorsAsHosts(
        _ file: ImportPlan.File, fields: inout [(String, Any)], mapping: inout FrontMatterMapping
    ) {
        guard let written = mapping.toParams.first(where: { $0.key.lowercased() == "authors" })?.key,
            let authors = ImportValue.strings(file.page.fields[written])
        else { return }
        let names = authors.compactMap(Self.authorName)
        let slugs = names.map(slugify)
        guard names.count == authors.count, slugs.allSatisfy(ContentFileDecoder.isPlainSegment) else { return }
        for (slug, name) in zip(slugs, names) where people[slug] == nil { people[slug] = (name, "") }
        var unique: [String] = []
        for slug in slugs where !unique.contains(slug) { unique.append(slug) }
        take(written, asHosts: unique, fields: &fields, mapping: &mapping)
        count("hosts from Zola's `authors`", file.page.path)
    }

    /// Writes `hosts` before the episode's `params:` and takes the key it came from out of them.
    private func take(
        _ written: String, asHosts ids: [String], fields: inout [(String, Any)], mapping: inout FrontMatterMapping
    ) {
        fields.insert(("hosts", ids), at: fields.firstIndex { $0.0 == "params" } ?? fields.count)
        fields = Self.removing(written, fromParamsOf: fields)
        mapping.toParams.removeAll { $0.key == written }
    }

    /// A person's name as an author is written: the name, or an RSS author's name in brackets
    /// after their address (`jane@example.org (Jane Doe)`); nil for an address alone.
    static func authorName(_ text: String) -> String? {
        var name = text.trimmingCharacters(in: .whitespaces)
        if let open = name.firstIndex(of: "("), name.hasSuffix(")"),
            isAddress(name[..<open].trimmingCharacters(in: .whitespaces))
        {
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
                .trimmingCharacters(in: .whitespaces)
        }
        return name.isEmpty || isAddress(name) ? nil : name
    }

    /// Whether a text is an e-mail address alone (one word with an `@`).
    private static func isAddress(_ text: String) -> Bool {
        text.contains("@") && !text.contains(where: \.isWhitespace)
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
