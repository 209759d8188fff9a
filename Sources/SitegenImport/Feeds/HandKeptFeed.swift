import Foundation
import SitegenFileSystem

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A podcast feed a site keeps as a file written by hand, not made by a template
/// (geeksinprogress/site's `static/podcast.xml`): the guid each of its items gives its
/// enclosure, read so that the imported episodes keep the guids podcast apps know them by.
struct HandKeptFeed {
    /// Where the site published the file (`podcast.xml`).
    var path: String
    /// Each item's enclosure URL and guid, in the file's order.
    var items: [(enclosure: String, guid: String)]

    /// The largest file read as a feed: a hand-kept one is far smaller.
    static let largestFile = 32 * 1024 * 1024

    /// The feed in a file of the site: `nil` when it is no RSS file (by its name and bytes) or
    /// none of its items has both an enclosure and a guid. What is read before an XML error is kept.
    static func read(_ url: URL, path: String, fileSystem: FileSystem) -> HandKeptFeed? {
        let name = path.lowercased()
        guard name.hasSuffix(".xml") || name.hasSuffix(".rss"), let size = fileSystem.size(url),
            size <= largestFile, let data = try? fileSystem.read(url),
            let text = String(data: data, encoding: .utf8), text.contains("<rss"), text.contains("<enclosure")
        else { return nil }
        let collector = ItemCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        _ = parser.parse()
        return collector.items.isEmpty ? nil : HandKeptFeed(path: path, items: collector.items)
    }

    /// The guid of the item whose enclosure is one of `urls`, else of the one item whose enclosure
    /// has the same file name (the feed's host may differ from the page's: `geeksinprogress.com/files/`
    /// beside `files.podcast.geeksinprogress.com/files/`); `nil` when none or more than one is.
    func guid(ofMedia urls: [String]) -> String? {
        for url in urls {
            if let item = items.first(where: { $0.enclosure == url }) { return item.guid }
        }
        for url in urls {
            guard let name = Self.fileName(url) else { continue }
            let named = items.filter { Self.fileName($0.enclosure) == name }
            if named.count == 1 { return named[0].guid }
        }
        return nil
    }

    /// The last path segment of a URL, decoded and lowercased, without its query.
    private static func fileName(_ url: String) -> String? {
        let path = url.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? url
        guard let last = path.split(separator: "/").last, last.contains(".") else { return nil }
        let name = String(last)
        return (name.removingPercentEncoding ?? name).lowercased()
    }

    /// Collects each `<item>`'s enclosure `url` and `<guid>` text.
    private final class ItemCollector: NSObject, XMLParserDelegate {
        var items: [(enclosure: String, guid: String)] = []
        private var enclosure: String?
        private var guid: String?
        private var text = ""
        private var inItem = false
        private var inGuid = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch elementName {
            case "item": (inItem, enclosure, guid) = (true, nil, nil)
            case "enclosure" where inItem: enclosure = enclosure ?? attributes["url"]
            case "guid" where inItem: (inGuid, text) = (true, "")
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inGuid { text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            if inGuid { text += String(decoding: CDATABlock, as: UTF8.self) }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            switch elementName {
            case "guid" where inGuid:
                inGuid = false
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty { guid = trimmed }
            case "item":
                inItem = false
                if let enclosure = enclosure?.trimmingCharacters(in: .whitespaces), !enclosure.isEmpty, let guid {
                    items.append((enclosure, guid))
                }
            default: break
            }
        }
    }
}
