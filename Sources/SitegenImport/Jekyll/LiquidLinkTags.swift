import Foundation

/// A Jekyll body's `{% post_url 2015-06-23-repository-nightmares %}` and
/// `{% link _posts/2015-06-23-repository-nightmares.md %}` tags, which Jekyll rendered as the
/// URL of that post or page, replaced by its new URL, outside code
/// (westerndevs/western-devs-website's posts link to each other so). A tag whose page the
/// import does not write is left as it is.
struct LiquidLinkTags {
    /// The body with the tags replaced.
    var body: String
    /// The post or path each replaced tag named, in order.
    var replaced: [String] = []

    /// Replaces the tags of `body` whose page `url` knows (by its path in the source).
    init(_ body: String, url: (String) -> String?) {
        self.body = body
        guard body.contains("post_url") || body.contains("link") else { return }
        var fence = MarkdownFence()
        var lines: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if !fence.isCode(line), !MarkdownFence.isIndented(line), line.contains("{%") {
                lines.append(replacing(in: line, url: url))
            } else {
                lines.append(String(line))
            }
        }
        self.body = lines.joined(separator: "\n")
    }

    /// One line with each tag whose page is known replaced by its URL.
    private mutating func replacing(in line: Substring, url: (String) -> String?) -> String {
        var result = ""
        var rest = line
        while let open = rest.range(of: "{%"), let close = rest[open.upperBound...].range(of: "%}") {
            result += rest[..<open.lowerBound]
            var inner = rest[open.upperBound..<close.lowerBound]
            if inner.hasPrefix("-") { inner = inner.dropFirst() }
            if inner.hasSuffix("-") { inner = inner.dropLast() }
            let words = inner.split(separator: " ").map(String.init)
            if words.count == 2, ["post_url", "link"].contains(words[0]), let found = Self.url(of: words, url) {
                result += found
                replaced.append(words[1])
            } else {
                result += rest[open.lowerBound..<close.upperBound]
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The new URL of the post `post_url` names (its file's name without the extension, in
    /// `_posts/` or a folder of it) or of the file `link` names.
    private static func url(of words: [String], _ url: (String) -> String?) -> String? {
        let name = words[1]
        guard words[0] == "post_url" else { return url(name) }
        for candidate in [name, name + ".markdown", "_posts/" + name, "_posts/" + name + ".markdown"] {
            if let found = url(candidate) { return found }
        }
        return nil
    }
}
