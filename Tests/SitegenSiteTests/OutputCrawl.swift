import Foundation

/// Reads a built site's HTML the way a crawler does: the internal links of every page, resolved
/// against the page's folder, and the pages reachable from the home page.
struct OutputCrawl {
    /// The output folder.
    let root: URL

    /// Every HTML file, by path relative to the output folder.
    func htmlFiles() throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [String] = []
        let prefix = root.resolvingSymlinksInPath().path + "/"
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "html" else { continue }
            files.append(String(url.resolvingSymlinksInPath().path.dropFirst(prefix.count)))
        }
        return files.sorted()
    }

    /// The files reached from `index.html` by following `href`s to HTML pages.
    func reachable() throws -> Set<String> {
        var seen: Set<String> = ["index.html"]
        var queue = ["index.html"]
        while let page = queue.popLast() {
            let data = try Data(contentsOf: root.appendingPathComponent(page))
            for link in Self.attributeValues("href", in: data) {
                guard let target = Self.resolve(link, from: page), target.hasSuffix(".html"),
                    !seen.contains(target),
                    FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path)
                else { continue }
                seen.insert(target)
                queue.append(target)
            }
        }
        return seen
    }

    /// A relative link of a page resolved to a file path in the output (`nil` for external links
    /// and fragments alone); a folder is its `index.html`.
    static func resolve(_ link: String, from page: String) -> String? {
        guard !link.isEmpty, !link.hasPrefix("#"), !link.contains(":"), !link.hasPrefix("/") else { return nil }
        let base = URL(string: "http://site.invalid/" + page)!
        guard let url = URL(string: link, relativeTo: base)?.absoluteURL, url.host == "site.invalid" else { return nil }
        var path = url.path
        if path.hasPrefix("/") { path.removeFirst() }
        if path.isEmpty || url.absoluteString.hasSuffix("/") { path += path.isEmpty ? "index.html" : "/index.html" }
        return path
    }

    /// The values of an attribute (`href="…"`) in HTML bytes, with `&amp;` decoded.
    static func attributeValues(_ name: String, in data: Data) -> [String] {
        let needle = Array((" " + name + "=\"").utf8)
        var values: [String] = []
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            while index + needle.count <= bytes.count {
                guard bytes[index] == needle[0], needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) else {
                    index += 1
                    continue
                }
                let start = index + needle.count
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") { end += 1 }
                values.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                        .replacingOccurrences(of: "&amp;", with: "&"))
                index = end
            }
        }
        return values
    }
}
