package import Foundation

extension SiteRoutes {
    /// The root marker as cmark-gfm writes it into an `href` or `src` attribute (percent-encoded).
    package static let renderedRootMarker = "%01sitegen-root%01"

    /// `html` with every rendered root marker that begins an attribute value (`href="…`,
    /// `src="…`, as cmark-gfm writes a root-relative link) replaced by `root`, the page's prefix to
    /// the site root; the same string when it has none (a byte search). The marker's text in
    /// prose, or a link that starts with it, is left alone (Markdown makes such links `./…`).
    package static func resolvingRoot(in html: String, root: String) -> String {
        var html = html
        let marker = Array(renderedRootMarker.utf8)
        let found = html.withUTF8 { bytes in
            markerOffsets(of: marker, in: bytes) { base, offset in
                offset >= 2 && base[offset - 1] == UInt8(ascii: "\"") && base[offset - 2] == UInt8(ascii: "=")
            }
        }
        guard !found.isEmpty else { return html }
        let result = html.withUTF8 { replacing(found, of: marker.count, in: $0, with: root) }
        return String(decoding: result, as: UTF8.self)
    }

    /// The offsets of `marker` in `bytes` where `accepts` holds (a `memchr` for its first byte, then
    /// a `memcmp`), each after the end of the one before.
    static func markerOffsets(
        of marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>,
        where accepts: (UnsafePointer<UInt8>, Int) -> Bool = { _, _ in true }
    ) -> [Int] {
        var offsets: [Int] = []
        guard let base = bytes.baseAddress else { return offsets }
        var start = 0
        while start + marker.count <= bytes.count, let hit = memchr(base + start, Int32(marker[0]), bytes.count - start)
        {
            let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if offset + marker.count <= bytes.count, memcmp(base + offset, marker, marker.count) == 0,
                accepts(base, offset)
            {
                offsets.append(offset)
                start = offset + marker.count
            } else {
                start = offset + 1
            }
        }
        return offsets
    }

    /// `bytes` with the markers of `length` bytes at `offsets` (ascending) replaced by `root`.
    static func replacing(
        _ offsets: [Int], of length: Int, in bytes: UnsafeBufferPointer<UInt8>, with root: String
    ) -> [UInt8] {
        var result = [UInt8]()
        result.reserveCapacity(bytes.count + offsets.count * root.utf8.count)
        var start = 0
        for offset in offsets {
            result.append(contentsOf: bytes[start..<offset])
            result.append(contentsOf: root.utf8)
            start = offset + length
        }
        result.append(contentsOf: bytes[start...])
        return result
    }
}

extension SiteRoutes {
    /// A page's bytes with every ``rootMarker`` (as a template value such as a picture's `srcset`
    /// carries it) replaced by `root`, the page's prefix to the site root; the same bytes when
    /// they have none (a `memchr` for its first byte, a control character no page writes). The
    /// bytes are copied once, into the memory the page's `Data` keeps.
    package static func resolvingRootMarkers(in html: [UInt8], root: String) -> Data {
        let marker = Array(rootMarker.utf8)
        return html.withUnsafeBufferPointer { bytes in
            let found = markerOffsets(of: marker, in: bytes)
            guard !found.isEmpty, let base = bytes.baseAddress else { return Data(buffer: bytes) }
            let rootBytes = Array(root.utf8)
            let count = bytes.count + found.count * (rootBytes.count - marker.count)
            guard let memory = malloc(max(count, 1)) else {
                return Data(replacing(found, of: marker.count, in: bytes, with: root))
            }
            let target = memory.assumingMemoryBound(to: UInt8.self)
            var start = 0
            var written = 0
            for offset in found {
                memcpy(target + written, base + start, offset - start)
                written += offset - start
                memcpy(target + written, rootBytes, rootBytes.count)
                written += rootBytes.count
                start = offset + marker.count
            }
            memcpy(target + written, base + start, bytes.count - start)
            return Data(bytesNoCopy: memory, count: count, deallocator: .free)
        }
    }
}
