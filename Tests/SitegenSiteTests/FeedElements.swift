import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an RSS feed, read with Foundation's XML parser: each with its path of
/// qualified names (`channel/podcast:funding`), its attributes and its text.
final class FeedElements: NSObject, XMLParserDelegate, @unchecked Sendable {
    /// One element.
    struct Element: Equatable, CustomStringConvertible {
        var path: String
        var attributes: [String: String]
        var text: String
        /// The item it is in (0 for the first `<item>`), nil for the channel's own elements.
        var item: Int?

        var description: String {
            let sorted = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
            return "<\(path.split(separator: "/").last ?? "")\(sorted)>\(text)"
        }
    }

    private(set) var elements: [Element] = []
    private var open: [Element] = []
    private var items = -1
    private(set) var error: String?

    /// Reads a feed; nil with the parser's error when it is not well-formed.
    static func read(_ data: Data) -> FeedElements {
        let reader = FeedElements()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        if !parser.parse() || reader.error != nil {
            reader.error = reader.error ?? parser.parserError.map { "\($0)" } ?? "not well-formed"
        }
        return reader
    }

    /// The channel's elements (not inside an item) named `name`, in order.
    func channel(_ name: String) -> [Element] {
        elements.filter { $0.item == nil && $0.path == "rss/channel/\(name)" }
    }

    /// The elements named `name` directly inside item `item`, in order.
    func item(_ item: Int, _ name: String) -> [Element] {
        elements.filter { $0.item == item && $0.path == "rss/channel/item/\(name)" }
    }

    /// How many items the feed has.
    var itemCount: Int { items + 1 }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let name = qualifiedName ?? element
        if name == "item" { items += 1 }
        let path = (open.last.map { $0.path + "/" } ?? "") + name
        open.append(
            Element(
                path: path, attributes: attributes, text: "",
                item: open.count >= 2 && items >= 0 && path.hasPrefix("rss/channel/item") ? items : nil))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !open.isEmpty { open[open.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if !open.isEmpty { open[open.count - 1].text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard var last = open.popLast() else { return }
        last.text = last.text.trimmingCharacters(in: .whitespacesAndNewlines)
        elements.append(last)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = error ?? "line \(parser.lineNumber): \(parseError)"
    }
}
