import Foundation
import SitegenDiagnostics

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The feeds of a built site: well-formed XML, and every link into the site (`href`, `url`,
/// `<link>`) leads to a file it has.
struct FeedCheck {
    var output: URL
    var files: Set<String>
    var configuration: SiteConfiguration

    func run() -> [Diagnostic] {
        let feeds = files.filter { $0 == SiteRoutes.feed || $0.hasSuffix("podcast.xml") }.sorted()
        var diagnostics: [Diagnostic] = []
        let base = configuration.baseURL.hasSuffix("/") ? configuration.baseURL : configuration.baseURL + "/"
        for feed in feeds {
            guard let data = try? Data(contentsOf: output.appendingPathComponent(feed)) else { continue }
            let collector = URLCollector()
            let parser = XMLParser(data: data)
            parser.delegate = collector
            if !parser.parse() {
                diagnostics.append(
                    .error(
                        "the feed is not well-formed XML: \(parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error")",
                        at: SourcePosition(file: "Output/" + feed, line: parser.lineNumber, column: parser.columnNumber)
                    ))
                continue
            }
            for (url, line) in collector.urls where url.hasPrefix(base) {
                var path = String(url.dropFirst(base.count))
                if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
                path = path.removingPercentEncoding ?? path
                if LinkCheck.file(for: path, in: files) == nil {
                    diagnostics.append(
                        .error(
                            "broken link in the feed '\(url)': the site has no \(path.isEmpty ? "home page" : path)",
                            at: SourcePosition(file: "Output/" + feed, line: line, column: 1)))
                }
            }
        }
        return diagnostics
    }

    /// Collects `href` and `url` attributes and `<link>` texts with their lines.
    private final class URLCollector: NSObject, XMLParserDelegate {
        var urls: [(String, Int)] = []
        private var text = ""
        private var inLink = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            for key in ["href", "url"] { if let value = attributes[key] { urls.append((value, parser.lineNumber)) } }
            inLink = elementName == "link"
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inLink { text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if elementName == "link", !text.isEmpty {
                urls.append((text.trimmingCharacters(in: .whitespacesAndNewlines), parser.lineNumber))
            }
            inLink = false
        }
    }
}
