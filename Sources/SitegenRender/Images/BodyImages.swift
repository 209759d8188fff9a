import Foundation
import SitegenContent
import SitegenFormats
import SitegenImages

/// Rewrites the Markdown images of a rendered body: each `<img>` whose source is a picture of
/// the catalog becomes a `<picture>` with its variants, real size, placeholder colour, `sizes`
/// from the article column and `loading="lazy"` (an SVG drawn at its own size keeps its `<img>`
/// and gets that size and `loading="lazy"`), its URLs written with the page's prefix to the
/// site root (a `srcset` holds several, and the root marker is only resolved at the start of an
/// attribute's value).
enum BodyImages {
    /// The start of an image cmark-gfm writes for a root-relative source.
    static let prefix = Array("<img src=\"\(SiteRoutes.renderedRootMarker)".utf8)

    /// The body with its catalogued images rewritten for a page whose prefix to the site root is
    /// `root`, and the paths of those images.
    static func rewrite(_ html: String, catalog: ImageCatalog, root: String) -> (html: String, images: [String]) {
        guard !catalog.sets.isEmpty else { return (html, []) }
        var text = html
        // A byte search (memchr, memcmp) over the body's own UTF-8: most bodies have no image, and
        // copying each into an array to look at every `<` was wasted on them.
        // The output is joined from the body's own text between the images (their offsets are
        // at ASCII bytes): decoding a byte array back into a string validated every body again.
        let utf8 = html.utf8
        func slice(_ from: Int, _ to: Int) -> Substring {
            html[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)]
        }
        return text.withUTF8 { bytes in
            var output = ""
            var images: [String] = []
            var index = 0
            var start = 0
            while let found = prefix.withUnsafeBufferPointer({ ByteSearch.first($0, in: bytes, from: index) }) {
                let pathStart = found + prefix.count
                guard let quote = bytes[pathStart...].firstIndex(of: UInt8(ascii: "\"")),
                    let close = bytes[quote...].firstIndex(of: UInt8(ascii: ">"))
                else { break }
                index = close + 1
                let encoded = String(decoding: bytes[pathStart..<quote], as: UTF8.self)
                let path =
                    encoded.utf8.contains(UInt8(ascii: "%")) ? (encoded.removingPercentEncoding ?? encoded) : encoded
                guard let set = catalog.set(path), !set.candidates.isEmpty || set.hasNaturalSize, set.width != nil
                else { continue }
                var rest = String(decoding: bytes[(quote + 1)..<close], as: UTF8.self)
                if rest.hasSuffix("/") { rest.removeLast() }
                rest = rest.trimmingWhitespace(newlines: false)
                // An `<img>` of raw HTML that sizes or loads itself is the author's: left as written
                // (adding ours would give it each attribute twice).
                guard !Self.setsItsOwnSize(rest) else { continue }
                if output.isEmpty { output.reserveCapacity(bytes.count + 4096) }
                output += slice(start, found)
                if set.candidates.isEmpty {
                    output += passedThrough(set, attributes: rest, root: root)
                } else {
                    output += picture(
                        set, attributes: rest, sizes: "auto, " + catalog.articleSizes(capped: true, image: set),
                        root: root)
                }
                images.append(set.path)
                start = index
            }
            guard !images.isEmpty else { return (html, []) }
            output += slice(start, bytes.count)
            return (output, images)
        }
    }

    /// Whether an `<img>`'s attributes (after `src`) include one that sitegen writes.
    static func setsItsOwnSize(_ attributes: String) -> Bool {
        let lowered = " " + attributes.lowercased()
        return ["width", "height", "srcset", "sizes", "loading", "decoding", "style"].contains { name in
            [" ", "\n", "\t"].contains { lowered.containsBytes($0 + name + "=") }
        }
    }

    /// The `<img>` of a picture passed through as it is (an SVG whose root element has `width` and
    /// `height`): its size, so that the page keeps its place before it loads, and `loading="lazy"`.
    static func passedThrough(_ set: ImageSet, attributes: String, root: String) -> String {
        var html = "<img src=\"\(root)\(URLPathEncoding.encode(set.path))\" \(attributes)"
        if let width = set.width, let height = set.height { html += " width=\"\(width)\" height=\"\(height)\"" }
        return html + " loading=\"lazy\" decoding=\"async\">"
    }

    /// The `<picture>` of a body image on a page whose prefix to the site root is `root`;
    /// `attributes` are cmark-gfm's (`alt`, `title`).
    static func picture(_ set: ImageSet, attributes: String, sizes: String, root: String) -> String {
        var html = "<picture>"
        html.reserveCapacity(2 * (set.candidates.count * (root.utf8.count + 64) + sizes.utf8.count) + 512)
        let sources = set.formats.filter { $0 != .jpeg }
        for format in sources {
            html +=
                "<source type=\"\(format.mimeType)\" srcset=\"\(set.srcset(format, root: root))\" sizes=\"\(sizes)\">"
        }
        // The `<img>` is for browsers that read none of the sources: its one JPEG is enough.
        html += "<img src=\"\(root)\(URLPathEncoding.encode(set.fallbackPath))\""
        if sources.isEmpty { html += " srcset=\"\(set.srcset(.jpeg, root: root))\" sizes=\"\(sizes)\"" }
        html += " \(attributes)"
        if let width = set.width, let height = set.height { html += " width=\"\(width)\" height=\"\(height)\"" }
        html += " loading=\"lazy\" decoding=\"async\""
        if let color = set.color { html += " style=\"background-color: \(color)\"" }
        return html + "></picture>"
    }
}
