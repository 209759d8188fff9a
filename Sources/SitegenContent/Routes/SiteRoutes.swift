import SitegenLayout

/// Where every page and generated file of a site lives: the one place that spells output paths.
///
/// Page paths are folders relative to the site root with a trailing slash (`episodes/intro/`,
/// `""` for the home page); a page is written as that folder's `index.html`.
package enum SiteRoutes {
    /// The home page.
    package static let home = ""
    /// The library page.
    package static let library = "library/"
    /// The list of collections.
    package static let collections = "collections/"
    /// The list of categories.
    package static let categories = "categories/"
    /// The list of tags.
    package static let tags = "tags/"
    /// The list of people.
    package static let people = "people/"
    /// The archive: every episode, newest first, page by page.
    package static let archive = "episodes/"
    /// The search page (when the site has search; its index is ``searchIndex``).
    package static let search = "search/"
    /// The folder of the search index (Pagefind's files).
    package static let searchIndex = "pagefind"
    /// The Atom feed.
    package static let feed = "feed.xml"
    /// The site's podcast feed.
    package static let podcast = "podcast.xml"
    /// The sitemap (an index of `sitemap-N.xml` files when the site has more pages than one
    /// sitemap may list).
    package static let sitemap = "sitemap.xml"
    /// The most URLs one sitemap may list (sitemaps.org: 50,000, and 50 MB, which 50,000 of
    /// sitegen's entries stay well under).
    package static let sitemapURLLimit = 50_000

    /// The `number`th sitemap (from 1) of a site too large for one.
    package static func sitemapPart(_ number: Int) -> String { "sitemap-\(number).xml" }
    /// The empty file that holds an empty Output/ in a repository: every build keeps it, and it
    /// does not make Output/ a folder of someone's files.
    package static let outputPlaceholder = ".gitkeep"
    /// The aliases' redirects, for hosts that read them (Netlify, Cloudflare Pages).
    package static let redirects = "_redirects"
    /// The cache headers, for hosts that read them (Netlify, Cloudflare Pages).
    package static let headers = "_headers"
    /// robots.txt.
    package static let robots = "robots.txt"
    /// The page served for any missing path.
    package static let notFound = "404.html"
    /// The stylesheet's name before its fingerprint is added.
    package static let stylesheet = "assets/site.css"

    /// A layout's own stylesheet's name before its fingerprint is added (`assets/layout-feed.css`).
    package static func layoutStylesheet(_ layout: String) -> String {
        "assets/layout-" + CSSGridCompiler.scopeClass(layout).dropFirst("sg-".count) + ".css"
    }

    /// A page kind's own stylesheet's name before its fingerprint is added (`assets/page-episode.css`).
    package static func pageStylesheet(_ kind: String) -> String {
        "assets/page-\(kind).css"
    }

    /// An episode's page.
    package static func episode(_ slug: String) -> String { "episodes/" + slug + "/" }
    /// A collection's page.
    package static func collection(_ slug: String) -> String { "collections/" + slug + "/" }
    /// A category's page.
    package static func category(_ slug: String) -> String { "categories/" + slug + "/" }
    /// A tag's page.
    package static func tag(_ slug: String) -> String { "tags/" + slug + "/" }
    /// A person's page.
    package static func person(_ slug: String) -> String { "people/" + slug + "/" }
    /// A show's podcast feed (a collection with a `podcast:` block), beside its page.
    package static func showPodcast(ofPage path: String) -> String { path + "podcast.xml" }
    /// An episode's chapters (JSON chapters, Podcasting 2.0), beside its page.
    package static func chapters(ofPage path: String) -> String { path + "chapters.json" }
    /// Page `number` (2 or more) of a paginated listing whose first page is at `path`.
    package static func listingPage(_ number: Int, of path: String) -> String { path + "page/\(number)/" }
    /// A plain page (`about/`).
    package static func page(_ slug: String) -> String { slug + "/" }

    /// The file a page folder is written to.
    package static func file(ofPage path: String) -> String { path + "index.html" }

    /// The relative prefix from a page folder back to the site root (`../../`, `./` at the root).
    package static func rootPrefix(ofPage path: String) -> String {
        path.isEmpty ? "./" : String(repeating: "../", count: path.split(separator: "/").count)
    }

    /// What stands for the site root in HTML rendered before its page is known (cells, Markdown
    /// bodies): a page puts its own `rootPrefix` in its place. Its first byte, U+0001, is a
    /// control character that content never carries into HTML (it becomes U+FFFD).
    package static let rootMarker = "\u{1}sitegen-root\u{1}"
}
