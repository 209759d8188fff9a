import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenFormats

/// The machine-readable files: the Atom feed, the sitemap, robots.txt.
extension SiteRenderer {
    /// The Atom feed (``SiteConfiguration/atomFeed``): one entry per published episode, newest first.
    func atom(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        let configuration = site.configuration
        let entries = episodeOrder(reads: &reads).map { feedEntry($0, reads: &reads) }
        let updated = entries.map(\.updated).max()?.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(xmlEscape(configuration.language))">
              <title>\(xmlEscape(configuration.title))</title>
            \(configuration.description.isEmpty ? "" : "  <subtitle>\(xmlEscape(configuration.description))</subtitle>\n")\
              <id>\(xmlEscape(configuration.baseURL))</id>
              <link rel="alternate" type="text/html" href="\(xmlEscape(configuration.baseURL))"/>
              <link rel="self" type="application/atom+xml" href="\(xmlEscape(configuration.absoluteURL(configuration.atomFeed)))"/>
              <updated>\(updated)</updated>
              <author><name>\(xmlEscape(configuration.author.isEmpty ? configuration.title : configuration.author))</name></author>

            """
        if let copyright = configuration.copyright ?? configuration.podcast?.copyright {
            xml += "  <rights>\(xmlEscape(copyright))</rights>\n"
        }
        for entry in entries {
            let url = xmlEscape(configuration.absoluteURL(entry.path))
            xml += """
                  <entry>
                    <title>\(xmlEscape(entry.title))</title>
                    <id>\(url)</id>
                    <link rel="alternate" type="text/html" href="\(url)"/>
                    <published>\(entry.date.rfc3339)</published>
                    <updated>\(entry.updated.rfc3339)</updated>
                    <summary>\(xmlEscape(entry.summary))</summary>
                  </entry>

                """
        }
        xml += "</feed>\n"
        return RenderedFile(path: configuration.atomFeed, data: Data(xml.utf8))
    }

    /// `sitemap.xml`: every page, or, for a site with more pages than one sitemap may list, the
    /// index of its parts (`sitemap-1.xml`, …), as sitemaps.org and search engines read them.
    func sitemap(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        reads.read(.routeList)
        let parts = Self.sitemapParts(count: routes.count, limit: SiteRoutes.sitemapURLLimit)
        guard parts.count > 1 else {
            return RenderedFile(path: SiteRoutes.sitemap, data: Data(urlSet(routes.indices).utf8))
        }
        let locations = (1...parts.count).map { site.configuration.absoluteURL(SiteRoutes.sitemapPart($0)) }
        return RenderedFile(path: SiteRoutes.sitemap, data: Data(Self.sitemapIndex(locations).utf8))
    }

    /// `sitemap-N.xml`: the `number`th part of a sitemap too large for one file.
    func sitemapPart(_ number: Int, reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        reads.read(.routeList)
        let parts = Self.sitemapParts(count: routes.count, limit: SiteRoutes.sitemapURLLimit)
        let range = parts.indices.contains(number - 1) ? parts[number - 1] : 0..<0
        return RenderedFile(path: SiteRoutes.sitemapPart(number), data: Data(urlSet(range).utf8))
    }

    /// The `<urlset>` of the routes at `indices`.
    private func urlSet(_ indices: Range<Int>) -> String {
        var xml =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes[indices] {
            xml += "  <url><loc>\(xmlEscape(site.configuration.absoluteURL(route.path)))</loc>"
            if case .episode(let index) = route.subject {
                xml += "<lastmod>\(site.episodes[index].updated.isoDate)</lastmod>"
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// The ranges of routes each sitemap lists: one for a site of at most `limit` pages, else
    /// parts of `limit` each (the last the rest).
    static func sitemapParts(count: Int, limit: Int) -> [Range<Int>] {
        guard count > limit, limit > 0 else { return [0..<count] }
        return stride(from: 0, to: count, by: limit).map { $0..<min($0 + limit, count) }
    }

    /// A `<sitemapindex>` of the sitemaps at `locations` (absolute URLs).
    static func sitemapIndex(_ locations: [String]) -> String {
        var xml =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for location in locations { xml += "  <sitemap><loc>\(xmlEscape(location))</loc></sitemap>\n" }
        return xml + "</sitemapindex>\n"
    }

    /// `robots.txt`: everything allowed, with the sitemap's address.
    func robots(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        return RenderedFile(
            path: SiteRoutes.robots,
            data: Data("User-agent: *\nAllow: /\nSitemap: \(site.configuration.absoluteURL(SiteRoutes.sitemap))\n".utf8)
        )
    }
}
