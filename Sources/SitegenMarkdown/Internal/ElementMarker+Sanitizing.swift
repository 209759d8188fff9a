internal import CcmarkGFM
import Foundation

extension ElementMarker {
    /// Replaces the markers' code points by U+FFFD in every text of the tree that cmark writes
    /// as it is (texts, code, raw HTML, a fence's info, a title; addresses are percent-encoded),
    /// so that the HTML holds no marker but sitegen's. The HTML replaces them so anyway (they are
    /// noncharacters, see ``HTMLCodePoints``); the document's facts were gathered before.
    static func removeMarkerCharacters(under root: OpaquePointer) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                clean(cmark_node_get_literal(node)) { cmark_node_set_literal(node, $0) }
            case CMARK_NODE_CODE_BLOCK:
                clean(cmark_node_get_literal(node)) { cmark_node_set_literal(node, $0) }
                clean(cmark_node_get_fence_info(node)) { cmark_node_set_fence_info(node, $0) }
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                clean(cmark_node_get_title(node)) { cmark_node_set_title(node, $0) }
            default:
                break
            }
        }
    }

    /// The text with the markers' code points replaced by U+FFFD.
    static func withoutMarkerCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { markerCharacters.contains($0.value) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(markerCharacters.contains(scalar.value) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// Calls `set` with the C string cleaned when it holds a marker's code point (a byte search
    /// for its first two bytes, `EF B7`).
    private static func clean(_ text: UnsafePointer<CChar>?, set: (String) -> Void) {
        guard let text else { return }
        let count = strlen(text)
        let found = text.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            var index = 0
            while index + 2 < count, let hit = memchr(bytes + index, 0xEF, count - index) {
                let offset = bytes.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if offset + 2 < count, bytes[offset + 1] == 0xB7, (0x90...0x96).contains(bytes[offset + 2]) {
                    return true
                }
                index = offset + 1
            }
            return false
        }
        if found { set(withoutMarkerCharacters(String(cString: text))) }
    }
}
