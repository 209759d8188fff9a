import SitegenDiagnostics

/// A file that rendering makes: a page of the theme, or one of the files every site has.
enum SiteOutput: Sendable, Hashable {
    /// A page (an index into the renderer's routes).
    case page(Int)
    /// `404.html`.
    case notFound
    /// `feed.xml`.
    case feed
    /// `sitemap.xml`.
    case sitemap
    /// `robots.txt`.
    case robots

    /// Every output of a site with `routes` pages.
    static func all(routes: Int) -> [SiteOutput] {
        (0..<routes).map(SiteOutput.page) + [.notFound, .feed, .sitemap, .robots]
    }

    /// The output path.
    func path(in renderer: SiteRenderer) -> String {
        switch self {
        case .page(let index): renderer.routes[index].outputPath
        case .notFound: SiteRoutes.notFound
        case .feed: SiteRoutes.feed
        case .sitemap: SiteRoutes.sitemap
        case .robots: SiteRoutes.robots
        }
    }
}

extension SiteRenderer {
    /// Renders one output, noting what it reads.
    func render(_ output: SiteOutput, reads: inout RenderReads) -> Result<RenderedFile, Diagnostic> {
        switch output {
        case .page(let index): render(routes[index], reads: &reads)
        case .notFound: .success(notFoundPage(reads: &reads))
        case .feed: .success(atom(reads: &reads))
        case .sitemap: .success(sitemap(reads: &reads))
        case .robots: .success(robots(reads: &reads))
        }
    }
}
