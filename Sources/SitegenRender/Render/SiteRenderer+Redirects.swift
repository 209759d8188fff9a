import Foundation
import SitegenContent
import SitegenFileSystem
import SitegenFormats

/// The redirects of `aliases:`: a page at each old path, and `_redirects` for hosts that read one.
extension SiteRenderer {
    /// The redirect page of an alias: a refresh to the page (relative, so the site works under
    /// any sub-path), its canonical URL, `noindex`, and a link for those who follow it by hand.
    func redirectPage(_ index: Int, reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        // Only this alias's target and title: a site imported with an alias per episode has
        // thousands of these pages, and an edited title is on one of them.
        let redirect = self.redirect(index, reads: &reads)
        let file = site.redirects[index].alias.file
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        let target =
            SiteRoutes.rootPrefix(ofPage: folder.isEmpty ? "" : folder + "/") + URLPathEncoding.encode(redirect.target)
        let canonical = site.configuration.absoluteURL(URLPathEncoding.encode(redirect.target))
        let title = xmlEscape(redirect.title)
        let html = """
            <!DOCTYPE html>
            <html lang="\(xmlEscape(site.configuration.language))">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <meta name="robots" content="noindex">
            <link rel="canonical" href="\(xmlEscape(canonical))">
            <meta http-equiv="refresh" content="0; url=\(xmlEscape(target))">
            </head>
            <body>
            <p>This page has moved to <a href="\(xmlEscape(target))">\(title)</a>.</p>
            </body>
            </html>

            """
        return RenderedFile(path: file, data: Data(html.utf8))
    }

    /// `_redirects`: `/old/path/ /new/path/ 301` per alias, the paths under the base URL's path.
    func redirectList(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        let base = site.configuration.basePath
        var text = "# The old paths of pages (aliases in front matter), for hosts that read this file.\n"
        for redirect in redirectLines(reads: &reads) {
            let from = base + String(redirect.path.dropFirst())
            text += "\(from) \(base)\(URLPathEncoding.encode(redirect.target)) 301\n"
        }
        return RenderedFile(path: SiteRoutes.redirects, data: Data(text.utf8))
    }

    /// The first words of every `_headers` sitegen writes: what tells an output folder sitegen
    /// wrote (and may replace) from a folder of someone's files.
    package static let headersSignature = "# Cache headers for hosts that read this file (Netlify, Cloudflare Pages)."

    /// `_headers`: everything under `assets/` has its content's hash in its name, so hosts may
    /// keep it for a year; pages, feeds and the search index keep the host's default
    /// (revalidated on every visit).
    func headersFile(reads: inout RenderReads) -> RenderedFile {
        reads.read(.siteWide)
        let text = """
            \(Self.headersSignature) The files under
            # assets/ carry a hash of their bytes in their names: they never change, so they are kept
            # for a year; pages and feeds are revalidated on every visit (the hosts' default).
            \(site.configuration.basePath)assets/*
              Cache-Control: public, max-age=31536000, immutable

            """
        return RenderedFile(path: SiteRoutes.headers, data: Data(text.utf8))
    }
}
