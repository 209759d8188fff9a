import Foundation
import SitegenContent

extension ImportPlan {
    /// Makes pages of the files of each section none of whose files has a date, media, a video
    /// or an episode's number (rbind/r-podcast's `content/contact/contact.md`, `about/about.md`,
    /// Castanet's way of giving each page a section and a `/:filename/` permalink): they were the
    /// site's pages, not episodes to be dated by the file's time. A section left with no episode
    /// and no introduction of its own is no collection. The report names the pages.
    mutating func makePagesOfUndatedSections() {
        let sections = Dictionary(grouping: episodes.indices, by: { episodes[$0].collection ?? "" })
        var moved: Set<Int> = []
        for (section, indices) in sections where !section.isEmpty && indices.allSatisfy({ isPlainPage(episodes[$0]) }) {
            moved.formUnion(indices)
            if collectionPages[section] == nil { collections[section] = nil }
        }
        guard !moved.isEmpty else { return }
        let made = moved.sorted().map { episodes[$0] }
        for file in made {
            pages.append(File(page: file.page, slug: file.slug, oldURL: file.oldURL, bundle: file.bundle))
        }
        episodes = episodes.indices.filter { !moved.contains($0) }.map { episodes[$0] }
        notes.append(
            "sections whose files have no date, media or number imported as pages: "
                + made.map(\.page.path).joined(separator: ", "))
    }

    /// Whether a file has neither a date (in its front matter or, as Hugo's `:filename` reads
    /// it, its name), nor media or a video, nor an episode's number.
    private func isPlainPage(_ file: File) -> Bool {
        let name = ((file.page.path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = ((file.page.path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard DatedFileName(name) == nil, DatedFileName(folder) == nil else { return false }
        let fields = Dictionary(
            (ImportValue.lowercasedKeys(file.page.fields) ?? [:]).map {
                (FrontMatterMapping.knownSpelling(of: $0.key), $0.value)
            }, uniquingKeysWith: { first, _ in first })
        return ["date", "publishdate", "pubdate", "created"].allSatisfy { ImportValue.isEmpty(fields[$0]) }
            && !Self.namesMediaOrNumber(file)
    }
}
