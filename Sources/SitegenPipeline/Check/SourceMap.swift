import Foundation
import SitegenContent
import SitegenDiagnostics
import SitegenFileSystem
import SitegenMarkdown

/// Which Markdown file wrote each page of a site, with its links, so that a broken link is
/// reported where it was written.
struct SourceMap {
    /// A Markdown source: its file and its links.
    struct Source {
        var file: String
        var links: [MarkdownLink]
    }

    private var sources: [String: Source] = [:]

    init(site: Site) {
        // A front-matter summary's links come first, as they come first in the file.
        var pages: [(String, String, [MarkdownLink])] = []
        pages += site.episodes.map { ($0.pagePath, $0.path, $0.summaryLinks + $0.document.links) }
        pages += site.collections.map { entry in
            let collection = entry.collection
            return (
                collection.pagePath, collection.path,
                collection.summaryLinks + collection.document.links
            )
        }
        pages += site.pages.map { ($0.pagePath, $0.path, $0.summaryLinks + $0.document.links) }
        pages += site.people.map { (SiteRoutes.person($0.person.slug), $0.person.path, $0.person.document.links) }
        for (route, file, links) in pages {
            sources[SiteRoutes.file(ofPage: route)] = Source(file: file, links: links)
        }
    }

    /// Where the Markdown of `page` wrote a link that leads where `url` does: its line, the
    /// column (UTF-8 bytes) of its destination on that line, and the destination as written.
    func link(
        leadingLike url: String, on page: String, basePath: String, source folder: URL, fileSystem: FileSystem
    ) -> (SourcePosition, String)? {
        guard let source = sources[page], !source.file.isEmpty else { return nil }
        let target = LinkTarget.resolve(url, from: page, basePath: basePath)
        for link in source.links {
            let written = link.siteDestination
            let destination =
                written.hasPrefix("/") && !written.hasPrefix("//") ? basePath + written.dropFirst() : written
            guard LinkTarget.resolve(destination, from: page, basePath: basePath) == target else { continue }
            let data = try? fileSystem.read(folder.appendingPathComponent(source.file))
            let column = data.flatMap { Self.column(of: link.destination, line: link.line, in: $0) } ?? 1
            return (SourcePosition(file: source.file, line: link.line, column: column), link.destination)
        }
        // Raw HTML's links are made relative to the page as Markdown's are: the source may
        // have written the site-absolute path.
        var written = [url]
        if case .internal(let path, let fragment) = target {
            written.append(basePath + path + (fragment.map { "#" + $0 } ?? ""))
        }
        return rawHTMLLink(written, in: source, folder: folder, fileSystem: fileSystem)
    }

    /// The column (UTF-8 bytes, from 1) where `text` first starts on line `line` of a file's
    /// bytes, or `nil` when that line does not hold it.
    static func column(of text: String, line: Int, in data: Data) -> Int? {
        let lines = data.split(separator: 10, omittingEmptySubsequences: false)
        guard line >= 1, line - 1 < lines.count else { return nil }
        let written = lines[line - 1]
        return written.firstRange(of: Array(text.utf8)).map { $0.lowerBound - written.startIndex + 1 }
    }

    /// Where the source's raw HTML (an `<a href>` Markdown passes through) first writes one of
    /// `urls` as an attribute's quoted value, as it is or with its `&` written `&amp;`; `nil`
    /// when it does not, and the link came from the theme.
    private func rawHTMLLink(
        _ urls: [String], in source: Source, folder: URL, fileSystem: FileSystem
    ) -> (SourcePosition, String)? {
        let urls = urls.filter { !$0.isEmpty }
        guard !urls.isEmpty, let data = try? fileSystem.read(folder.appendingPathComponent(source.file)) else {
            return nil
        }
        let forms = urls.flatMap { [$0, $0.replacingOccurrences(of: "&", with: "&amp;")] }
        let needles = forms.flatMap { form in ["\"", "'"].map { Array(($0 + form + $0).utf8) } }
        for (index, line) in data.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
            for needle in needles {
                guard let range = line.firstRange(of: needle) else { continue }
                let column = range.lowerBound - line.startIndex + 2
                let written = String(decoding: needle.dropFirst().dropLast(), as: UTF8.self)
                return (SourcePosition(file: source.file, line: index + 1, column: column), written)
            }
        }
        return nil
    }
}
