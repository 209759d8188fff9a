import Foundation
import SitegenContent

extension ImportPlan {
    /// Makes pages of the files of each section that has no episode's shape: none of its files
    /// names media, and either none has a date nor anything only an episode has but a number
    /// (rbind/r-podcast's `contact/contact.md`; JupiterBroadcasting's `sponsors/`, whose
    /// `episode:` names the episode a sponsor read on), or, in a site whose other files have
    /// media, none names anything only an episode has, a number included (JupiterBroadcasting's
    /// dated `community/` links). A draft among them is left out, as a page has no draft. A
    /// section left with no episode and no introduction of its own is no collection. The report
    /// names the files.
    mutating func makePagesOfUndatedSections() {
        let sections = Dictionary(grouping: episodes.indices, by: { episodes[$0].collection ?? "" })
        let siteHasMedia = episodes.contains { Self.namesMedia($0) }
        var moved: Set<Int> = []
        for (section, indices) in sections where !section.isEmpty {
            let files = indices.map { episodes[$0] }
            guard !files.contains(where: Self.namesMedia) else { continue }
            let undated =
                !files.contains(where: hasDate) && !files.contains { Self.namesEpisodeFact($0, countingNumber: false) }
            let unlikeEpisodes = !files.contains { Self.namesEpisodeFact($0, countingNumber: true) }
            guard undated || (unlikeEpisodes && siteHasMedia) else { continue }
            moved.formUnion(indices)
            if collectionPages[section] == nil { collections[section] = nil }
        }
        guard !moved.isEmpty else { return }
        let made = moved.sorted().map { episodes[$0] }
        var drafts: [String] = []
        for file in made {
            if file.isDraft || ImportValue.flag((ImportValue.lowercasedKeys(file.page.fields) ?? [:])["draft"]) == true
            {
                drafts.append(file.page.path)
                continue
            }
            pages.append(File(page: file.page, slug: file.slug, oldURL: file.oldURL, bundle: file.bundle))
        }
        episodes = episodes.indices.filter { !moved.contains($0) }.map { episodes[$0] }
        notes.append(
            "sections with no media whose files have no dates, or nothing only an episode has, imported as pages: "
                + made.map(\.page.path).filter { !drafts.contains($0) }.joined(separator: ", "))
        if !drafts.isEmpty {
            notes.append(
                "drafts of those sections left out (a page is published or not there): "
                    + drafts.joined(separator: ", "))
        }
    }

    /// Whether a file has a date in its front matter or, as Hugo's `:filename` reads it, its name.
    private func hasDate(_ file: File) -> Bool {
        let name = ((file.page.path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = ((file.page.path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard DatedFileName(name) == nil, DatedFileName(folder) == nil else { return true }
        let fields = Self.knownFields(file)
        return !["date", "publishdate", "pubdate", "created"].allSatisfy { ImportValue.isEmpty(fields[$0]) }
    }
}
