import Foundation

/// Finds, in a page's bytes, the URLs it refers to (`href`, `src`, `poster`, each candidate of a
/// `srcset`) with their lines, and the ids it has (`id`, and `name` of anchors), by scanning
/// bytes: fast enough for every page of a 10,000-episode site.
struct HTMLLinkScanner {
    /// A URL in a page, as written (entities decoded), and its 1-based line.
    struct Reference: Sendable, Hashable {
        var url: String
        var line: Int
    }

    /// The references and ids of one page.
    struct Page: Sendable {
        var references: [Reference] = []
        var ids: Set<String> = []
    }

    static func scan(_ data: Data) -> Page {
        var page = Page()
        let bytes = [UInt8](data)
        var line = 1
        var index = 0
        var inScript = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 { line += 1 }
            if byte == UInt8(ascii: "<") {
                if matches(bytes, index + 1, "script") { inScript = true }
                if matches(bytes, index + 1, "/script") { inScript = false }
            }
            // An attribute: a space, a name, `="`.
            if !inScript, byte == 32 || byte == 10 || byte == 9, index + 1 < bytes.count {
                for name in ["href", "src", "poster", "srcset", "id", "name"]
                where matches(bytes, index + 1, name + "=\"") {
                    let start = index + 1 + name.count + 2
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    let value = decode(String(decoding: bytes[start..<end], as: UTF8.self))
                    switch name {
                    case "id", "name": page.ids.insert(value)
                    case "srcset":
                        for candidate in value.split(separator: ",") {
                            if let url = candidate.split(separator: " ").first {
                                page.references.append(Reference(url: String(url), line: line))
                            }
                        }
                    default: page.references.append(Reference(url: value, line: line))
                    }
                    break
                }
            }
            index += 1
        }
        return page
    }

    private static func matches(_ bytes: [UInt8], _ at: Int, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard at + needle.count <= bytes.count else { return false }
        for offset in needle.indices where bytes[at + offset] | 0x20 != needle[offset] | 0x20 { return false }
        return true
    }

    /// The character references sitegen writes in attributes.
    private static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
