import SitegenDiagnostics

/// One address per page: two pages at one folder, or a page inside a folder the site keeps for
/// its own pages, would overwrite each other or answer with the wrong page.
extension SiteAssembler {
    /// Folders whose every page the site writes (its tags, categories, people, search, library,
    /// stylesheets and search index).
    package static let ownedFolders = [
        SiteRoutes.tags, SiteRoutes.categories, SiteRoutes.people, SiteRoutes.search, SiteRoutes.library,
        "assets/", SiteRoutes.searchIndex + "/",
    ]

    /// Reports, at the page that comes second, a page at another's address, at the address of a
    /// listing of the site (the home page, the archive, the collections), inside a folder the site
    /// keeps (``ownedFolders``), or inside a listing's page-number folder (`episodes/page/`,
    /// where `episodes/page/2/` is the archive's second page).
    /// A folder of the site's own inside every address a pattern makes is an error at the pattern.
    static func checkAddresses(
        episodes: [Episode], collections: [EpisodeCollection], pages: [ContentPage], permalinks: SitePermalinks,
        diagnostics: inout [Diagnostic]
    ) {
        var reported: Set<Diagnostic> = []
        let listings: [(path: String, name: String)] =
            [
                (SiteRoutes.home, "the home page"), (SiteRoutes.archive, "the archive"),
                (SiteRoutes.collections, "the list of collections"),
            ]
            + collections.map { ($0.pagePath, "the collection \($0.path)") }
        var owners: [String: String] = Dictionary(listings.map { ($0.path, $0.name) }, uniquingKeysWith: { a, _ in a })
        var addressed: [(path: String, file: String, position: SourcePosition, isCollection: Bool)] = []
        var patterns: [String: (kind: String, pattern: PermalinkPattern?)] = [:]
        let ownURLs = Set(
            episodes.filter { $0.positions["url"] != nil }.map(\.path)
                + collections.filter { $0.urlPosition != nil }.map(\.path)
                + pages.filter { $0.urlPosition != nil }.map(\.path))
        addressed += collections.map {
            patterns[$0.path] = (
                "collection", $0.permalinkPath == nil || $0.urlPosition != nil ? nil : permalinks.collection
            )
            return ($0.pagePath, $0.path, $0.urlPosition ?? SourcePosition.start(of: $0.path), true)
        }
        addressed += episodes.map {
            patterns[$0.path] = (
                "episode", $0.permalinkPath == nil || $0.positions["url"] != nil ? nil : permalinks.episode
            )
            return (
                $0.pagePath, $0.path, $0.positions["url"] ?? $0.positions["slug"] ?? SourcePosition.start(of: $0.path),
                false
            )
        }
        addressed += pages.map {
            patterns[$0.path] = ("page", $0.permalinkPath == nil || $0.urlPosition != nil ? nil : permalinks.page)
            return ($0.pagePath, $0.path, $0.urlPosition ?? SourcePosition.start(of: $0.path), false)
        }
        // Files the site writes whatever the pages: a page's folder at one of them, or inside it,
        // could not be written (`url: /feed.xml/`).
        let files = Set(
            [
                SiteRoutes.feed, SiteRoutes.podcast, SiteRoutes.sitemap, SiteRoutes.robots, SiteRoutes.headers,
                SiteRoutes.redirects, SiteRoutes.notFound,
            ]
                + episodes.filter { !($0.media.chapters ?? []).isEmpty }.map {
                    SiteRoutes.chapters(ofPage: $0.pagePath)
                }
                + collections.map { SiteRoutes.showPodcast(ofPage: $0.pagePath) })
        // The folders a page's own folder is in, and itself (`a/`, `a/b/` of `a/b/`), without their last `/`:
        // looked up in `files` one by one, as every page would otherwise be compared with every file.
        func folders(of path: String) -> [String] {
            var result: [String] = []
            var current = ""
            for segment in path.split(separator: "/") {
                current += (current.isEmpty ? "" : "/") + segment
                result.append(current)
            }
            return result
        }
        var folded: [String: (path: String, file: String)] = [:]
        // A page's own `url:` comes last: where it takes another page's address, it is the mistake.
        let ordered = addressed.filter { !ownURLs.contains($0.file) } + addressed.filter { ownURLs.contains($0.file) }
        for page in ordered {
            let shown = "/" + page.path
            // A place the site keeps, reported once for the pattern that made the address.
            func reportKept(_ place: String) {
                let kind = patterns[page.file]?.kind ?? ""
                let pattern = patterns[page.file]?.pattern
                let written =
                    pattern.map { "`permalinks.\(kind)` '\($0.written)' makes addresses" }
                    ?? "this page's address \(shown) is"
                let diagnostic = Diagnostic.error(
                    "\(written) \(place); give \(pattern == nil ? "it" : "them") another",
                    at: pattern?.position ?? page.position)
                if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            }
            if let file = folders(of: page.path).first(where: files.contains) {
                reportKept("at /\(file), a file the site writes")
                continue
            }
            if let owner = owners[page.path], !(page.isCollection && owner == "the collection \(page.file)") {
                diagnostics.append(
                    .error("this page's address \(shown) is also \(owner)'s; give it another", at: page.position))
                continue
            }
            if let folder = ownedFolders.first(where: { page.path.hasPrefix($0) }) {
                reportKept("inside /\(folder), which the site keeps for its own pages")
                continue
            }
            if let listing = listings.first(where: { page.path.hasPrefix($0.path + "page/") }) {
                diagnostics.append(
                    .error(
                        "this page's address \(shown) is inside /\(listing.path)page/, where \(listing.name) has its pages 2, 3, …; give it another",
                        at: page.position))
                continue
            }
            // macOS's and Windows' disks take `Foo/` and `foo/` for one folder: one page would be lost there.
            if let other = folded[page.path.lowercased()], other.path != page.path {
                diagnostics.append(
                    .error(
                        "this page's address \(shown) differs from \(other.file)'s, /\(other.path), only in case; "
                            + "on macOS and Windows they are one folder: give it another", at: page.position))
                continue
            }
            folded[page.path.lowercased()] = (page.path, page.file)
            if !page.isCollection { owners[page.path] = page.file }
        }
    }
}
