import SitegenContent
import SitegenMarkdown

extension LinkCheck {
    /// The links of every front-matter `summary:` (episodes, collections, pages) as links of the
    /// page of their file, as the page's Markdown body's are: relative ones from that page,
    /// root-relative ones under the site's base path.
    /// - Returns: Each link's page (its `index.html`, relative to the output) and its URL.
    func summaryReferences() -> [(page: String, reference: HTMLLinkScanner.Reference)] {
        var items: [(route: String, links: [MarkdownLink])] = []
        items += site.episodes.map { ($0.pagePath, $0.summaryLinks) }
        items += site.collections.map { ($0.collection.pagePath, $0.collection.summaryLinks) }
        items += site.pages.map { ($0.pagePath, $0.summaryLinks) }
        let basePath = site.configuration.basePath
        return items.flatMap { item in
            item.links.map { link in
                let written = link.siteDestination
                let url = written.hasPrefix("/") && !written.hasPrefix("//") ? basePath + written.dropFirst() : written
                return (SiteRoutes.file(ofPage: item.route), HTMLLinkScanner.Reference(url: url, line: link.line))
            }
        }
    }
}
