import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats
import SitegenImport
import SitegenOutput
import SitegenPipeline
import SitegenRender

/// A small show for the search tests: 12 episodes in two collections, every body saying
/// "notes", one body holding a word no other page has.
enum SearchSite {
    /// The word only episode 7's body holds.
    static let rareWord = "zanzibarquux"

    /// The site's files, published at `baseURL`.
    static func files(baseURL: String = "https://example.org/shows/", search: Bool? = nil) -> [String: Data] {
        var siteYML = "title: Searchable\nbaseURL: \(baseURL)\nrequireThumbnails: false\n"
        if let search { siteYML += "search: \(search)\n" }
        var files: [String: Data] = [
            "Content/site.yml": Data(siteYML.utf8),
            "Content/collections/alpha.md": Data("---\ntitle: Alpha Show\n---\nThe first show.\n".utf8),
            "Content/collections/beta.md": Data("---\ntitle: Beta Show\n---\nThe second show.\n".utf8),
        ]
        for number in 1...12 {
            let extra = number == 7 ? " We visit \(rareWord) at last." : ""
            files["Content/episodes/\(String(number + 100).dropFirst())-e.md"] = Data(
                """
                ---
                title: Episode \(number)
                slug: episode-\(number)
                date: 2024-02-\(String(number + 100).dropFirst())
                collection: \(number % 2 == 0 ? "alpha" : "beta")
                tags: [Swift, "José Ibañez"]
                ---
                The notes of episode \(number).\(extra)

                """.utf8)
        }
        return files
    }

    /// Build options for `site` into `output` with Pagefind from the environment.
    static func options(site: URL, output: URL) -> SiteBuildOptions {
        var options = SiteBuildOptions(source: site, output: output, now: 1_900_000_000)
        options.searchIndexer = SearchIndexer.fromEnvironment()
        return options
    }
}
