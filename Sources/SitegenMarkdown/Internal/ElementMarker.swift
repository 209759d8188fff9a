internal import CcmarkGFM
import Foundation

/// Marks where each link, image, heading and code block of a parsed tree is in its HTML, for a
/// theme's render hooks: markers written with the element, which ``resolve(_:)`` takes out
/// again, noting their offsets. The HTML is otherwise untouched, so it is byte for byte the one
/// of an unmarked render.
///
/// A marker is a noncharacter (U+FDD0…U+FDD6; an element's index follows the opening ones,
/// between two of the same). ``removeMarkerCharacters(under:)`` first replaces those of the
/// tree's own texts by U+FFFD, as the HTML would anyway, so only markers are left. Headings and
/// code blocks are written by custom nodes already, which carry the markers around them; a link
/// holds its markers as its first and last children (a table cell may hold no other node), and
/// an image, whose children cmark writes as plain text, in its title.
struct ElementMarker {
    /// What a marker says.
    enum Mark: UInt8 {
        /// An element (its index follows) starts here.
        case open = 0x90
        /// The open element's inner HTML starts here.
        case innerStart
        /// The open element's inner HTML ends here.
        case innerEnd
        /// The open element ends here.
        case close
        /// A link's text starts here (its index follows); the link starts at its opening tag.
        case linkText
        /// A link's text ends here; the link ends after the `</a>` that follows.
        case linkTextEnd
        /// Written first in an image's title (its index follows); the image is the `<img>` tag.
        case image
    }

    /// How an element's HTML is wrapped: before it, after its opening tag, before its closing
    /// tag and after it. Empty strings for an unmarked render.
    struct Wrap {
        var open = ""
        var innerStart = ""
        var innerEnd = ""
        var close = ""
    }

    /// The code points of the markers.
    static let markerCharacters: ClosedRange<UInt32> = 0xFDD0...0xFDD6

    /// The elements, in document order; their ranges are filled by ``resolve(_:)``.
    private(set) var elements: [MarkdownElement] = []
    /// Every code block with the HTML that replaces it, markers in it.
    private(set) var codeBlocks: [(node: OpaquePointer, html: String)] = []
    /// The index of each heading's element, by its node.
    private var headingIndexes: [OpaquePointer: Int] = [:]
    /// The links and images, with their elements' indexes.
    private var inlines: [(node: OpaquePointer, index: Int)] = []

    /// The elements of the tree under `root`, which `scanner` has walked (its headings, links
    /// and highlighted code); `renderAlone` renders one node's HTML (a code block left plain).
    /// The tree's texts must be without marker characters (``removeMarkerCharacters(under:)``).
    init(root: OpaquePointer, scanner: CmarkScanner, renderAlone: (OpaquePointer) -> String) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        let headings = Dictionary(
            scanner.headings.map { ($0.node, $0.heading) }, uniquingKeysWith: { first, _ in first })
        let highlighted = Dictionary(
            scanner.highlightedCode.map { ($0.node, $0.html) }, uniquingKeysWith: { first, _ in first })
        // The scanner noted one link for each link and image it entered, in this same order.
        var linkCount = 0
        var imageDepth = 0
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            let entering = event == CMARK_EVENT_ENTER
            switch type {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if type == CMARK_NODE_IMAGE { imageDepth += entering ? 1 : -1 }
                guard entering else { break }
                let written = linkCount < scanner.links.count ? scanner.links[linkCount].destination : ""
                linkCount += 1
                // Inside an image's alternative text, cmark writes only text: no markers.
                if type == CMARK_NODE_IMAGE ? imageDepth == 1 : imageDepth == 0 {
                    addInline(node, isImage: type == CMARK_NODE_IMAGE, written: written)
                }
            case CMARK_NODE_HEADING where entering:
                guard let heading = headings[node] else { break }
                var element = MarkdownElement(kind: .heading)
                (element.level, element.id, element.text) = (heading.level, heading.id, heading.text)
                headingIndexes[node] = elements.count
                elements.append(element)
            case CMARK_NODE_CODE_BLOCK:
                let html = highlighted[node].map(Self.withoutMarkerCharacters) ?? renderAlone(node)
                addCodeBlock(node, html: html)
            default:
                break
            }
        }
    }

    /// The text of a marker.
    static func marker(_ mark: Mark, index: Int? = nil) -> String {
        let character = String(decoding: [0xEF, 0xB7, mark.rawValue], as: UTF8.self)
        return index.map { character + String($0) + character } ?? character
    }

    /// The wrap of a heading's HTML, or an empty one when it is not an element.
    func wrap(ofHeading node: OpaquePointer) -> Wrap {
        guard let index = headingIndexes[node] else { return Wrap() }
        return Self.wrap(index)
    }

    /// Puts the markers of every link (custom inline nodes, its first and last children) and of
    /// every image (in its title). A link whose markers cannot be put is left unmarked, and
    /// ``resolve(_:)`` drops it.
    func markInlines() {
        for (node, index) in inlines {
            guard cmark_node_get_type(node) == CMARK_NODE_LINK else {
                let title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
                cmark_node_set_title(node, Self.marker(.image, index: index) + title)
                continue
            }
            guard let start = Self.markerNode(Self.marker(.linkText, index: index)) else { continue }
            guard let end = Self.markerNode(Self.marker(.linkTextEnd)) else {
                cmark_node_free(start)
                continue
            }
            if cmark_node_prepend_child(node, start) == 0 || cmark_node_append_child(node, end) == 0 {
                cmark_node_free(start)
                cmark_node_free(end)
            }
        }
    }

    /// The markers of the element at `index`.
    private static func wrap(_ index: Int) -> Wrap {
        Wrap(
            open: marker(.open, index: index), innerStart: marker(.innerStart), innerEnd: marker(.innerEnd),
            close: marker(.close))
    }

    /// A custom inline node that writes `text`.
    private static func markerNode(_ text: String) -> OpaquePointer? {
        guard let node = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { return nil }
        cmark_node_set_on_enter(node, text)
        cmark_node_set_on_exit(node, "")
        return node
    }

    private mutating func addInline(_ node: OpaquePointer, isImage: Bool, written: String) {
        var element = MarkdownElement(kind: isImage ? .image : .link)
        element.originalDestination = written
        element.title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
        if isImage {
            element.text = Self.plainText(of: node)
            // Alone in a paragraph: ``resolve(_:)`` keeps it a block if the `<p>` is written.
            if let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH {
                element.isBlock = cmark_node_first_child(parent) == node && cmark_node_last_child(parent) == node
            }
        }
        inlines.append((node, elements.count))
        elements.append(element)
    }

    private mutating func addCodeBlock(_ node: OpaquePointer, html: String) {
        var element = MarkdownElement(kind: .codeBlock)
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        element.language = String(info.prefix { !" \t\n\u{0B}\u{0C}\r".contains($0) })
        element.code = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let wrap = Self.wrap(elements.count)
        elements.append(element)
        // The block's line end stays after the close marker, where cmark's own block ends.
        var body = Substring(html)
        let lineEnd = body.hasSuffix("\n") ? "\n" : ""
        if !lineEnd.isEmpty { body = body.dropLast() }
        var marked = wrap.open
        if let codeTag = body.range(of: "<code"), let tagEnd = body[codeTag.upperBound...].firstIndex(of: ">"),
            let closing = body.range(of: "</code>", options: .backwards), closing.lowerBound > tagEnd
        {
            let innerStart = body.index(after: tagEnd)
            marked +=
                body[..<innerStart] + wrap.innerStart + body[innerStart..<closing.lowerBound] + wrap.innerEnd
                + body[closing.lowerBound...]
        } else {
            marked += body
        }
        codeBlocks.append((node, marked + wrap.close + lineEnd))
    }

    /// An image's alternative text as cmark writes it in `alt` (unescaped): the text of its
    /// descendants, line breaks as spaces.
    private static func plainText(of image: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(image) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
                text += cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return text
    }
}
