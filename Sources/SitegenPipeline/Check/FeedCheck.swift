import Foundation
import SitegenContent
import SitegenDiagnostics

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The feeds of a built site: well-formed XML, and every link into the site (`href`, `url`, `uri`,
/// `<link>`) leads to a file it has.
struct FeedCheck {
    var output: URL
    var files: Set<String>
    var configuration: SiteConfiguration

    func run() -> [Diagnostic] {
        let feeds = files.filter { $0 == configuration.atomFeed || $0.hasSuffix("podcast.xml") }.sorted()
        var diagnostics: [Diagnostic] = []
        let base = configuration.baseURL.hasSuffix("/") ? configuration.baseURL : configuration.baseURL + "/"
        for feed in feeds {
            // A stream, not `XMLParser(data:)`: libxml2 refuses a document over 10 MB given in one
            // piece (a podcast feed of 1,000 episodes' show notes is larger than that). A parser reports some
            // errors (a truncated feed) and still returns true, so the first error reported counts.
            guard let stream = InputStream(url: output.appendingPathComponent(feed)) else { continue }
            let collector = URLCollector()
            let parser = XMLParser(stream: stream)
            parser.delegate = collector
            let parsed = parser.parse()
            if !parsed || collector.firstError != nil {
                let error =
                    collector.firstError ?? (parser.parserError as NSError?).map { ($0.code, 1, 1) } ?? (0, 1, 1)
                diagnostics.append(
                    .error(
                        "the feed is not well-formed XML: \(Self.describe(error.code))",
                        at: SourcePosition(file: "Output/" + feed, line: error.line, column: error.column)))
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

    /// What a libxml2 error code (`xmlParserErrors`, as `XMLParser` reports it) means.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "the document goes on after its root element, or ends before it is closed"
        case 9: "a character XML does not allow"
        case 23, 26, 27: "an entity XML does not define (only &amp; &lt; &gt; &quot; &apos; and numeric references)"
        case 38, 39, 40, 41: "a malformed attribute"
        case 73: "a tag is not closed with '>'"
        case 76: "a closing tag does not match the element it closes"
        case 77: "the document ends inside an element"
        default: "libxml2 error \(code)"
        }
    }

    /// Collects `href`, `url` and `uri` (an alternate enclosure's source) attributes and `<link>` texts with their lines, and the first
    /// error with its place.
    private final class URLCollector: NSObject, XMLParserDelegate {
        var urls: [(String, Int)] = []
        var firstError: (code: Int, line: Int, column: Int)?
        private var text = ""
        private var inLink = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            for key in ["href", "url", "uri"] {
                if let value = attributes[key] { urls.append((value, parser.lineNumber)) }
            }
            inLink = elementName == "link"
            text = ""
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if firstError == nil {
                firstError = ((parseError as NSError).code, max(parser.lineNumber, 1), max(parser.columnNumber, 1))
            }
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
