import Foundation
public import SitegenDiagnostics

/// The site's settings from `Content/site.yml`.
public struct SiteConfiguration: Sendable, Hashable, Encodable {
    /// The site's title.
    public var title: String
    /// A one-sentence description.
    public var description: String
    /// The author (feeds and the footer).
    public var author: String
    /// The language code, e.g. `en`.
    public var language: String
    /// The absolute URL the site is published at, with a trailing slash; may include a path.
    public var baseURL: String
    /// The theme's name (a folder under `Themes/`, or the built-in `default`).
    public var theme: String
    /// Whether raw HTML in Markdown passes through.
    public var unsafeHTML: Bool
    /// Whether a thumbnail that does not exist is an error (default) or a warning.
    public var requireThumbnails: Bool
    /// The copyright notice (`copyright:`): the footer, the Atom feed's `<rights>`, and the
    /// podcast feeds' `<copyright>` unless `podcast.copyright` gives another.
    public var copyright: String?
    /// The podcast feed's show settings (`podcast:` in site.yml), when given.
    public var podcast: PodcastSettings?
    /// Whether fenced code blocks are highlighted at build time (`highlight:`, default `true`).
    public var highlightsCode: Bool
    /// How many items a page of a paginated listing shows, unless the theme's section says
    /// (`pageSize:`; default ``SiteConfiguration/defaultPageSize``).
    public var pageSize: Int?
    /// Whether the site has search (`search:`, default `true`): a search page, a Search link on
    /// every page, and a Pagefind index written after the pages.
    public var search = true
    /// Where `search:` is written in site.yml, for diagnostics about it.
    public var searchPosition: SourcePosition?
    /// The Atom feed's path from the site root (`atomFeed:`, default `feed.xml`): a show whose
    /// podcast feed was at `/feed.xml` keeps that address with the Atom feed moved aside.
    public var atomFeed = "feed.xml"
    /// Where `atomFeed:` is written in site.yml, for diagnostics about it.
    public var atomFeedPosition: SourcePosition?
    /// The addresses `permalinks:` gives episodes, collections and pages (sitegen's own by default).
    public var permalinks = SitePermalinks()
    /// The design tokens `style:` sets, appended after the theme's stylesheet (none by default).
    public var style = SiteStyle()
    /// The links `menu:` adds to every page's navigation, after sitegen's own, in order.
    public var menu: [SiteMenuLink] = []

    /// The page size of listings when neither site.yml nor the theme gives one: 24 fills every
    /// row of 1, 2, 3, 4 or 6 columns.
    public static let defaultPageSize = 24

    /// The base URL of a site.yml without one: pages work anywhere (their links are relative),
    /// but feeds, the sitemap and canonical links need the real address.
    public static let placeholderBaseURL = "http://localhost/"

    /// The default settings.
    public init(
        title: String = "Untitled", description: String = "", author: String = "", language: String = "en",
        baseURL: String = placeholderBaseURL, theme: String = "default", unsafeHTML: Bool = false,
        requireThumbnails: Bool = true, highlightsCode: Bool = true
    ) {
        self.title = title
        self.description = description
        self.author = author
        self.language = language
        self.baseURL = baseURL
        self.theme = theme
        self.unsafeHTML = unsafeHTML
        self.requireThumbnails = requireThumbnails
        self.highlightsCode = highlightsCode
    }

    /// The path part of the base URL, with slashes at both ends (`/` or `/shows/`).
    public var basePath: String {
        guard let schemeEnd = baseURL.range(of: "://") else { return "/" }
        let rest = baseURL[schemeEnd.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "/" }
        var path = String(rest[slash...])
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<query]) }
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// An absolute URL for a site-relative path (`episodes/x/`).
    public func absoluteURL(_ path: String) -> String {
        (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + path
    }
}
