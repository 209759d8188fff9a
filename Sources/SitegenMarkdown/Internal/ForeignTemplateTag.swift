/// Another generator's template syntax in a body's text: a Hugo shortcode (`{{< youtube x >}}`,
/// `{{% notice %}}`), a Liquid or Tera tag (`{% include player.html %}`), or a Jekyll, Zola or
/// Hugo expression (`{{ page.audio }}`, `{{ youtube(id="x") }}`). sitegen runs no templates in
/// Markdown, so such text is shown as written; the scanner warns where it is.
///
/// Only complete tags are found (the closing delimiter in the same text), and a `{{ … }}` only
/// when it calls something or names a page or site variable: prose about templates
/// (`{{ name }}` in a Mustache episode) is left alone, and code spans and blocks are never text.
struct ForeignTemplateTag: Equatable {
    /// Which syntax the tag is.
    enum Kind: Equatable {
        /// `{{< … >}}` or `{{% … %}}`.
        case hugoShortcode
        /// `{{<img src="a.jpg">}}`: a shortcode without a space after `{{<`, whose `<…>` Markdown
        /// reads as an inline HTML tag.
        case hugoShortcodeReadAsHTML
        /// `{% … %}`, or a `{{ … }}` expression that calls or names a variable.
        case templateTag
    }

    /// The tag's byte offset in the text.
    var offset: Int
    /// The tag as written, shortened to ``shownLength`` characters.
    var text: String
    /// Which syntax it is.
    var kind: Kind

    /// The most characters of a tag a message shows.
    static let shownLength = 60

    /// The variables of Jekyll, Zola and Hugo templates that a `{{ … }}` in prose names.
    private static let variables = ["page.", "site.", "include.", "config.", "section.", "post.", ".Params", ".Site"]

    /// The first tag in `bytes` and how many there are, or `nil` when there is none.
    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> (first: ForeignTemplateTag, count: Int)? {
        var first: ForeignTemplateTag?
        var count = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let (end, kind) = tag(at: index, in: bytes) else {
                index += 1
                continue
            }
            count += 1
            if first == nil {
                let written = String(decoding: bytes[index..<end], as: UTF8.self)
                let shown =
                    written.count > shownLength ? String(written.prefix(shownLength - 1)) + "…" : written
                first = ForeignTemplateTag(offset: index, text: shown, kind: kind)
            }
            index = end
        }
        return first.map { ($0, count) }
    }

    /// The shortcode that an inline HTML tag and the text around it make (`{{` ending the text
    /// before, `}}` starting the text after: `{{<img src="a.jpg">}}`, `{{</gallery>}}`), or `nil`.
    static func shortcode(before: String, html: String, after: String) -> ForeignTemplateTag? {
        guard before.hasSuffix("{{"), after.hasPrefix("}}"), html.hasPrefix("<"), !html.contains("\n") else {
            return nil
        }
        let written = "{{" + html + "}}"
        let shown = written.count > shownLength ? String(written.prefix(shownLength - 1)) + "…" : written
        return ForeignTemplateTag(offset: 0, text: shown, kind: .hugoShortcodeReadAsHTML)
    }

    /// The end of a complete tag that starts at `start` (a `{`), and its kind.
    private static func tag(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Kind)? {
        let second = bytes[start + 1]
        if second == UInt8(ascii: "%") {
            guard startsWithName(bytes, from: start + 2) else { return nil }
            return close(Array("%}".utf8), in: bytes, from: start + 2).map { ($0, .templateTag) }
        }
        guard second == UInt8(ascii: "{"), start + 2 < bytes.count else { return nil }
        let third = bytes[start + 2]
        if third == UInt8(ascii: "<") || third == UInt8(ascii: "%") {
            var name = start + 3
            // `{{< /name >}}` closes a pair; `{{</* name */>}}` is Hugo's way to show one as text.
            while name < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: "*")].contains(bytes[name]) {
                name += 1
            }
            guard startsWithName(bytes, from: name) else { return nil }
            let closer = third == UInt8(ascii: "<") ? Array(">}}".utf8) : Array("%}}".utf8)
            return close(closer, in: bytes, from: start + 3).map { ($0, .hugoShortcode) }
        }
        guard let end = close(Array("}}".utf8), in: bytes, from: start + 2) else { return nil }
        let padding: Set<Character> = [" ", "-"]
        let inner = String(decoding: bytes[(start + 2)..<(end - 2)], as: UTF8.self)
        var trimmed = Substring(inner)
        while let first = trimmed.first, padding.contains(first) { trimmed.removeFirst() }
        while let last = trimmed.last, padding.contains(last) { trimmed.removeLast() }
        let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        // `name(…)`: a Zola shortcode or a Tera function call.
        let calls = name.first?.isLetter == true && trimmed.dropFirst(name.count).first == "(" && trimmed.last == ")"
        guard calls || variables.contains(where: { trimmed.hasPrefix($0) }) else { return nil }
        return (end, .templateTag)
    }

    /// Whether a name (a letter, after spaces and Liquid's `-`) starts at `index`.
    private static func startsWithName(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
        var index = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        guard index < bytes.count else { return false }
        let byte = bytes[index] | 0x20
        return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// The index just past the first `closer` at or after `from`, on the same line.
    private static func close(_ closer: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var index = from
        while index + closer.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { return nil }
            if bytes[index] == closer[0], closer.indices.allSatisfy({ bytes[index + $0] == closer[$0] }) {
                return index + closer.count
            }
            index += 1
        }
        return nil
    }

    /// The warning's message, with how many more the file has.
    func message(more: Int) -> String {
        let rest = more > 0 ? " (and \(more) more in this file)" : ""
        switch kind {
        case .hugoShortcode:
            return "`\(text)` is a Hugo shortcode, which sitegen does not run: it is shown as written\(rest); "
                + "`sitegen import hugo` converts Hugo's built-in shortcodes"
        case .hugoShortcodeReadAsHTML:
            return "`\(text)` is a Hugo shortcode, which sitegen does not run: its `<…>` is read as raw HTML "
                + "(dropped unless `unsafeHTML: true`)\(rest); `sitegen import hugo` converts Hugo's built-in shortcodes"
        case .templateTag:
            return "`\(text)` is template syntax (Jekyll's Liquid, Zola's Tera or Hugo's), which sitegen does not "
                + "run in Markdown: it is shown as written\(rest); `sitegen import` converts the tags it knows"
        }
    }
}
