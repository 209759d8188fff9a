import Foundation

extension ImportPlan {
    /// Makes a page of each top-level section without episodes (Hugo's or Zola's
    /// `about/_index.md` alone): its introduction was all it published, at its own URL
    /// (`/about/`), and a collection of nothing is no show. The report names them.
    mutating func makePagesOfEmptySections() {
        let shows = Set(episodes.compactMap(\.collection))
        var made: [String] = []
        for (slug, page) in collectionPages.sorted(by: { $0.key < $1.key }) where !shows.contains(slug) {
            guard let old = collectionOldURLs[slug], old.split(separator: "/").count == 1 else { continue }
            pages.append(File(page: page, slug: slug, oldURL: old))
            collections[slug] = nil
            collectionPages[slug] = nil
            collectionOldURLs[slug] = nil
            collectionPaths.removeAll { $0.slug == slug }
            made.append(page.path)
        }
        if !made.isEmpty {
            notes.append("sections without episodes imported as pages: " + made.joined(separator: ", "))
        }
    }
}
