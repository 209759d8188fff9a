import Foundation

extension ImportWriter {
    /// The `src` of each `<audio>` element of an episode's show notes and of the `<source>`
    /// elements in it (adrienthiery/labullecrypto.com's `<audio src='http://…/….mp3'
    /// controls='true' />`, the episode's only player), in the order they are written.
    static func audioElementSources(_ body: String) -> [String] {
        var sources: [String] = []
        var rest = Substring(body)
        var inAudio = false
        while let open = rest.firstIndex(of: "<") {
            let tag = rest[open...].prefix { $0 != ">" }
            let name = tag.dropFirst().prefix { $0.isLetter || $0 == "/" }.lowercased()
            if name == "audio" { inAudio = true }
            if (name == "audio" || (name == "source" && inAudio)), let source = attribute("src", of: tag) {
                sources.append(source)
            }
            if name == "/audio" || (name == "audio" && tag.hasSuffix("/")) { inAudio = false }
            rest = rest[rest.index(after: open)...]
        }
        return sources
    }

    /// The value of an attribute of a tag's text (`src='…'`, `src="…"` or `src=…`).
    private static func attribute(_ name: String, of tag: Substring) -> String? {
        var rest = tag
        while let found = rest.range(of: name + "=", options: .caseInsensitive) {
            let before = rest[..<found.lowerBound].last
            rest = rest[found.upperBound...]
            guard before == nil || before!.isWhitespace else { continue }
            if let quote = rest.first, quote == "\"" || quote == "'" {
                return String(rest.dropFirst().prefix { $0 != quote })
            }
            return String(rest.prefix { !$0.isWhitespace && $0 != "/" && $0 != ">" })
        }
        return nil
    }
}
