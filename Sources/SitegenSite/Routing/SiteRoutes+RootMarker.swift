import Foundation

extension SiteRoutes {
    /// The root marker as cmark-gfm writes it into an `href` or `src` attribute (percent-encoded).
    static let renderedRootMarker = "%01sitegen-root%01"

    /// `html` with every rendered root marker that begins an attribute value (`href="…`,
    /// `src="…`, as cmark-gfm writes a root-relative link) replaced by `root`, the page's prefix to
    /// the site root; the same string when it has none (a byte search). The marker's text in
    /// prose, or a link that starts with it, is left alone (Markdown makes such links `./…`).
    static func resolvingRoot(in html: String, root: String) -> String {
        var html = html
        let marker = Array(renderedRootMarker.utf8)
        let found: [Int]? = html.withUTF8 { bytes -> [Int]? in
            var offsets: [Int] = []
            guard let base = bytes.baseAddress else { return nil }
            var start = 0
            while start + marker.count <= bytes.count,
                let hit = memchr(base + start, Int32(marker[0]), bytes.count - start)
            {
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if offset >= 2, base[offset - 1] == UInt8(ascii: "\""), base[offset - 2] == UInt8(ascii: "="),
                    offset + marker.count <= bytes.count, memcmp(base + offset, marker, marker.count) == 0
                {
                    offsets.append(offset)
                    start = offset + marker.count
                } else {
                    start = offset + 1
                }
            }
            return offsets.isEmpty ? nil : offsets
        }
        guard let found else { return html }
        var result = [UInt8]()
        result.reserveCapacity(html.utf8.count + found.count * root.utf8.count)
        html.withUTF8 { bytes in
            var start = 0
            for offset in found {
                result.append(contentsOf: bytes[start..<offset])
                result.append(contentsOf: root.utf8)
                start = offset + marker.count
            }
            result.append(contentsOf: bytes[start...])
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension SiteRoutes {
    /// A page's bytes with every ``rootMarker`` (as a template value such as a picture's `srcset`
    /// carries it) replaced by `root`, the page's prefix to the site root; the same bytes when
    /// they have none (a `memchr` for its first byte, a control character no page writes).
    static func resolvingRootMarkers(in html: [UInt8], root: String) -> [UInt8] {
        let marker = Array(rootMarker.utf8)
        let found: [Int] = html.withUnsafeBufferPointer { bytes in
            var offsets: [Int] = []
            guard let base = bytes.baseAddress else { return offsets }
            var start = 0
            while start + marker.count <= bytes.count,
                let hit = memchr(base + start, Int32(marker[0]), bytes.count - start)
            {
                let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if offset + marker.count <= bytes.count, memcmp(base + offset, marker, marker.count) == 0 {
                    offsets.append(offset)
                    start = offset + marker.count
                } else {
                    start = offset + 1
                }
            }
            return offsets
        }
        guard !found.isEmpty else { return html }
        var result = [UInt8]()
        result.reserveCapacity(html.count + found.count * root.utf8.count)
        var start = 0
        for offset in found {
            result.append(contentsOf: html[start..<offset])
            result.append(contentsOf: root.utf8)
            start = offset + marker.count
        }
        result.append(contentsOf: html[start...])
        return result
    }
}
