import Foundation
import SitegenMarkdown
import SitegenSearchIndex

/// An episode's show notes from its feed (`content:encoded`, else `description`), as the body of
/// its Markdown file: HTML made of paragraphs, links, emphasis, lists, headings, quotes, code and
/// pictures becomes Markdown that renders to the same markup; other HTML (a table, an embedded
/// player) is kept as HTML, and plain text as paragraphs.
enum ShowNotes {
    /// The body for `html`; why it is HTML kept as it is (which needs `unsafeHTML`) when it is;
    /// and how many players of the episode's own `media` were left out.
    /// Addresses relative to the old site are made absolute against `base`, the episode's old page.
    static func body(_ html: String, media: Set<String> = [], base: URL? = nil) -> Body {
        let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return Body(text: "") }
        guard let read = ShowNotesTree(html: trimmed) else {
            let (kept, players) = removingPlayers(in: trimmed, of: media)
            let absolute = base.map { resolvingAttributes(in: kept, against: $0) } ?? (html: kept, resolved: 0)
            return Body(
                text: keptHTML(absolute.html), keptHTML: "a script or a tag it cannot read", players: players,
                resolved: absolute.resolved)
        }
        let (tree, resolved) = read.resolvingAddresses(against: base)
        let (played, players) = tree.removingPlayers(of: media)
        let converted = markdown(played, html: trimmed)
        guard let reason = converted.keptHTML else {
            return Body(text: converted.text, players: players, resolved: resolved)
        }
        // Kept as written, without the players of the episode's own media (its page has its
        // player), its relative addresses made absolute all the same.
        let (kept, _) = removingPlayers(in: trimmed, of: media)
        let absolute = base.map { resolvingAttributes(in: kept, against: $0) } ?? (html: kept, resolved: 0)
        return Body(text: keptHTML(absolute.html), keptHTML: reason, players: players, resolved: absolute.resolved)
    }

    /// HTML without each `<audio>` and `<video>` all of whose sources are the episode's own
    /// media, and how many were left out: for notes kept as HTML, which have no tree to take
    /// them from.
    static func removingPlayers(in html: String, of media: Set<String>) -> (html: String, removed: Int) {
        var removed = 0
        let result = html.replacing(/(?is)<(audio|video)\b[^>]*>.*?<\/\1\s*>/) { match in
            let element = String(match.output.0)
            let sources = element.matches(of: /(?i)\bsrc\s*=\s*"([^"]*)"/).map { String($0.output.1) }
            guard !sources.isEmpty, sources.allSatisfy(media.contains) else { return element }
            removed += 1
            return ""
        }
        return (result, removed)
    }

    /// Show notes as a body: the text, why it is HTML kept as it is (`nil` for Markdown), how
    /// many players of the episode's own media were left out and how many addresses were made absolute.
    struct Body {
        var text: String
        var keptHTML: String?
        var players = 0
        var resolved = 0
    }

    /// HTML with each `href` and `src` relative to `base` made absolute.
    static func resolvingAttributes(in html: String, against base: URL) -> (html: String, resolved: Int) {
        var resolved = 0
        let result = html.replacing(/(href|src)="([^"]*)"/) { match in
            guard let absolute = ShowNotesTree.absolute(String(match.output.2), base: base) else {
                return String(match.output.0)
            }
            resolved += 1
            return "\(match.output.1)=\"\(absolute)\""
        }
        return (result, resolved)
    }

    private static func markdown(_ tree: ShowNotesTree, html trimmed: String) -> (text: String, keptHTML: String?) {
        do {
            let text = try ShowNotesMarkdown.blocks(tree.nodes).joined(separator: "\n\n")
            // Markdown that shows other text than the HTML did (emphasis Markdown does not
            // read as such) is not used.
            let isPlain = tree.nodes.allSatisfy { if case .text = $0 { true } else { false } }
            let rendered = MarkdownRenderer.render(text).html
            let same =
                isPlain
                ? Self.sameText(plain: trimmed, rendered)
                : Self.sameText(trimmed, rendered)
                    && Set(Self.addresses(in: tree.nodes)).isSubset(of: Self.addresses(in: rendered))
            guard same else { return (keptHTML(trimmed), "text or links Markdown would change") }
            return (text.isEmpty ? "" : text + "\n", nil)
        } catch let unsupported as ShowNotesMarkdown.Unsupported {
            return (keptHTML(trimmed), unsupported.name)
        } catch {
            return (keptHTML(trimmed), "a character reference it does not know")
        }
    }

    /// HTML as one block Markdown passes as it is: a blank line would end the block and let
    /// Markdown read what follows, so blank lines are left out, or, where a `<pre>` may keep
    /// them, hold an empty comment (nothing shown).
    static func keptHTML(_ html: String) -> String {
        let keepsLines = html.range(of: "<pre", options: .caseInsensitive) != nil
        var lines: [Substring] = []
        for line in html.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.allSatisfy(\.isWhitespace) {
                lines.append(line)
            } else if keepsLines {
                lines.append("<!-- -->")
            }
        }
        return "<div>\n" + lines.joined(separator: "\n") + "\n</div>\n"
    }

    /// The elements that make blocks of their own.
    static let blockElements: Set<String> = [
        "p", "div", "ul", "ol", "li", "blockquote", "pre", "hr", "h1", "h2", "h3", "h4", "h5", "h6",
    ]

    /// Whether a text is HTML (a tag show notes use), rather than text that holds a `<`.
    static func looksLikeHTML(_ text: String) -> Bool {
        text.range(
            of: #"<(p|br|a|b|i|em|strong|ul|ol|li|div|span|h[1-6])[\s>/]"#,
            options: [.regularExpression, .caseInsensitive])
            != nil
    }

    /// The text of HTML (a channel's description): tags left out, references decoded, white
    /// space collapsed.
    static func plainText(_ html: String) -> String {
        guard html.contains("<") || html.contains("&") else { return collapsed(html) }
        let text = withoutTags(html)
        return collapsed((try? HTMLEntities.decode(text)) ?? ImportValue.decodingCharacterReferences(text))
    }

    /// HTML without its tags, a space where a block or a line starts or ends (where a browser
    /// parts the words), its references not decoded; a `<` that no `>` closes is text.
    private static func withoutTags(_ html: String) -> String {
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else {
                rest = rest[open...]
                break
            }
            let name = rest[rest.index(after: open)..<close].lowercased().drop { $0 == "/" }
                .prefix { $0.isLetter || $0.isNumber }
            if Self.wordBreaks.contains(String(name)) { text += " " }
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// The elements a browser shows apart from the text around them.
    private static let wordBreaks = blockElements.union([
        "br", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption", "figure", "figcaption", "section",
        "article", "aside", "header", "footer", "nav", "dl", "dt", "dd", "address", "details", "summary", "iframe",
    ])

    /// The first paragraph's text of HTML notes, cut at a word before 300 characters.
    static func summary(of html: String) -> String? {
        let first = html.range(of: "</p>", options: .caseInsensitive).map { String(html[..<$0.upperBound]) } ?? html
        let text = plainText(first)
        guard !text.isEmpty else { return nil }
        guard text.count > 300 else { return text }
        let cut = text.prefix(300)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }

    /// The `href`s and `src`s of a tree, decoded as browsers read them (white space at their ends
    /// and %-escapes aside, which Markdown's renderer adds).
    static func addresses(in nodes: [ShowNotesTree.Node]) -> [String] {
        nodes.flatMap { node -> [String] in
            guard case .element(_, let attributes, let children) = node else { return [] }
            let own = ["href", "src"].compactMap { attributes[$0] }.map { raw in
                normalized((try? HTMLEntities.decode(raw)) ?? raw)
            }
            return own + addresses(in: children)
        }
    }

    /// The `href`s and `src`s of rendered HTML, decoded the same way.
    static func addresses(in html: String) -> Set<String> {
        Set(
            html.matches(of: /(?:href|src)="([^"]*)"/).map { match in
                let raw = String(match.output.1)
                return normalized((try? HTMLEntities.decode(raw)) ?? raw)
            })
    }

    private static func normalized(_ address: String) -> String {
        let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.removingPercentEncoding ?? trimmed
    }

    /// Whether plain text and the HTML Markdown made of it show the same words.
    static func sameText(plain: String, _ html: String) -> Bool {
        guard let text = try? HTMLEntities.decode(plain) else { return false }
        return collapsed(text) == visibleText(html)
    }

    /// Whether two pieces of HTML show the same words: the same characters, parted at the same
    /// places (`Facebook and` is not `Facebookand`), however much white space parts them.
    static func sameText(_ html: String, _ other: String) -> Bool {
        guard let own = visibleText(html) else { return false }
        return own == visibleText(other)
    }

    /// The words HTML shows, one space between each two; `nil` for a reference the table does not know.
    static func visibleText(_ html: String) -> String? {
        (try? HTMLEntities.decode(withoutTags(html))).map(collapsed)
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
