import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SitegenTestSupport

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
        let episodes = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("episodes").path)
        #expect(episodes.count >= 36)
    }

    @Test("every internal link and asset resolves", arguments: ["", "shows/"])
    func crawl(prefix: String) async throws {
        let (output, _) = try await SampleSite.shared.build()
        let root = try PackagePaths.temporaryFolder("sitegen-crawl")
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent(prefix)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
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
                      resolved.host == "127.0.0.1", resolved.port == server.port else { continue }
                var components = URLComponents(url: resolved, resolvingAgainstBaseURL: false)
                components?.fragment = nil
                guard let clean = components?.url, seen.insert(clean.absoluteString).inserted else { continue }
                if !clean.path.hasPrefix("/\(prefix)") { failures.append("outside the base path: \(clean.path) from \(url.path)") }
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
        let episodes = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("episodes").path).count
        for (file, element) in [("feed.xml", "entry"), ("sitemap.xml", "url")] {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let counter = ElementCounter(name: element)
            let parser = XMLParser(data: data)
            parser.delegate = counter
            #expect(parser.parse(), "\(file) is not well-formed: \(String(describing: parser.parserError))")
            if file == "feed.xml" {
                #expect(counter.count == episodes)
            } else {
                #expect(counter.count > episodes)
                #expect(counter.episodeURLs == episodes)
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

/// Counts the elements of one name in an XML document.
final class ElementCounter: NSObject, XMLParserDelegate, @unchecked Sendable {
    let name: String
    var count = 0
    var episodeURLs = 0
    private var inLocation = false
    private var location = ""

    init(name: String) { self.name = name }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if element == name { count += 1 }
        if element == "loc" { inLocation = true; location = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inLocation { location += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "loc" {
            inLocation = false
            if location.contains("/episodes/") { episodeURLs += 1 }
        }
    }
}
