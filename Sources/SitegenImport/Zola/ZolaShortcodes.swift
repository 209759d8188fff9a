import Foundation

/// Zola's built-in shortcodes and internal links in an imported body, turned into what sitegen
/// reads: `{{ youtube(id="…") }}` and `{{ vimeo(id="…") }}` become the episode's `video` (its
/// first, when it has none) or a link, `gist` and `streamable` links, and a Markdown link to
/// `@/section/page.md` the imported page's URL. Any other shortcode (a theme's own, a body
/// shortcode `{% … %}`) is left as written and named in the report.
struct ZolaShortcodes {
    /// The body after conversion.
    var body: String
    /// The video URL taken from the body, for an episode without one.
    var video: String?
    /// The names of the shortcodes converted, in order (`@/` for internal links).
    var converted: [String] = []
    /// The names of the shortcodes left as text, in order.
    var kept: [String] = []

    /// Converts `body`; `takesVideo` says the episode has no `video` of its own, `page` gives the
    /// new URL of the page an `@/` link names (`blog/post.md`).
    init(_ body: String, takesVideo: Bool, page: (String) -> String?) {
        var wantsVideo = takesVideo
        var output = ""
        var rest = body[...]
        while let open = [rest.range(of: "{{"), rest.range(of: "{%")].compactMap({ $0 }).min(by: {
            $0.lowerBound < $1.lowerBound
        }) {
            output += rest[..<open.lowerBound]
            let closer = rest[open] == "{{" ? "}}" : "%}"
            guard let close = rest[open.upperBound...].range(of: closer) else { break }
            let text = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            let whole = rest[open.lowerBound..<close.upperBound]
            rest = rest[close.upperBound...]
            guard let call = Self.parse(text) else {
                output += whole
                continue
            }
            if closer == "}}", let replacement = Self.convert(call, wantsVideo: &wantsVideo, video: &video) {
                output += replacement
                converted.append(call.name)
            } else {
                output += whole
                kept.append(call.name)
            }
        }
        output += rest
        self.body = Self.internalLinks(output, page: page, converted: &converted)
    }

    /// A shortcode call: `name(key="value", other=3)`.
    struct Call {
        var name: String
        var arguments: [String: String]
    }

    /// The call in the text between `{{` and `}}`, or `nil` when it is not one (a template
    /// expression, text in braces).
    static func parse(_ text: String) -> Call? {
        guard let paren = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = String(text[..<paren]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var arguments: [String: String] = [:]
        var rest = text[text.index(after: paren)..<text.index(before: text.endIndex)]
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " ,\n\t"))
            var value = rest[rest.index(after: equals)...].drop { $0 == " " }
            let parsed: String
            if let quote = value.first, quote == "\"" || quote == "'" || quote == "`" {
                value = value.dropFirst()
                guard let end = value.firstIndex(of: quote) else { return nil }
                parsed = String(value[..<end])
                rest = value[value.index(after: end)...]
            } else {
                let end = value.firstIndex(of: ",") ?? value.endIndex
                parsed = value[..<end].trimmingCharacters(in: .whitespaces)
                rest = value[end...]
            }
            arguments[key] = parsed
        }
        return Call(name: name, arguments: arguments)
    }

    /// The Markdown that replaces a built-in shortcode, or `nil` to leave it as written.
    private static func convert(_ call: Call, wantsVideo: inout Bool, video: inout String?) -> String? {
        switch call.name {
        case "youtube", "vimeo":
            guard let id = call.arguments["id"], HugoShortcodes.isPlainID(id) else { return nil }
            let url = call.name == "youtube" ? "https://www.youtube.com/watch?v=\(id)" : "https://vimeo.com/\(id)"
            if wantsVideo {
                wantsVideo = false
                video = url
                return ""
            }
            return "[Watch on \(call.name == "youtube" ? "YouTube" : "Vimeo")](\(url))"
        case "gist":
            guard let url = call.arguments["url"], url.hasPrefix("https://gist.github.com/") else { return nil }
            return "[\(HugoShortcodes.linkText(String(url.dropFirst("https://".count))))](\(url))"
        case "streamable":
            guard let id = call.arguments["id"], HugoShortcodes.isPlainID(id) else { return nil }
            return "[Watch on Streamable](https://streamable.com/\(id))"
        default:
            return nil
        }
    }

    /// The body with every link destination `@/path.md(#anchor)` that names an imported page
    /// replaced by its URL.
    static func internalLinks(_ body: String, page: (String) -> String?, converted: inout [String]) -> String {
        guard body.contains("@/") else { return body }
        var output = ""
        var rest = body[...]
        // Inline links `](@/…)` and reference definitions `]: @/…`.
        while let marker = [rest.range(of: "](@/"), rest.range(of: "]: @/")].compactMap({ $0 }).min(by: {
            $0.lowerBound < $1.lowerBound
        }) {
            let start = rest.index(marker.upperBound, offsetBy: -2)
            output += rest[..<start]
            let end = rest[start...].firstIndex { $0 == ")" || $0 == " " || $0 == "\n" } ?? rest.endIndex
            let target = String(rest[rest.index(start, offsetBy: 2)..<end])
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            if let url = page(String(parts[0])) {
                output += parts.count == 2 ? url + "#" + parts[1] : url
                converted.append("@/ links")
            } else {
                output += rest[start..<end]
            }
            rest = rest[end...]
        }
        return output + rest
    }
}
