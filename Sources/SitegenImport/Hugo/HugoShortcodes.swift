import Foundation

/// Hugo's built-in shortcodes in an imported body, turned into what sitegen reads: `youtube` and
/// `vimeo` become the episode's `video` (its first, when it has none) or a link, `figure` a
/// Markdown image with its caption, `highlight` a fenced code block with its highlighted lines,
/// `gist`, `x`/`tweet` and `instagram` links, `ref` and `relref` the imported page's URL,
/// `param` the value the page's front matter gives; an escaped one (`{{</* name */>}}`) becomes the
/// text it shows. Any other shortcode is left as written and named in the report.
struct HugoShortcodes {
    /// One shortcode as written: its name, positional and named arguments, and where it is.
    struct Call {
        var name: String
        var positional: [String]
        var named: [String: String]
        /// The range of the whole `{{< … >}}` (with its closing tag and inner text for a pair).
        var range: Range<String.Index>
        /// The text between an opening and a closing tag, for paired shortcodes.
        var inner: String?

        /// A named argument, else the positional one at `index`.
        func argument(_ name: String, _ index: Int? = nil) -> String? {
            if let value = named[name] { return value }
            guard let index, positional.indices.contains(index) else { return nil }
            return positional[index]
        }
    }

    /// The body after conversion.
    var body: String
    /// The video URL taken from the body, for an episode without one.
    var video: String?
    /// The names of the shortcodes converted, in order.
    var converted: [String] = []
    /// The names of the shortcodes left as text, in order.
    var kept: [String] = []

    /// Shortcodes written as pairs, whose inner text is theirs.
    static let paired: Set<String> = ["highlight"]

    /// Converts the shortcodes of `body`; `takesVideo` says the episode has no `video` of its own,
    /// `resolve` gives the `Content/` path of a file the body names, `page` the new URL of a
    /// page `ref` names (`episodes/a.md`, `a`), and `param` the text of a front-matter value
    /// `param` names.
    init(
        _ body: String, takesVideo: Bool, resolve: (String) -> String?, page: (String) -> String? = { _ in nil },
        param: (String) -> String? = { _ in nil }
    ) {
        self.body = body
        guard body.contains("{{<") || body.contains("{{%") else { return }
        var output = ""
        var rest = body[...]
        var wantsVideo = takesVideo
        while let open = Self.nextOpening(in: rest) {
            output += rest[..<open.lowerBound]
            let closer = body[open] == "{{<" ? ">}}" : "%}}"
            guard let close = rest[open.upperBound...].range(of: closer) else {
                rest = rest[open.lowerBound...]
                break
            }
            let text = String(rest[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
            var end = close.upperBound
            // `{{</* youtube x */>}}` is how Hugo shows a shortcode as text.
            if text.hasPrefix("/*"), text.hasSuffix("*/"), text.count >= 4 {
                let shown = text.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
                output += String(body[open]) + " " + shown + " " + closer
                rest = rest[end...]
                continue
            }
            guard var call = Self.parse(text, range: open.lowerBound..<end) else {
                output += rest[open.lowerBound..<end]
                rest = rest[end...]
                continue
            }
            if Self.paired.contains(call.name),
                let closing = Self.closing(call.name, in: rest[end...])
            {
                call.inner = String(rest[end..<closing.lowerBound])
                end = closing.upperBound
            }
            if let replacement = convert(call, wantsVideo: &wantsVideo, resolve: resolve, page: page, param: param) {
                output += replacement
                converted.append(call.name)
            } else {
                output += rest[open.lowerBound..<end]
                kept.append(call.name)
            }
            rest = rest[end...]
        }
        output += rest
        self.body = output
    }

    /// The next `{{<` or `{{%` in `text`.
    static func nextOpening(in text: Substring) -> Range<String.Index>? {
        let angle = text.range(of: "{{<")
        let percent = text.range(of: "{{%")
        switch (angle, percent) {
        case (let a?, let p?): return a.lowerBound < p.lowerBound ? a : p
        case (let a?, nil): return a
        case (nil, let p?): return p
        case (nil, nil): return nil
        }
    }

    /// The closing tag of `name` (`{{< /name >}}` or `{{% /name %}}`) in `text`.
    static func closing(_ name: String, in text: Substring) -> Range<String.Index>? {
        var rest = text
        while let open = nextOpening(in: rest) {
            let closer = text[open] == "{{<" ? ">}}" : "%}}"
            guard let close = rest[open.upperBound...].range(of: closer) else { return nil }
            let inside = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            if inside == "/" + name { return open.lowerBound..<close.upperBound }
            rest = rest[close.upperBound...]
        }
        return nil
    }

    /// A shortcode's name and arguments: `name a "b c" key=value key="d e"`.
    static func parse(_ text: String, range: Range<String.Index>) -> Call? {
        // Each word, and whether it began with a quote (then it is one positional argument,
        // whatever it holds: `"linenos=table,hl_lines=2 4-5"`).
        var words: [(text: String, quoted: Bool)] = []
        var current = ""
        var quote: Character?
        var started = false
        var quoted = false
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "`" {
                quote = character
                quoted = quoted || !started
                started = true
            } else if character.isWhitespace {
                if started { words.append((current, quoted)) }
                (current, started, quoted) = ("", false, false)
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append((current, quoted)) }
        guard let name = words.first?.text, !name.hasPrefix("/"), quote == nil else { return nil }
        var call = Call(name: name.lowercased(), positional: [], named: [:], range: range)
        for word in words.dropFirst() {
            if !word.quoted, let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex,
                word.text[..<equals].allSatisfy({ $0.isLetter || $0 == "_" })
            {
                call.named[word.text[..<equals].lowercased()] = String(word.text[word.text.index(after: equals)...])
            } else {
                call.positional.append(word.text)
            }
        }
        return call
    }

    /// The text that replaces a shortcode, or `nil` to leave it as written.
    private mutating func convert(
        _ call: Call, wantsVideo: inout Bool, resolve: (String) -> String?, page: (String) -> String?,
        param: (String) -> String?
    ) -> String? {
        switch call.name {
        case "param":
            // Hugo writes the page's own value (modcast.by links `[MODX-Дайджест]({{< param digest >}})`).
            return call.argument("name", 0).flatMap(param)
        case "ref", "relref":
            guard let target = call.argument("path", 0) else { return nil }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            guard let url = page(String(parts[0])) else { return nil }
            return parts.count == 2 ? url + "#" + parts[1] : url
        case "youtube", "vimeo":
            guard let id = call.argument("id", 0), Self.isPlainID(id) else { return nil }
            let url = call.name == "youtube" ? "https://www.youtube.com/watch?v=\(id)" : "https://vimeo.com/\(id)"
            if wantsVideo {
                wantsVideo = false
                video = url
                return ""
            }
            let site = call.name == "youtube" ? "YouTube" : "Vimeo"
            return "[\(Self.linkText(call.argument("title") ?? "Watch on \(site)"))](\(url))"
        case "figure":
            guard let source = call.argument("src") else { return nil }
            let path = resolve(source).map { "/" + $0 } ?? source
            let caption = call.argument("caption")
            let alt = Self.linkText(call.argument("alt") ?? caption ?? "")
            let title = call.argument("title").map { " \"\($0.replacingOccurrences(of: "\"", with: "'"))\"" } ?? ""
            var markdown = "![\(alt)](\(Self.destination(path))\(title))"
            if let link = call.argument("link") { markdown = "[\(markdown)](\(Self.destination(link)))" }
            if let caption, !caption.isEmpty { markdown += "\n*\(caption)*" }
            return markdown
        case "highlight":
            guard let code = call.inner, let language = call.argument("lang", 0) else { return nil }
            var options = call.named
            for part in (call.positional.dropFirst().first ?? "").split(separator: ",") {
                let pair = part.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { options[pair[0].trimmingCharacters(in: .whitespaces)] = String(pair[1]) }
            }
            var fence = "```" + language
            if let lines = options["hl_lines"] {
                let ranges = lines.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
                if !ranges.isEmpty { fence += " {\(ranges.joined(separator: ","))}" }
            }
            let trimmed = code.drop { $0 == "\n" || $0 == "\r" }
            var text = String(trimmed)
            while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
            return fence + "\n" + text + "\n```"
        case "gist":
            guard let user = call.argument("user", 0), let id = call.argument("id", 1) else { return nil }
            return "[Gist \(Self.linkText(user))/\(Self.linkText(id))](https://gist.github.com/\(user)/\(id))"
        case "x", "tweet", "twitter":
            guard let id = call.argument("id", call.named["user"] == nil ? 0 : nil), id.allSatisfy(\.isNumber) else {
                return nil
            }
            let user = call.argument("user")
            let url = "https://x.com/\(user ?? "i")/status/\(id)"
            return "[\(user.map { "A post by @\(Self.linkText($0))" } ?? "A post on X")](\(url))"
        case "instagram":
            guard let id = call.argument("id", 0), Self.isPlainID(id) else { return nil }
            return "[A post on Instagram](https://www.instagram.com/p/\(id)/)"
        default:
            return nil
        }
    }

    /// Whether an id is letters, digits, `-` and `_` only (safe in a URL as it is).
    static func isPlainID(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// A link destination as Markdown reads it: in angle brackets when it has a space or a bracket.
    static func destination(_ url: String) -> String {
        url.contains(where: { " ()<>".contains($0) }) ? "<\(url.replacingOccurrences(of: ">", with: "%3E"))>" : url
    }

    /// Text for a link's label, with Markdown's brackets escaped.
    static func linkText(_ text: String) -> String {
        text.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
    }
}
