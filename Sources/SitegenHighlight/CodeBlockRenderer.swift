/// Renders a fenced code block as highlighted HTML: `<pre><code class="language-swift">` with a
/// `<span class="hl-…">` per token, no inline styles; lines wrapped in `<span class="line">`
/// when the fence highlights or numbers lines or the language marks them (diffs); a
/// `<figure class="code">` with a `<figcaption>` when the fence gives a title.
public enum CodeBlockRenderer {
    /// The HTML of one code block, or `nil` when its language is unknown and the fence sets no
    /// option (the block is then left as Markdown renders it).
    /// - Parameters:
    ///   - code: The block's text (ending in a line feed, as cmark gives it).
    ///   - info: The fence's info string.
    /// - Returns: The block's HTML and whether its language is known.
    public static func render(_ code: String, info: FenceInfo) -> (html: String, isKnown: Bool)? {
        render(code, info: info, cache: nil).map { ($0.html, $0.isKnown) }
    }

    /// The HTML of one code block, a Swift block's tokens taken from `cache` where it has them.
    /// - Parameters:
    ///   - code: The block's text (ending in a line feed, as cmark gives it).
    ///   - info: The fence's info string.
    ///   - cache: Swift tokens of earlier builds; `nil` keeps no entries.
    /// - Returns: The block's HTML, whether its language is known, and for a Swift block with a
    ///   cache its entry (found or made), for the next build's cache.
    public static func render(
        _ code: String, info: FenceInfo, cache: SwiftHighlightCache?
    ) -> (
        html: String, isKnown: Bool, swiftEntry: SwiftHighlightCache.Entry?
    )? {
        var entry: SwiftHighlightCache.Entry?
        let highlighted: HighlightedCode?
        if let cache, Language(name: info.language.lowercased()) == .swift {
            let key = SwiftHighlightCache.key(code)
            if let hit = cache.lookup(key) {
                (highlighted, entry) = (hit.code, hit.entry)
            } else {
                let made = SwiftHighlighter.highlight(code)
                (highlighted, entry) = (made, SwiftHighlightCache.entry(key, made))
            }
        } else {
            highlighted = SyntaxHighlighter.highlight(code, language: info.language)
        }
        guard highlighted != nil || info.hasOptions else { return nil }
        var writer = CodeBlockWriter(
            code: Array(code.utf8), highlighted: highlighted ?? HighlightedCode(), info: info)
        return (writer.html(), highlighted != nil, entry)
    }
}
