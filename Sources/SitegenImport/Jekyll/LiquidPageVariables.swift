import Foundation

/// A Jekyll body's Liquid outputs of its own front matter (`{{ page.podcast_link }}`), which
/// Jekyll rendered as the values, replaced by them where the value is a text or a number, outside
/// code; of a written path made an address (`{{ '/content/3-lesson.html' | relative_url }}`,
/// which Jekyll rendered as the path under the site's), replaced by the path; of a data file's
/// text or number (`{{ site.data.speakers.ada.name }}`), replaced by it; and
/// `{{ site.baseurl }}`, the path the old site was under, removed (a link after it is then written
/// from the site's root, as sitegen takes it). The others (other filters, keys without such a
/// value) are left as text and named.
struct LiquidPageVariables {
    /// The body with the outputs replaced.
    var body: String
    /// The keys whose outputs were replaced, in order.
    var replaced: [String] = []
    /// The paths whose `relative_url` or `absolute_url` outputs were replaced by them, in order.
    var addresses: [String] = []
    /// The outputs left as text (`page.img | relative_url`, a key the front matter lacks).
    var kept: [String] = []
    /// The outputs removed (`site.baseurl`), in order.
    var removed: [String] = []
    /// The outputs of the site's values (`site.data.speakers.maciej_oczko.short`) replaced by
    /// them, in order.
    var siteReplaced: [String] = []
    /// Jekyll's `site`: the settings and `data`.
    private var site: [String: Any] = [:]

    /// Replaces the outputs of `body` that name a key of `fields` as `page.KEY`, or a text or
    /// number of the data files as `site.data.FILE.KEY…` (the site's own address, `site.url`,
    /// stays as written).
    init(_ body: String, fields: [String: Any], site: [String: Any] = [:]) {
        self.site = site
        self.body = body
        // `{% raw %}` shows Liquid as text: such a body is left as it is.
        guard body.contains("{{"), !body.contains("{% raw %}"), !body.contains("{%raw%}") else { return }
        var fence = MarkdownFence()
        var lines: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if fence.isCode(line) || MarkdownFence.isIndented(line) || !line.contains("{{") {
                lines.append(String(line))
            } else {
                lines.append(replacing(in: line, fields: fields))
            }
        }
        self.body = lines.joined(separator: "\n")
    }

    /// One line with each `{{ page.KEY }}` whose key has a text or number value replaced.
    private mutating func replacing(in line: Substring, fields: [String: Any]) -> String {
        var result = ""
        var rest = line
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            result += rest[..<open.lowerBound]
            let inner = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            let key = inner.hasPrefix("page.") ? String(inner.dropFirst(5)) : ""
            if inner == "site.baseurl" {
                removed.append(inner)
            } else if !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
                let value = Self.text(fields[key])
            {
                result += value
                replaced.append(key)
            } else if inner.hasPrefix("site.data."),
                let value = Self.text(Self.value(at: inner.dropFirst(5), in: site))
            {
                result += value
                siteReplaced.append(inner)
            } else if let path = Self.addressedPath(inner) {
                // The page now answers at its old path too (an alias), so the path stays a link to it.
                result += path
                addresses.append(path)
            } else {
                result += rest[open.lowerBound..<close.upperBound]
                kept.append(inner)
            }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The root-relative path of `'/path' | relative_url` (or `absolute_url`, double quotes too).
    private static func addressedPath(_ inner: String) -> String? {
        let parts = inner.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, ["relative_url", "absolute_url"].contains(parts[1]), let quote = parts[0].first,
            quote == "'" || quote == "\"", parts[0].count > 2, parts[0].last == quote
        else { return nil }
        let path = parts[0].dropFirst().dropLast()
        guard path.hasPrefix("/"), !path.contains(quote), !path.contains("{"), !path.contains(" ") else { return nil }
        return String(path)
    }

    /// The value at a dotted path of plain keys (`data.speakers.michal_mizera.short`) in a map.
    private static func value(at path: Substring, in map: [String: Any]) -> Any? {
        let keys = path.split(separator: ".", omittingEmptySubsequences: false)
        let plain = { (key: Substring) in
            !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }
        guard !keys.isEmpty, keys.allSatisfy(plain) else { return nil }
        var current: Any? = map
        for key in keys { current = (current as? [String: Any])?[String(key)] }
        return current
    }

    /// A value as Liquid writes it, for a text or a number.
    private static func text(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        default: nil
        }
    }
}
