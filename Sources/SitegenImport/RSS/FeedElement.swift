import Foundation
import SitegenDiagnostics
import SitegenMarkdown

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of a podcast's RSS feed as read for import: its qualified name (`itunes:image`),
/// attributes, text (CDATA included) and children, with the line and column it starts at.
struct FeedElement {
    /// The qualified name, as the feed writes it (`podcast:transcript`).
    var name: String
    /// The attributes, by their qualified names.
    var attributes: [String: String] = [:]
    /// The text directly inside it, CDATA sections included, untrimmed.
    var text = ""
    /// The elements inside it, in order.
    var children: [FeedElement] = []
    /// The line its start tag is on (1-based).
    var line = 1
    /// The column its start tag ends at, as the XML parser reports it (1-based).
    var column = 1

    /// The element as XML, its text and attributes escaped: what the readers of a feed template's
    /// text (``FeedNamespaceHead``) read, made from what the parser read.
    var xml: String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let attributes = self.attributes.keys.sorted().map { " \($0)=\"\(escaped(self.attributes[$0]!))\"" }
        return "<\(name)\(attributes.joined())>" + escaped(text) + children.map(\.xml).joined() + "</\(name)>"
    }

    /// The first child named `name`.
    func child(_ name: String) -> FeedElement? {
        children.first { $0.name == name }
    }

    /// Every child named `name`.
    func children(_ name: String) -> [FeedElement] {
        children.filter { $0.name == name }
    }

    /// The trimmed text of the first child named `name`, when it has any.
    func value(_ name: String) -> String? {
        guard let text = child(name)?.text.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return nil
        }
        return text
    }

    /// An attribute of the first child named `name`, trimmed, when it is not empty.
    func attribute(_ attribute: String, of name: String) -> String? {
        guard let value = child(name)?.attributes[attribute]?.trimmingCharacters(in: .whitespacesAndNewlines),
            !value.isEmpty
        else { return nil }
        return value
    }

    /// The document element of an XML file, or the error at its line and column in `path`.
    static func parse(_ data: Data, path: String) -> Result<FeedElement, Diagnostic> {
        parseCounting(data, path: path).map(\.root)
    }

    /// The document element, with how many texts and attributes held a code point no page may
    /// hold (XML allows C1 controls, HTML does not), each replaced by a space.
    static func parseCounting(_ data: Data, path: String) -> Result<(root: FeedElement, cleaned: Int), Diagnostic> {
        guard data.contains(where: { !(0x20 == $0 || (0x09...0x0D).contains($0)) }) else {
            return .failure(.error("the feed file is empty", at: .start(of: path)))
        }
        let bytes = FeedBytes(data)
        let builder = TreeBuilder()
        let parser = XMLParser(data: bytes.data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        guard parsed, var root = builder.root else {
            // Where the parser first found a mistake: it may read on, and stop only later.
            let place = builder.firstError ?? (parser.lineNumber, parser.columnNumber)
            let line = max(place.line, 1)
            let position = SourcePosition(
                file: path, line: bytes.fileLine(line), column: bytes.fileColumn(max(place.column, 1), line: line))
            let code = (parser.parserError as NSError?)?.code ?? 0
            return .failure(
                .error(
                    "the feed is not well-formed XML: "
                        + reason(code, open: builder.openElements.map { ($0.name, bytes.fileLine($0.line)) }),
                    at: position))
        }
        root.placeTags(
            in: String(decoding: bytes.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
            bytes: bytes)
        return .success((root, builder.cleaned))
    }

    /// Moves each element's column from the end of its start tag, where the parser reports it, to
    /// its `<`, where a reader looks for it.
    /// Lines and columns are the file's, not those of the bytes parsed (``FeedBytes``).
    private mutating func placeTags(in lines: [Substring], bytes: FeedBytes) {
        if line >= 1, line <= lines.count {
            let text = lines[line - 1]
            let end = text.utf8.index(text.startIndex, offsetBy: min(max(column - 1, 0), text.utf8.count))
            if let open = text[..<end].lastIndex(of: "<") { column = text[..<open].count + 1 }
        }
        column = bytes.fileColumn(column, line: line)
        line = bytes.fileLine(line)
        for index in children.indices { children[index].placeTags(in: lines, bytes: bytes) }
    }

    /// What an XML parser's error code says (libxml2's numbers, which Apple's `XMLParser`
    /// reports too; Foundation's `ErrorCode` cases on Linux are numbered one off), with the
    /// elements open where it stopped.
    private static func reason(_ code: Int, open: [(name: String, line: Int)]) -> String {
        let innermost = open.last.map { "<\($0.name)> (line \($0.line))" }
        switch code {
        case 4: return "no XML element where it starts (text before its first tag, such as a template's front matter?)"
        case 5, 77:
            return innermost.map { "it ends while \($0) is open (a tag never closed, or the file cut short)" }
                ?? "it goes on after its root element ends"
        case 76: return "an end tag does not match the element it closes" + (innermost.map { ", \($0)" } ?? "")
        case 26:
            return "a named character reference XML does not define (HTML's &nbsp;, &eacute; … are not XML's; "
                + "write &#160; or put the text in CDATA)"
        case 9: return "a character XML does not allow (a control character?)"
        case 64: return "something before its XML declaration, which must come first (`<?xml …?>`)"
        case 89: return "an entity that expands without end or too far (its DOCTYPE's entities refer to each other)"
        case 42: return "an attribute given twice in one tag"
        case 23, 68, 73:
            return "a tag or reference that is not well formed (a lone `<` or `&` in text is written &lt; or &amp;)"
        default: return "libxml2's error \(code) (`xmllint --noout` names it)"
        }
    }

    /// The prefixes the importer reads each namespace by, whatever prefix a feed binds it to
    /// (`xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd"`), by the namespace's URI in lower case.
    static let prefixes = [
        "http://www.itunes.com/dtds/podcast-1.0.dtd": "itunes",
        "https://podcastindex.org/namespace/1.0": "podcast",
        // The Podcasting 2.0 namespace's first address, which older feeds (and gPodder) still use.
        "https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md": "podcast",
        "http://purl.org/rss/1.0/modules/content/": "content", "http://www.w3.org/2005/atom": "atom",
        "http://purl.org/dc/elements/1.1/": "dc", "http://search.yahoo.com/mrss/": "media",
        "http://www.google.com/schemas/play-podcasts/1.0": "googleplay",
        "http://podlove.org/simple-chapters": "psc",
    ]

    /// An element's name as the importer reads it: the known namespaces' prefix and the local
    /// name (`itunes:duration`), else the name as the feed writes it.
    static func name(_ local: String, namespace: String?, qualified: String?) -> String {
        guard let namespace, !namespace.isEmpty else { return qualified ?? local }
        guard let prefix = prefixes[namespace.lowercased()] else { return qualified ?? local }
        return prefix + ":" + local
    }

    /// Builds the tree from the parser's events.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: FeedElement?
        private var open: [FeedElement] = []
        /// Where the first mistake was found.
        var firstError: (line: Int, column: Int)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber) }
        }

        /// The elements open now, outermost first, with their lines.
        var openElements: [(name: String, line: Int)] { open.map { ($0.name, $0.line) } }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            open.append(
                FeedElement(
                    name: FeedElement.name(elementName, namespace: namespaceURI, qualified: qualifiedName),
                    attributes: attributes.mapValues(clean), line: parser.lineNumber, column: parser.columnNumber))
        }

        /// How many texts and attribute values had a code point replaced.
        var cleaned = 0

        /// The text with each code point HTML forbids replaced by a space.
        func clean(_ text: String) -> String {
            guard HTMLCodePoints.firstForbidden(in: text) != nil else { return text }
            cleaned += 1
            return String(
                String.UnicodeScalarView(text.unicodeScalars.map { HTMLCodePoints.isAllowed($0) ? $0 : " " }))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !open.isEmpty { open[open.count - 1].text += clean(string) }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            if !open.isEmpty { open[open.count - 1].text += clean(String(decoding: CDATABlock, as: UTF8.self)) }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let element = open.popLast() else { return }
            if open.isEmpty {
                root = element
            } else {
                open[open.count - 1].children.append(element)
            }
        }
    }
}
