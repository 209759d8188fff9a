import Foundation
import SitegenDiagnostics

/// The machine-readable files: the Atom feed, the sitemap, robots.txt.
extension SiteRenderer {
    /// `feed.xml`: one entry per published episode, newest first.
    func atom(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        reads.read(.episodeCount)
        for index in site.episodes.indices { reads.read(.feedEntry(index)) }
        let configuration = site.configuration
        let updated = site.episodes.first?.date.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(xmlEscape(configuration.language))">
              <title>\(xmlEscape(configuration.title))</title>
              <subtitle>\(xmlEscape(configuration.description))</subtitle>
              <id>\(xmlEscape(configuration.baseURL))</id>
              <link rel="alternate" type="text/html" href="\(xmlEscape(configuration.baseURL))"/>
              <link rel="self" type="application/atom+xml" href="\(xmlEscape(configuration.absoluteURL(SiteRoutes.feed)))"/>
              <updated>\(updated)</updated>
              <author><name>\(xmlEscape(configuration.author.isEmpty ? configuration.title : configuration.author))</name></author>

            """
        for episode in site.episodes {
            let url = xmlEscape(configuration.absoluteURL(SiteRoutes.episode(episode.slug)))
            xml += """
                  <entry>
                    <title>\(xmlEscape(episode.title))</title>
                    <id>\(url)</id>
                    <link rel="alternate" type="text/html" href="\(url)"/>
                    <published>\(episode.date.rfc3339)</published>
                    <updated>\(episode.date.rfc3339)</updated>
                    <summary>\(xmlEscape(episode.summary))</summary>
                  </entry>

                """
        }
        xml += "</feed>\n"
        return RenderedFile(path: SiteRoutes.feed, data: Data(xml.utf8))
    }

    /// `sitemap.xml`: every page.
    func sitemap(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        reads.read(.routeList)
        var xml =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes {
            xml += "  <url><loc>\(xmlEscape(site.configuration.absoluteURL(route.path)))</loc>"
            if case .episode(let index) = route.subject {
                xml += "<lastmod>\(site.episodes[index].date.isoDate)</lastmod>"
            }
            xml += "</url>\n"
        }
        xml += "</urlset>\n"
        return RenderedFile(path: SiteRoutes.sitemap, data: Data(xml.utf8))
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
