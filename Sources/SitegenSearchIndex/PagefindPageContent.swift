/// What Pagefind reads from a page before it splits it into words (its `DomParserResult`).
struct PagefindPageContent: Equatable {
    /// The page's searchable text with Pagefind's weight and anchor markers in it.
    var digest: String
    var filters: [String: [String]]
    var meta: [String: String]
    /// The text of each anchor, by `counter:id`.
    var anchorContent: [String: String]
    /// Whether the page has a `data-pagefind-body` element.
    var hasCustomBody: Bool
    /// The page's `lang`, lowercased, or `unknown`.
    var language: String
}

extension PagefindPageReader {
    /// The page read, once its tags are (Pagefind's `wrap`).
    mutating func finish() throws(UnsupportedPage) -> PagefindPageContent {
        while stack.count > 1 {
            let node = stack.removeLast()
            if stack[stack.count - 1].status != .parentOfBody {
                switch node.status {
                case .ignored, .excluded: break
                case .indexing: stack[stack.count - 1].value += node.value
                case .body, .parentOfBody:
                    stack[stack.count - 1].value = node.value
                    stack[stack.count - 1].status = .parentOfBody
                }
            }
        }
        if let image = meta.removeValue(forKey: "auto_image") {
            let alt = meta.removeValue(forKey: "auto_image_alt") ?? ""
            if meta["image"] == nil {
                meta["image"] = image
                meta["image_alt"] = alt
            }
        }
        for automatic in ["auto_title", "auto_page_title"] {
            if let title = meta.removeValue(forKey: automatic), meta["title"] == nil { meta["title"] = title }
        }
        var allMeta = defaultMeta
        allMeta.merge(meta) { _, new in new }
        return PagefindPageContent(
            digest: try PagefindText.normalize(stack[0].value),
            filters: filters.mapValues { $0.map(Self.withoutMarkers) },
            meta: allMeta.mapValues(Self.withoutMarkers),
            anchorContent: anchorContent,
            hasCustomBody: stack[0].status == .parentOfBody,
            language: language.flatMap { $0.isEmpty ? nil : $0 } ?? "unknown")
    }

    /// `text` without Pagefind's private markers (`___PAGEFIND_\S+\s?`), which headings and anchors
    /// put in the text that filters and meta are read from.
    static func withoutMarkers(_ text: String) -> String {
        guard text.contains("___PAGEFIND_") else { return text }
        var output = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "___PAGEFIND_") {
            output += rest[..<range.lowerBound]
            var end = range.upperBound
            while end < rest.endIndex, !rest[end].isWhitespace { end = rest.index(after: end) }
            if rest[range.upperBound..<end].isEmpty {
                output += rest[range]
                rest = rest[range.upperBound...]
                continue
            }
            if end < rest.endIndex { end = rest.index(after: end) }
            rest = rest[end...]
        }
        return output + rest
    }
}
