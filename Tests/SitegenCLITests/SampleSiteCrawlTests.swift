import Foundation
import SitegenTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The sample site builds cleanly, and a crawl over HTTP finds every link and asset, served at
/// the root and under a sub-path (the real binary and a Python server: the process tier).
@Suite(.serialized, .tags(.process), .tier(.process)) struct SampleSiteCrawlTests {
    @Test("the sample site builds with zero diagnostics and a one-line summary")
    func buildsCleanly() async throws {
        let (output, run) = try await SampleSite.shared.build()
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.isEmpty, "diagnostics: \(run.standardError)")
        #expect(run.standardOutput.hasPrefix("sitegen: wrote "))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        let episodes = try FileManager.default.contentsOfDirectory(
            atPath: output.appendingPathComponent("episodes").path)
        #expect(episodes.count >= 36)
    }

    @Test("every internal link and asset resolves", arguments: ["", "shows/"])
    func crawl(prefix: String) async throws {
        let (output, _) = try await SampleSite.shared.build()
        let root = try PackagePaths.temporaryFolder("sitegen-crawl")
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent(prefix)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: output, to: target)
        let server = try StaticServer(root: root)
        defer { server.stop() }
        let base = URL(string: "http://127.0.0.1:\(server.port)/\(prefix)")!
        var queue = [base]
        var seen: Set<String> = [base.absoluteString]
        var failures: [String] = []
        var pages = 0
        while !queue.isEmpty {
            let url = queue.removeFirst()
            let (data, response) = try await URLSession.shared.data(from: url)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard status == 200 else {
                failures.append("\(status) \(url.absoluteString)")
                continue
            }
            let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") ?? ""
            guard type.contains("html") || type.contains("css") else { continue }
            pages += 1
            let text = String(decoding: data, as: UTF8.self)
            for link in Self.links(in: text) {
                guard let resolved = URL(string: link, relativeTo: url)?.absoluteURL,
                    resolved.host == "127.0.0.1", resolved.port == server.port
                else { continue }
                var components = URLComponents(url: resolved, resolvingAgainstBaseURL: false)
                components?.fragment = nil
                guard let clean = components?.url, seen.insert(clean.absoluteString).inserted else { continue }
                if !clean.path.hasPrefix("/\(prefix)") {
                    failures.append("outside the base path: \(clean.path) from \(url.path)")
                }
                queue.append(clean)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20))")
        #expect(pages > 60)
        let notFound = try String(contentsOf: target.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains("href=\"/\""), "404.html links from the root path")
    }

    @Test("feed.xml and sitemap.xml are well-formed with one entry per published episode")
    func feeds() async throws {
        let (output, _) = try await SampleSite.shared.build()
        // The expectation comes from Content/ itself, not from what the build wrote: every
        // episode file that is neither a draft nor dated in the future.
        let published = try PublishedEpisodes.read(from: PackagePaths.root.appendingPathComponent("Content/episodes"))
        #expect(published.count >= 36, "\(published.count) published episodes")
        let expectedURLs = Set(published.map { "https://example.org/episodes/\($0.slug)/" })
        // The episode folders: `index.html` and `page/` are the archive's.
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("episodes").path)
            .filter { $0 != "index.html" && $0 != "page" }
        #expect(Set(pages.map { "https://example.org/episodes/\($0)/" }) == expectedURLs, "the episode pages written")
        for (file, element) in [("feed.xml", "entry"), ("sitemap.xml", "url")] {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let counter = ElementCounter(name: element)
            let parser = XMLParser(data: data)
            parser.delegate = counter
            // XMLParser returns true for some errors (a truncated file) and reports them in parserError.
            #expect(
                parser.parse() && parser.parserError == nil,
                "\(file) is not well-formed: \(String(describing: parser.parserError))")
            if file == "feed.xml" {
                #expect(counter.count == published.count)
                #expect(counter.entryIDs.sorted() == expectedURLs.sorted(), "the feed's entries")
                let newestFirst = published.sorted { $0.date > $1.date }.map(\.date)
                #expect(
                    counter.published.map { String($0.prefix(10)) } == newestFirst, "the feed's entries, newest first")
            } else {
                #expect(counter.count > published.count)
                #expect(counter.episodeURLs.sorted() == expectedURLs.sorted(), "the sitemap's episode pages")
            }
        }
    }

    /// The `href`, `src` and CSS `url()` targets in a page or stylesheet.
    static func links(in text: String) -> [String] {
        var links: [String] = []
        for pattern in [#"(?:href|src)="([^"]*)""#, #"url\(\s*['"]?([^'")]+)['"]?\s*\)"#] {
            let regex = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            for match in regex.matches(in: text, range: range) {
                guard let capture = Range(match.range(at: 1), in: text) else { continue }
                let link = String(text[capture]).replacingOccurrences(of: "&amp;", with: "&")
                if link.hasPrefix("data:") || link.hasPrefix("mailto:") || link.hasPrefix("#") { continue }
                links.append(link)
            }
        }
        return links
    }
}

/// Counts the elements of one name in an XML document, and collects the sitemap's episode
/// addresses and the feed's entry ids and dates.
final class ElementCounter: NSObject, XMLParserDelegate, @unchecked Sendable {
    let name: String
    var count = 0
    /// The sitemap's `<loc>` addresses of episode pages.
    var episodeURLs: [String] = []
    /// The feed's `<entry><id>` values, in order.
    var entryIDs: [String] = []
    /// The feed's `<entry><published>` values, in order.
    var published: [String] = []
    private var path: [String] = []
    private var text = ""

    init(name: String) { self.name = name }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == name { count += 1 }
        path.append(element)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        let parent = path.dropLast().last
        switch (parent, element) {
        // Episode pages, not the archive (`episodes/`, `episodes/page/2/`).
        case ("url", "loc")
        where text.contains("/episodes/") && !text.hasSuffix("/episodes/")
            && !text.contains("/episodes/page/"):
            episodeURLs.append(text)
        case ("entry", "id"): entryIDs.append(text)
        case ("entry", "published"): published.append(text)
        default: break
        }
        path.removeLast()
        text = ""
    }
}

/// The sample site's published episodes, read from the files with a few lines of text matching
/// (independently of sitegen's decoder): not `draft: true`, not dated after today.
struct PublishedEpisodes {
    var slug: String
    /// `YYYY-MM-DD`.
    var date: String

    static func read(from folder: URL) throws -> [PublishedEpisodes] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let today = formatter.string(from: Date())
        var result: [PublishedEpisodes] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let frontMatter = text.components(separatedBy: "\n---").first ?? ""
            var fields: [String: String] = [:]
            for line in frontMatter.split(separator: "\n") {
                guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" ") else { continue }
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                fields[String(line[..<colon])] = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            guard fields["draft"] != "true", let date = fields["date"], date <= today else { continue }
            // The slug: the `slug:` key, else the file name without `.md` and its leading number.
            let slug = fields["slug"] ?? String(name.dropLast(3).drop { $0.isNumber }.dropFirst())
            result.append(PublishedEpisodes(slug: slug, date: String(date.prefix(10))))
        }
        return result
    }
}
