import Foundation
import SitegenContent

extension ImportWriter {
    /// The pages of people that are one person: the source's slug of each page that is not
    /// kept → the slug of the page that is.
    ///
    /// A source may keep a page for each appearance of a guest (Arrested DevOps' Castanet site
    /// has `guest/agoldfuss.md`, `agoldfuss2.md` and `agoldfuss3.md`, each "Alice Goldfuss",
    /// each with another photo), which sitegen would list as three people of one episode each.
    /// Pages are one person when their names are the same and they share a profile (`twitter`,
    /// `website`, …), or neither names any. The page kept is the one named as the name would be
    /// (JupiterBroadcasting's `people/jon-seager.md` beside `jnsgruk.md`), else the shortest.
    static func samePeople(_ people: [ImportPlan.File]) -> [String: String] {
        typealias Page = (slug: String, profiles: Set<String>)
        var byName: [String: [Page]] = [:]
        for person in people where ContentFileDecoder.isPlainSegment(person.slug) {
            let fields = ImportValue.lowercasedKeys(person.page.fields) ?? [:]
            guard let name = personName(fields)?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                continue
            }
            let profiles = Set(profileKeys.compactMap { ImportValue.text(fields[$0.key]).map(profileIdentity) })
            byName[name.lowercased(), default: []].append((person.slug, profiles.subtracting([""])))
        }
        var kept: [String: String] = [:]
        for name in byName.keys.sorted() {
            guard let pages = byName[name], pages.count > 1 else { continue }
            let own = slugify(name)
            var people: [Page] = []
            var seen: Set<String> = []
            let order = { (page: Page) in (page.slug == own ? 0 : 1, page.slug.count, page.slug) }
            for page in pages.sorted(by: { order($0) < order($1) }) {
                guard seen.insert(page.slug).inserted else { continue }
                if let owner = people.firstIndex(where: { isSamePerson($0.profiles, page.profiles) }) {
                    kept[page.slug] = people[owner].slug
                    people[owner].profiles.formUnion(page.profiles)
                } else {
                    people.append(page)
                }
            }
        }
        return kept
    }

    /// Whether two pages of one name are one person by their profiles.
    private static func isSamePerson(_ profiles: Set<String>, _ others: Set<String>) -> Bool {
        profiles.isEmpty && others.isEmpty || !profiles.isDisjoint(with: others)
    }

    /// A profile as written, without what differs between two ways of writing it (`@jdoe`,
    /// `https://www.example.org/`, `http://example.org`).
    private static func profileIdentity(_ text: String) -> String {
        var identity = Substring(text.lowercased())
        for prefix in ["https://", "http://", "www.", "@"] where identity.hasPrefix(prefix) {
            identity = identity.dropFirst(prefix.count)
        }
        while identity.hasSuffix("/") { identity = identity.dropLast() }
        return String(identity)
    }
}
