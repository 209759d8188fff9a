/// Reads a page's searchable text, filters and meta exactly as Pagefind 1.5 reads them from its
/// HTML (its `DomParser`): the `data-pagefind-body` element (else the whole page), without
/// `data-pagefind-ignore`d, navigation and script elements, block elements ending sentences,
/// headings and `data-pagefind-weight` weighing their words, and `id`s becoming anchors.
///
/// A page it cannot read exactly as Pagefind would (tags that do not nest, a character reference
/// it does not know, a page without `<html>`) throws ``UnsupportedPage``: its shard is
/// then indexed by Pagefind itself.
struct PagefindPageReader {
    /// Whether a node's text is indexed.
    enum Status: Equatable {
        case indexing
        /// Its text is not indexed, its filters and meta are.
        case ignored
        /// Nothing of it counts.
        case excluded
        case body
        /// A body lies below: only bodies' text counts.
        case parentOfBody
    }

    /// What Pagefind's selectors make of an element's name.
    struct Kind: OptionSet {
        let rawValue: UInt8
        /// Ends a sentence (`p`, `li`, `h2`, …).
        static let sentence = Kind(rawValue: 1)
        /// Inline: keeps its parent's anchors.
        static let inline = Kind(rawValue: 2)
        /// Removed from the text (`nav`, `script`, `footer`, …).
        static let removed = Kind(rawValue: 4)
        /// Has no end tag.
        static let void = Kind(rawValue: 8)
    }

    /// Each name's kind, looked up once per tag.
    static let kinds: [String: Kind] = {
        var kinds: [String: Kind] = [:]
        for (names, kind) in [
            (sentenceElements, Kind.sentence), (inlineElements, .inline), (removedElements, .removed),
            (voidElements, .void),
        ] {
            for name in names { kinds[name, default: []].insert(kind) }
        }
        return kinds
    }()

    /// The automatic weight of a heading (`h1` 7 … `h6` 2), or `nil`.
    static func headingLevel(_ tag: String) -> Int? {
        let bytes = tag.utf8
        guard bytes.count == 2, bytes.first == UInt8(ascii: "h"), let digit = bytes.last, digit >= 0x31, digit <= 0x36
        else { return nil }
        return 8 - Int(digit - 0x30)
    }

    /// An open element and the text gathered in it so far.
    struct Node {
        var tag = ""
        var kind: Kind = []
        var value = ""
        var status = Status.indexing
        var filter: [String]?
        var sort: [String]?
        var meta: [String]?
        var defaultMeta: [String]?
        var weight: String?
        var anchorIDs: [String]?
    }

    static let sentenceElements: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "p", "td", "div", "ul", "li", "article", "section",
    ]
    static let inlineElements: Set<String> = [
        "a", "abbr", "acronym", "b", "bdo", "big", "br", "button", "cite", "code", "dfn", "em", "i", "img", "input",
        "kbd", "label", "map", "object", "output", "q", "samp", "script", "select", "small", "span", "strong", "sub",
        "sup", "textarea", "time", "tt", "var",
    ]
    static let removedElements: Set<String> = [
        "head", "style", "script", "noscript", "label", "form", "svg", "footer", "nav", "iframe", "template",
    ]
    static let voidElements: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta",
        "param", "source", "track", "wbr",
    ]

    var stack = [Node()]
    var filters: [String: [String]] = [:]
    var sort: [String: String] = [:]
    var meta: [String: String] = [:]
    var defaultMeta: [String: String] = [:]
    var anchorContent: [String: String] = [:]
    var language: String?
    var hasHTMLElement = false
    var anchorCounter = 0
    /// How many `svg` and `math` elements are open: their `<x/>` tags have no end tag.
    var foreignDepth = 0

    /// Reads `html`.
    static func read(_ html: [UInt8]) throws(UnsupportedPage) -> PagefindPageContent {
        var reader = PagefindPageReader()
        var scanner = HTMLScanner(html)
        while let token = scanner.next() {
            switch token {
            case .start(let name, let attributes, let selfClosing):
                try reader.open(name, attributes, selfClosing: selfClosing)
            case .end(let name):
                try reader.close(name)
            case .text(let text):
                reader.add(text)
            }
        }
        guard reader.hasHTMLElement else { throw UnsupportedPage(reason: "no <html> element") }
        return try reader.finish()
    }

    /// Whether `tag` lies inside `<html>`, so that Pagefind's `html *` selectors see it.
    var insideHTML: Bool { stack.count > 1 }

    mutating func add(_ text: String) {
        guard insideHTML else { return }
        let top = stack.count - 1
        stack[top].value += text
        guard stack[top].status != .ignored, stack[top].status != .excluded, let anchors = stack[top].anchorIDs else {
            return
        }
        for anchor in anchors { anchorContent[anchor, default: ""] += text }
    }
}
