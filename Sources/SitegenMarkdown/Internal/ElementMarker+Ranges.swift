import Foundation

extension ElementMarker {
    /// An element whose markers have been read so far.
    private struct Found {
        var index: Int
        var start: Int
        var inner: Int?
        var innerEnd: Int?
        var end: Int?
        var isBlock = false
    }

    /// Takes the markers out of a marked document's HTML, giving each element the offsets its
    /// markers had; the code points HTML forbids are replaced between the markers, as in an
    /// unmarked render, so that the offsets hold in the final HTML. Elements cmark never wrote
    /// (whose markers are missing) are dropped; links and images get their written `href`/`src`.
    static func resolve(_ document: inout MarkdownDocument) {
        var found: [Int: Found] = [:]
        var open: [Found] = []
        var output: [UInt8] = []
        var html = document.html
        let blockCandidates = Set(document.elements.indices.filter { document.elements[$0].isBlock })
        html.withUTF8 { bytes in
            output.reserveCapacity(bytes.count)
            var copied = 0
            /// Copies the source up to `end`, its forbidden code points replaced.
            func copy(to end: Int) {
                if end > copied { appendAllowed(bytes[copied..<end], to: &output) }
                copied = max(copied, end)
            }
            while let (at, mark, index, after) = nextMarker(in: bytes, from: copied) {
                copy(to: at)
                copied = after
                switch mark {
                case .open:
                    open.append(Found(index: index ?? -1, start: output.count))
                case .innerStart:
                    if !open.isEmpty { open[open.count - 1].inner = output.count }
                case .innerEnd, .linkTextEnd:
                    if !open.isEmpty { open[open.count - 1].innerEnd = output.count }
                    if mark == .linkTextEnd, bytes[copied...].starts(with: "</a>".utf8) { copy(to: copied + 4) }
                    if mark == .linkTextEnd, var link = open.popLast() {
                        link.end = output.count
                        found[link.index] = link
                    }
                case .close:
                    if var element = open.popLast() {
                        element.end = output.count
                        found[element.index] = element
                    }
                case .linkText:
                    let start = output.lastIndex(of: UInt8(ascii: "<")) ?? output.count
                    open.append(Found(index: index ?? -1, start: start, inner: output.count))
                case .image:
                    let start = output.lastIndex(of: UInt8(ascii: "<")) ?? output.count
                    // Without a title of its own, the ` title="` the marker made is taken out.
                    let attribute = Array(" title=\"".utf8)
                    if copied < bytes.count, bytes[copied] == UInt8(ascii: "\""), output.count >= attribute.count,
                        output.suffix(attribute.count).elementsEqual(attribute)
                    {
                        output.removeLast(attribute.count)
                        copied += 1
                    }
                    let tagEnd = bytes[copied...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
                    copy(to: tagEnd)
                    var image = Found(index: index ?? -1, start: start, end: output.count)
                    // An image alone in its paragraph is the paragraph, the image inside it.
                    if let index, blockCandidates.contains(index), start >= 3,
                        output[(start - 3)..<start].elementsEqual("<p>".utf8),
                        bytes[copied...].starts(with: "</p>".utf8)
                    {
                        image = Found(
                            index: image.index, start: start - 3, inner: start, innerEnd: output.count, isBlock: true)
                        copy(to: copied + 4)
                        image.end = output.count
                    }
                    found[image.index] = image
                }
            }
            copy(to: bytes.count)
        }
        document.html = String(decoding: output, as: UTF8.self)
        document.elements = document.elements.enumerated().compactMap { index, element in
            found[index].flatMap { complete(element, found: $0, html: output) }
        }
    }

    /// The element with its offsets and the parts read from its HTML; `nil` when it has no end.
    private static func complete(_ element: MarkdownElement, found: Found, html: [UInt8]) -> MarkdownElement? {
        guard let end = found.end, found.start <= end else { return nil }
        var element = element
        element.range = found.start..<end
        element.isBlock = found.isBlock
        if let inner = found.inner, let innerEnd = found.innerEnd, found.start <= inner, inner <= innerEnd,
            innerEnd <= end
        {
            element.innerRange = inner..<innerEnd
        }
        switch element.kind {
        case .link: element.destination = attribute("<a href=\"", at: element.range, in: html)
        case .image:
            let tag = element.isBlock ? element.innerRange ?? element.range : element.range
            element.destination = attribute("<img src=\"", at: tag, in: html)
        case .heading, .codeBlock: break
        }
        for path in [\MarkdownElement.originalDestination, \.title, \.text, \.id, \.code, \.language] {
            element[keyPath: path] = HTMLCodePoints.replacingForbidden(in: element[keyPath: path])
        }
        return element
    }

    /// The next marker at or after `start`: where it is, what it says, its index (for the
    /// opening ones) and where the text after it starts.
    private static func nextMarker(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> (at: Int, mark: Mark, index: Int?, after: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        var cursor = start
        while cursor + 2 < bytes.count, let hit = memchr(base + cursor, 0xEF, bytes.count - cursor) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            cursor = at + 1
            guard at + 2 < bytes.count, bytes[at + 1] == 0xB7, let mark = Mark(rawValue: bytes[at + 2]) else {
                continue
            }
            guard mark == .open || mark == .linkText || mark == .image else { return (at, mark, nil, at + 3) }
            // An index, then the same character again.
            var end = at + 3
            var index = 0
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) {
                index = index &* 10 &+ Int(bytes[end] - 0x30)
                end += 1
            }
            guard end + 2 < bytes.count, bytes[end] == 0xEF, bytes[end + 1] == 0xB7, bytes[end + 2] == mark.rawValue
            else { continue }
            return (at, mark, index, end + 3)
        }
        return nil
    }

    /// Appends `bytes` with the code points HTML forbids replaced (see ``HTMLCodePoints``).
    private static func appendAllowed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to output: inout [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        output.append(contentsOf: HTMLCodePoints.replacingForbidden(in: text).utf8)
    }

    /// The value of the attribute that `prefix` opens at the start of `range`, its entities
    /// decoded (cmark writes `&amp;` and `&#x27;` in an address); empty when it is not there.
    private static func attribute(_ prefix: String, at range: Range<Int>, in html: [UInt8]) -> String {
        let opening = Array(prefix.utf8)
        guard range.count > opening.count, html[range].starts(with: opening) else { return "" }
        let start = range.lowerBound + opening.count
        guard let end = html[start..<range.upperBound].firstIndex(of: UInt8(ascii: "\"")) else { return "" }
        let written = String(decoding: html[start..<end], as: UTF8.self)
        guard written.contains("&") else { return written }
        // Percent-encoding leaves no other `&`: `&amp;#x27;` is a written `&#x27;`.
        return written.replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
