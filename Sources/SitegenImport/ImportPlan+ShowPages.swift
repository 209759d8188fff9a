import Foundation
import SitegenContent

extension ImportPlan {
    /// Makes a collection of each page other episodes name as their show (`show:`, any case) and
    /// that has no date of its own: LoomState/loomstate.fm keeps its shows as pages,
    /// `content/shows/retro.md` (`Type: show`), and its episodes say `Show: retro`. The page's
    /// title, summary (`description`) and introduction are the collection's, its old URL an alias
    /// of the collection's page, and the episodes naming it are its episodes; a section left with
    /// no episode and nothing of its own (`shows/`, `episodes/`) is no collection. The report
    /// names the pages.
    mutating func makeCollectionsOfShowPages() {
        func field(_ file: File, _ key: String) -> Any? { ImportValue.lowercasedKeys(file.page.fields)?[key] }
        let named = Set(episodes.compactMap { ImportValue.text(field($0, "show")).map(slugify) })
        guard !named.isEmpty else { return }
        var made: [String] = []
        var shows: Set<String> = []
        episodes.removeAll { file in
            let slug = slugify(file.slug)
            guard named.contains(slug), collections[slug] == nil || collectionPages[slug] == nil,
                ["date", "publishdate", "pubdate"].allSatisfy({ field(file, $0) == nil }),
                ImportValue.text(field(file, "show")).map(slugify) ?? slug == slug
            else { return false }
            collections[slug] = (ImportValue.text(field(file, "title")) ?? slug, file.page.body)
            collectionPages[slug] = file.page
            collectionOldURLs[slug] = file.oldURL
            made.append(file.page.path)
            shows.insert(slug)
            return true
        }
        guard !made.isEmpty else { return }
        for index in episodes.indices {
            guard let show = ImportValue.text(field(episodes[index], "show")).map(slugify), shows.contains(show)
            else { continue }
            episodes[index].collection = show
        }
        let held = Set(episodes.compactMap(\.collection))
        for slug in collections.keys where !held.contains(slug) && collectionPages[slug] == nil {
            collections[slug] = nil
        }
        notes.append("pages the episodes name as their show imported as collections: " + made.joined(separator: ", "))
    }
}
